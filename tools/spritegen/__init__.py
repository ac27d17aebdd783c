"""Sprite generator plugins; see base.py and tools/make_sprites.py."""
