"""Entry point of the frozen (PyInstaller) build: the same main() as the console script.

freeze_support() comes first: the computer players think in a process that is this
executable started again (multiprocessing's spawn method), and that start must run the
process's work, not a second window. Only such a start (``--multiprocessing-fork``, or one
of multiprocessing's helpers, ``-c``) imports multiprocessing here: the game's own start does
not need it before its first frame (packaging/pyi_rth_multiprocessing_lazy.py).
"""

import sys

if __name__ == "__main__":
    if sys.argv[1:2] == ["--multiprocessing-fork"] or "-c" in sys.argv[1:]:
        import multiprocessing

        multiprocessing.freeze_support()
    from bschnapsen_gui.__main__ import main

    sys.exit(main())
