"""scripts/bench.d/bench.py loaded as a module, for the script tests that hold it to its word."""
import importlib.util
import os

BENCH = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "bench.d", "bench.py")


def load_bench():
    """A fresh copy of the benchmark's module, so one test's patches do not reach another's."""
    spec = importlib.util.spec_from_file_location("bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
