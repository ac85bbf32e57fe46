# Run-time hook of the frozen builds (packaging/bauernschnapsen.spec), the first to run.
#
# PyInstaller reads each Python module from its archive (the PYZ inside the executable) by
# opening the executable anew, reading the module and closing it again. A start of the game
# imports about 240 modules before its first frame, and under Wine an open costs 0.65 ms: about
# 0.15 s of the first frame went into opening one file again and again. Here the archive's file
# is opened once and kept open for the life of the process; each read takes a lock, since
# threads may import at the same time and share the file's position.
#
# What PyInstaller gave up by reopening: an executable renamed or deleted while it runs could
# still import. A running Windows program cannot be deleted anyway, and the installer
# replaces it only once it has ended. Nothing else changes: the reading itself is PyInstaller's
# own (pyimod01_archive.ZlibArchiveReader.extract); this only hands its `open` a file that is
# already open. If a later PyInstaller reads differently, the hook is never asked and the
# game imports as before, only slower.


def _bschnapsen_rthook() -> None:
    import builtins
    import sys
    import threading

    archive_module = sys.modules.get("pyimod01_archive")
    reader = getattr(sys.modules.get("pyimod02_importers"), "pyz_archive", None)
    path = getattr(reader, "_filename", None)
    if archive_module is None or not isinstance(path, str):
        return
    try:
        kept = builtins.open(path, "rb")
    except OSError:
        return
    lock = threading.Lock()

    class Borrowed:
        """The kept file for one read: locked while it is read, left open afterwards."""

        def __enter__(self):
            lock.acquire()
            return kept

        def __exit__(self, *exc):
            lock.release()
            return False

    def open_archive(file, mode="r", *args, **kwargs):
        if file == path and mode == "rb" and not args and not kwargs:
            return Borrowed()
        return builtins.open(file, mode, *args, **kwargs)

    archive_module.open = open_archive


_bschnapsen_rthook()
del _bschnapsen_rthook
