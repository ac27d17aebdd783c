"""`python -m gamegrid run SCRIPT ...` (and the other commands of `gamegrid`)"""
import sys

from .cli import main

sys.exit(main())
