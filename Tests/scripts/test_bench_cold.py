"""scripts/bench --cold evicts each tool's input from the kernel's cache before each run.

The eviction is what makes a cold run cold: if it left the pages cached, --cold would time warm
builds and say otherwise. These tests read with RWF_NOWAIT, which fails instead of going to the
disk, to see whether a file's pages are cached.
"""
import os
import tempfile
import unittest

from benchmodule import load_bench


def cached(path):
    """Whether the first 4 KB of `path` can be read without going to the disk."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.preadv(fd, [bytearray(4096)], 0, os.RWF_NOWAIT)
        return True
    except BlockingIOError:
        return False
    finally:
        os.close(fd)


class ColdTests(unittest.TestCase):
    def setUp(self):
        if not hasattr(os, "RWF_NOWAIT"):
            self.skipTest("no preadv2 with RWF_NOWAIT here to tell cached pages from the disk")
        self.bench = load_bench()
        # Beside the benchmark's own folders (the system's temporary folder), not in memory.
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)
        # Whether this file system lets cached pages go at all (tmpfs keeps them), asked with
        # the test's own sync and eviction so that a broken `evict` fails rather than skips.
        probe = self.write("probe", 10_000)
        fd = os.open(probe, os.O_RDONLY)
        try:
            os.fsync(fd)
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)
        if cached(probe):
            self.skipTest("this file system keeps files in memory whatever is asked (tmpfs)")

    def write(self, name, size):
        path = os.path.join(self.folder.name, name)
        with open(path, "wb") as f:
            f.write(b"x" * size)
        return path

    def test_evicted_files_are_read_from_the_disk_and_unwritten_ones_too(self):
        # Freshly written pages are dirty: evict must sync them before the kernel lets them go.
        paths = [self.write(f"page-{n}.md", 20_000) for n in range(5)]
        self.assertTrue(all(cached(p) for p in paths))
        self.bench.evict(paths)
        self.assertFalse(any(cached(p) for p in paths))
        with open(paths[2], "rb") as f:
            f.read()
        self.assertTrue(cached(paths[2]))

    def test_a_missing_file_is_passed_over(self):
        present = self.write("present.md", 10_000)
        self.bench.evict([os.path.join(self.folder.name, "missing.md"), present])
        self.assertFalse(cached(present))


if __name__ == "__main__":
    unittest.main()
