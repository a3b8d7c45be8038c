"""scripts/bench waits for the disk to settle after an earlier benchmark's deletes.

On ext4 without a journal, files are made slowly for up to six minutes after a large delete, so a
benchmark started sooner measures the disk, not the tools. These tests hold the waiting to what
it promises: the rest of the six minutes after the last recorded delete, a note instead of a wait
with --no-settle, and nothing at all once the time is up or when nothing was recorded.
"""
import contextlib
import io
import os
import tempfile
import time
import unittest
from unittest import mock

from benchmodule import load_bench


class SettleTests(unittest.TestCase):
    def setUp(self):
        self.bench = load_bench()
        self.cache = tempfile.TemporaryDirectory()
        self.addCleanup(self.cache.cleanup)
        self.environment = dict(os.environ)
        self.addCleanup(lambda: (os.environ.clear(), os.environ.update(self.environment)))
        os.environ["XDG_CACHE_HOME"] = self.cache.name
        self.disk = ("/dev/test", "test")
        self.slept = []
        sleep = mock.patch.object(self.bench.time, "sleep", side_effect=self.slept.append)
        sleep.start()
        self.addCleanup(sleep.stop)

    def stamp(self, seconds_ago):
        self.bench.record_deletes(self.disk)
        then = time.time() - seconds_ago
        os.utime(self.bench.deletes_stamp(self.disk), (then, then))

    def settle(self, wait):
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.bench.settle(self.disk, wait)
        return err.getvalue()

    def test_waits_out_the_rest_of_six_minutes(self):
        self.stamp(100)
        said = self.settle(wait=True)
        self.assertEqual(len(self.slept), 1)
        self.assertAlmostEqual(self.slept[0], self.bench.SETTLE_SECONDS - 100, delta=5)
        self.assertIn("waiting", said)
        self.assertIn("--no-settle", said)

    def test_no_settle_says_so_and_does_not_wait(self):
        self.stamp(100)
        said = self.settle(wait=False)
        self.assertEqual(self.slept, [])
        self.assertIn("does not wait", said)

    def test_nothing_once_the_time_is_up(self):
        self.stamp(self.bench.SETTLE_SECONDS + 30)
        self.assertEqual(self.settle(wait=True), "")
        self.assertEqual(self.slept, [])

    def test_nothing_without_a_recorded_delete(self):
        self.assertEqual(self.settle(wait=True), "")
        self.assertEqual(self.slept, [])

    def test_deletes_are_recorded_per_disk_under_the_cache_folder(self):
        self.bench.record_deletes(self.disk)
        stamp = self.bench.deletes_stamp(self.disk)
        self.assertTrue(stamp.startswith(self.cache.name))
        self.assertTrue(os.path.exists(stamp))
        self.assertFalse(os.path.exists(self.bench.deletes_stamp(("/dev/other", "other"))))


if __name__ == "__main__":
    unittest.main()
