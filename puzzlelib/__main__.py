"""Run the command line: ``python -m puzzlelib show "1 2 3 / 4 5 6 / 7 8 0"``."""

import sys

from puzzlelib.cli import main

sys.exit(main())
