"""`python -m gamegrid run SCRIPT ...`"""
import sys

from .runner import main

sys.exit(main())
