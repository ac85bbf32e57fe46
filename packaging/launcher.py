"""Entry point of the frozen (PyInstaller) build: the same main() as the console script.

freeze_support() comes first: the computer players think in a process that is this
executable started again (multiprocessing's spawn method), and that start must run the
process's work, not a second window.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from bschnapsen_gui.__main__ import main

    sys.exit(main())
