# Run-time hook of the frozen builds in place of PyInstaller's pyi_rth_multiprocessing
# (packaging/bauernschnapsen.spec puts it in, with PyInstaller's hook text as PYINSTALLER_HOOK).
#
# PyInstaller's hook imports multiprocessing, multiprocessing.spawn and subprocess (with them
# socket, select, pickle, signal, locale, runpy: about 20 modules) at every start, before the
# program's first line; the game needs none of them before its first frame. Here its text runs
# at once only where it must: in a process multiprocessing started (--multiprocessing-fork, or a
# helper's -c), which diverts there. Everywhere else it runs right after the program's first
# import of multiprocessing (the computer players' process, after the first frame), before any
# process is started, so what it sets up is the same.
PYINSTALLER_HOOK = None


def _bschnapsen_rthook() -> None:
    import sys

    def run() -> None:
        exec(compile(PYINSTALLER_HOOK, "pyi_rth_multiprocessing.py", "exec"), {"__name__": "pyi_rth_multiprocessing"})

    argv = sys.argv
    if (len(argv) >= 2 and argv[1] == "--multiprocessing-fork") or "-c" in argv[1:]:
        run()
        return

    class AfterImport:
        """Finds nothing itself: lends the spec of ``multiprocessing`` from the other finders,
        its loader's exec_module followed by PyInstaller's hook."""

        def find_spec(self, name, path=None, target=None):  # type: ignore[no-untyped-def]
            if name != "multiprocessing":
                return None
            sys.meta_path.remove(self)
            for finder in sys.meta_path:
                find = getattr(finder, "find_spec", None)
                spec = find(name, path, target) if find is not None else None
                if spec is not None:
                    break
            else:
                return None
            loader = spec.loader
            exec_module = loader.exec_module

            def exec_then_hook(module):  # type: ignore[no-untyped-def]
                exec_module(module)
                run()

            loader.exec_module = exec_then_hook
            return spec

    sys.meta_path.insert(0, AfterImport())


_bschnapsen_rthook()
del _bschnapsen_rthook
