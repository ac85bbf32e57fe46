"""Entry point of the frozen (PyInstaller) build: the same main() as the console script."""

import sys

from bschnapsen_gui.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
