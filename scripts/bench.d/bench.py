#!/usr/bin/env python3
"""The measuring half of scripts/bench: corpus, Hugo site, timed runs, table, ratios, verdicts.

Run through scripts/bench, which installs the tools and builds sheetcat first. Every tool runs
under /usr/bin/time (`%M %U %S`: peak resident KB, user and system CPU seconds), its wall time read
from this script's clock around the run; the median of the runs is reported. Before each run the last run's output folder is moved aside, not
deleted, so every run writes a fresh site; what was moved aside is deleted once every run is over.
"""

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# Targets (docs/benchmark.md), as ratios of sheetcat to the other tool on the same corpus.
TARGETS = {
    # N: (max time ratio to Hugo, max memory ratio to Hugo or None)
    10000: (0.8, 0.5),
    1000: (1.0, None),
}
PARSE_BOUND = 1.5  # sheetcat's build time within this many times cmark-gfm's parse of the same text

HUGO_CONFIG = """baseURL = "http://localhost/"
title = "sheetcat benchmark"
disableKinds = ["taxonomy", "term", "RSS"]
"""
HUGO_SINGLE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main>{{ .Content }}</main></body></html>
"""
HUGO_LIST = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body></html>
"""
CMARK_EXTENSIONS = ["table", "strikethrough", "autolink", "tagfilter"]  # as MarkdownKit attaches them


def timed(cmd, timeout):
    """Runs `cmd` under /usr/bin/time; returns (exit status, wall s, peak KB, (user s, system s), stderr text).

    Wall time is read from this script's own clock around the run, to the microsecond:
    /usr/bin/time gives hundredths, and at 1,000 pages, where cmark-gfm takes about 0.22 s, one
    hundredth moved a ratio by 0.05. /usr/bin/time still gives the peak memory and CPU times.
    A run past `timeout` seconds is killed with its whole process group and reported as status None.
    """
    with tempfile.NamedTemporaryFile("r", suffix=".time") as t:
        start = time.perf_counter()
        p = subprocess.Popen(["/usr/bin/time", "-o", t.name, "-f", "%e %M %U %S"] + cmd, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True, errors="replace", start_new_session=True)
        try:
            _, err = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
            return None, float(timeout), 0, (0.0, 0.0), f"killed after {timeout} s"
        wall = time.perf_counter() - start
        fields = t.read().strip().splitlines()[-1].split()
    peak, user, system = int(fields[1]), float(fields[2]), float(fields[3])
    return p.returncode, wall, peak, (user, system), err


class Result:
    def __init__(self, tool, pages):
        self.tool, self.pages = tool, pages
        self.walls, self.peaks, self.users, self.systems = [], [], [], []
        self.failure = None
        self.note = ""
        self.note_runs = ""

    def add(self, wall, peak, cpu):
        self.walls.append(wall)
        self.peaks.append(peak)
        self.users.append(cpu[0])
        self.systems.append(cpu[1])

    @property
    def ok(self):
        return self.failure is None and self.walls

    @property
    def wall(self):
        return statistics.median(self.walls)

    @property
    def peak_mb(self):
        return statistics.median(self.peaks) / 1024

    @property
    def cores(self):
        """CPU seconds per wall second: 2.0 means both cores busy the whole run."""
        shares = [(u + s) / w for u, s, w in zip(self.users, self.systems, self.walls) if w > 0]
        return statistics.median(shares) if shares else 0.0

    @property
    def user(self):
        return statistics.median(self.users)

    @property
    def system(self):
        """Kernel time: on a file system that skips recently freed inodes (see docs/benchmark.md),
        it grows with the files a tool creates after the last run's were deleted."""
        return statistics.median(self.systems)


def prepare(pages, seed, work):
    """Generates the corpus, a Hugo site over the same files, and their concatenation for cmark."""
    corpus = os.path.join(work, f"corpus-{pages}")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen-corpus"), "--pages", str(pages),
                    "--seed", str(seed), "--out", corpus], check=True)
    site = os.path.join(work, f"hugo-{pages}")
    os.makedirs(os.path.join(site, "layouts", "_default"), exist_ok=True)
    for name, text in [("config.toml", HUGO_CONFIG), ("layouts/_default/single.html", HUGO_SINGLE),
                       ("layouts/_default/list.html", HUGO_LIST)]:
        with open(os.path.join(site, name), "w") as f:
            f.write(text)
    # Hugo reads our front matter as it is (it ignores keys it does not know), so it gets the very
    # same files; scripts/gen-corpus --hugo DIR writes a title-only copy should that ever change.
    link = os.path.join(site, "content")
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(corpus, link)
    joined = os.path.join(work, f"all-{pages}.md")
    with open(joined, "wb") as out:
        for name in sorted(os.listdir(corpus)):
            with open(os.path.join(corpus, name), "rb") as f:
                out.write(f.read())
            out.write(b"\n")
    return corpus, site, joined


# Runs per tool below and from 5,000 pages. A 1,000-page run lasts a third of a second and single
# runs on the shared host spread by a quarter (0.33 to 0.43 s for one binary), so a median of five
# moved with one or two slow runs. As hyperfine runs every command at least ten times, short runs
# get more: the median's spread narrows, its centre does not move, and they cost seconds.
DEFAULT_RUNS_SMALL, DEFAULT_RUNS_LARGE = 11, 5
SET_ASIDE = "set-aside"  # under the outputs folder: each run's last sites, deleted when all runs are over


def set_aside(output, trash):
    """Moves a tool's last output folder into `trash` instead of deleting it.

    On ext4 without a journal (this machine's disk), the file system passes over inodes freed in
    the last minutes, one by one, each time it makes a file: a build right after 10,000 files were
    deleted pays seconds of system time for it, Hugo and sheetcat alike. A rename frees nothing, so no run pays for the one before it.
    """
    if os.path.lexists(output):
        os.makedirs(trash, exist_ok=True)
        os.rename(output, os.path.join(trash, f"{len(os.listdir(trash))}-{os.path.basename(output)}"))


def evict(paths):
    """Asks the kernel to let go of the cached pages of `paths` (`--cold`), as it does with files
    left unread for a while: the next reader finds them on the disk. Only clean pages go, so a
    freshly written file is synced first."""
    for path in paths:
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError:
            continue
        try:
            os.fdatasync(fd)
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)


def journal_less_ext4(folder):
    """(device path, device name) when `folder` is on ext4 without a journal, else None.

    Such a file system does not hand out an inode freed in the last minute (six while its inode
    table is not yet written back): each new file looks past every one of them in its block
    group, so a build that follows a large delete creates its files far more slowly. The kernel
    names a file system's journal task in /sys/fs/ext4/DEVICE/journal_task, "<none>" without one.
    """
    # The folder may not exist yet (`--outputs`); its nearest existing parent is on the same disk.
    while not os.path.exists(folder) and os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
    try:
        source, fstype = subprocess.run(["findmnt", "-n", "-o", "SOURCE,FSTYPE", "--target", folder],
                                        capture_output=True, text=True, check=True).stdout.split()[:2]
        if fstype != "ext4":
            return None
        device = os.path.basename(os.path.realpath(source))
        with open(f"/sys/fs/ext4/{device}/journal_task") as f:
            if f.read().strip() != "<none>":
                return None
    except (OSError, subprocess.CalledProcessError, ValueError):
        return None
    return source, device


def journal_note(folder, disk):
    """The warning for sites written to `folder` on the journal-less ext4 `disk`."""
    return (f"bench: note: {folder} is on ext4 without a journal ({disk[0]}): files deleted on it in the "
            "last 1 to 6 minutes (by a test run, an earlier benchmark) slow down every tool that writes "
            "files (docs/benchmark.md)")


# How long after a large delete a journal-less ext4 keeps passing over the freed inodes: a minute,
# six while their inode table is not yet written back (fs/ext4/ialloc.c, `recently_deleted`).
SETTLE_SECONDS = 6 * 60


def deletes_stamp(disk):
    """The file that records when a benchmark last deleted its sites on `disk`."""
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(cache, "sheetcat-bench", f"deleted-on-{disk[1]}")


def settle(disk, wait):
    """Waits out what is left of the settling time after this disk's last benchmark deletes, or
    only says so when `wait` is False. A benchmark started a minute and a half after the one
    before deleted its sites took twice the system time per build, Hugo's as much as ours."""
    try:
        age = time.time() - os.path.getmtime(deletes_stamp(disk))
    except OSError:
        return
    left = SETTLE_SECONDS - age
    if left <= 0:
        return
    if not wait:
        print(f"bench: note: a benchmark deleted its sites on {disk[0]} {age:.0f} s ago; for {left:.0f} s more, "
              "every tool that writes files runs slower here (--no-settle was given, so this one does not wait)",
              file=sys.stderr)
        return
    print(f"bench: a benchmark deleted its sites on {disk[0]} {age:.0f} s ago; waiting {left:.0f} s for the disk "
          "to settle, so that the runs compare with runs made later (--no-settle skips this)", file=sys.stderr)
    time.sleep(left)


def record_deletes(disk):
    """Notes that this benchmark has just deleted its sites on `disk`, for the next one's `settle`."""
    stamp = deletes_stamp(disk)
    try:
        os.makedirs(os.path.dirname(stamp), exist_ok=True)
        with open(stamp, "w") as f:
            f.write(f"{time.time():.0f}\n")
    except OSError:
        pass


def measure(pages, runs, args, work):
    corpus, site, joined = prepare(pages, args.seed, work)
    outputs = args.outputs or work
    os.makedirs(outputs, exist_ok=True)
    trash = os.path.join(outputs, SET_ASIDE)
    out_ours = os.path.join(outputs, f"site-{pages}")
    out_hugo = os.path.join(outputs, f"hugo-public-{pages}")
    cmark = ["cmark-gfm"] + [a for e in CMARK_EXTENSIONS for a in ("-e", e)] + [joined]
    tools = [  # (name, command, output folder set aside before each run)
        ("sheetcat", [args.sheetcat, "build", "--content", corpus, "--output", out_ours,
                      "--templates", args.templates, "--quiet"], out_ours),
        ("hugo", ["hugo", "--quiet", "--source", site, "--destination", out_hugo], out_hugo),
        ("cmark-gfm", cmark, None),
    ]
    # Round by round, each tool once per round: the machine's speed drifts over a run (it is
    # shared), and taking all of one tool's runs before the next tool's would put that drift
    # into the ratios.
    results = {tool: Result(tool, pages) for tool, _, _ in tools}
    cold_inputs = [os.path.join(corpus, name) for name in sorted(os.listdir(corpus))] + [joined] if args.cold else []
    finished = set()
    for k in range(runs):
        for tool, command, output in tools:
            if tool in finished:
                continue
            r = results[tool]
            if output:
                set_aside(output, trash)
            if args.cold:
                # Every tool finds its input on the disk: the pages for sheetcat and Hugo, the
                # joined file for cmark-gfm.
                evict(cold_inputs)
            status, wall, peak, cpu, err = timed(command, args.timeout)
            if status is None:
                r.failure = f"{tool} was killed after --timeout {args.timeout:.0f} s on run {k + 1}"
                finished.add(tool)
                continue
            if status != 0:
                tail = "\n".join(err.strip().splitlines()[-15:])
                r.failure = f"{tool} exited with status {status} on run {k + 1}:\n{tail}"
                finished.add(tool)
                continue
            r.add(wall, peak, cpu)
            if tool == "sheetcat":
                summary = [line for line in err.splitlines() if line.startswith("Built")]
                r.note = summary[-1] if summary else ""
            if wall > args.slow and k + 1 < runs:
                # One slow run already answers PASS/FAIL; more would only blow the time budget.
                r.note_runs = f"stopped after {k + 1} run(s): a run took {wall:.0f} s, over --slow {args.slow:.0f} s"
                finished.add(tool)
    for tool, _, _ in tools:
        r = results[tool]
        status = f"median {r.wall:.3f} s" if r.ok else "FAILED"
        # Every run, in the order they ran: whether slow runs come together (the host busy for a
        # while) or alone shows here, and the range in the table cannot show it.
        runs = " ".join(f"{w:.3f}" for w in r.walls)
        print(f"bench: N={pages} {tool}: {len(r.walls)} run(s), {status}" + (f" (each: {runs})" if r.walls else ""), file=sys.stderr)
    return results


def verdicts(pages, results):
    """Lines of `ratio … target … PASS/FAIL`; returns (lines, all passed)."""
    ours, hugo, cmark = results["sheetcat"], results["hugo"], results["cmark-gfm"]
    lines, passed = [], True
    if not ours.ok:
        return [f"  sheetcat did not build the corpus: FAIL"], False

    def check(label, value, limit):
        nonlocal passed
        ok = value <= limit
        passed &= ok
        lines.append(f"  {label:<34} {value:6.2f}   target <= {limit:<4}  {'PASS' if ok else 'FAIL'}")

    time_limit, mem_limit = TARGETS.get(pages, (None, None))
    if hugo.ok:
        if time_limit is not None:
            check("time / Hugo's time", ours.wall / hugo.wall, time_limit)
        else:
            label = "time / Hugo's time"
            lines.append(f"  {label:<34} {ours.wall / hugo.wall:6.2f}   (no target at this size)")
        if mem_limit is not None:
            check("peak memory / Hugo's peak memory", ours.peak_mb / hugo.peak_mb, mem_limit)
        else:
            label = "peak memory / Hugo's peak memory"
            lines.append(f"  {label:<34} {ours.peak_mb / hugo.peak_mb:6.2f}   (no target at this size)")
    else:
        lines.append("  Hugo failed; no ratio to Hugo")
        passed = False
    if cmark.ok and cmark.wall > 0:
        check("time / cmark-gfm parse time", ours.wall / cmark.wall, PARSE_BOUND)
    else:
        lines.append("  cmark-gfm failed or too fast to time; no parse-bound ratio")
        passed = False
    return lines, passed


def report(all_results):
    sys.stderr.flush()
    print()
    # The range shows how far runs on a shared machine spread around the median.
    print(f"{'pages':>6}  {'tool':<10} {'runs':>4} {'median s':>9} {'range s':>13} {'ms/page':>8} {'peak MB':>8} {'cores':>6}"
          f" {'user s':>7} {'sys s':>6}")
    for pages, results in all_results:
        for r in results.values():
            if r.ok:
                spread = f"{min(r.walls):.2f}-{max(r.walls):.2f}"
                print(f"{pages:>6}  {r.tool:<10} {len(r.walls):>4} {r.wall:>9.3f} {spread:>13} {1000 * r.wall / pages:>8.3f} "
                      f"{r.peak_mb:>8.1f} {r.cores:>6.2f} {r.user:>7.2f} {r.system:>6.2f}")
            else:
                print(f"{pages:>6}  {r.tool:<10}  FAILED")
    everything = True
    for pages, results in all_results:
        print(f"\nN = {pages}:")
        ours = results["sheetcat"]
        if ours.note:
            print(f"  sheetcat, last run: {ours.note}")
        for r in results.values():
            if r.failure:
                print("  " + r.failure.replace("\n", "\n    "))
            if r.note_runs:
                print(f"  {r.tool}: {r.note_runs}")
        lines, ok = verdicts(pages, results)
        print("\n".join(lines))
        everything &= ok
    print(f"\noverall: {'PASS' if everything else 'FAIL'}")
    return everything


def profile(pages, args, work):
    """One build under callgrind; prints the heaviest functions, inclusive and self, demangled."""
    corpus, _, _ = prepare(pages, args.seed, work)
    out = os.path.join(work, "callgrind.out")
    site = os.path.join(work, "site-profile")
    # Valgrind 3.19 cannot read the DWARF 5 debug info Swift 6 writes; a copy without debug info
    # keeps its symbol table, which is all callgrind needs for function names.
    binary = os.path.join(work, "sheetcat-nodebug")
    subprocess.run(["objcopy", "--strip-debug", args.sheetcat, binary], check=True)
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--separate-threads=no",
                    binary, "build", "--content", corpus, "--output", site, "--templates", args.templates,
                    "--quiet"], check=False)
    demangle = shutil.which("swift-demangle") or shutil.which("swift")
    total = None
    for inclusive in ("yes", "no"):
        text = subprocess.run(["callgrind_annotate", f"--inclusive={inclusive}", "--threshold=99", out],
                              capture_output=True, text=True).stdout
        if demangle:
            cmd = [demangle, "--simplified"] if demangle.endswith("demangle") else [demangle, "demangle", "--simplified"]
            text = subprocess.run(cmd, input=text, capture_output=True, text=True).stdout or text
        lines = text.splitlines()
        total = total or next((line.split()[0] for line in lines if line.rstrip().endswith("PROGRAM TOTALS")), None)
        # Skip callgrind_annotate's header: the table starts after the `file:function` heading.
        start = next((i + 2 for i, line in enumerate(lines) if line.rstrip().endswith("file:function")), 0)
        print(f"\n== callgrind, {'inclusive' if inclusive == 'yes' else 'self'} cost, {pages} pages ==")
        print("\n".join(line[:200] for line in lines[start:start + 40]))
    # The total is the same from run to run to within about 0.1%: two binaries' totals compare
    # changes too small for wall time to show.
    print(f"\ninstructions executed: {total or 'unknown'} ({pages} pages, all threads)")
    print(f"raw profile: {out} (open with kcachegrind or callgrind_annotate)")


def main(argv):
    ap = argparse.ArgumentParser(description="sheetcat vs Hugo vs cmark-gfm on a generated corpus")
    ap.add_argument("--sheetcat", required=True, help="the sheetcat binary (release build)")
    ap.add_argument("--pages", default="1000,10000", help="comma-separated corpus sizes (default 1000,10000)")
    ap.add_argument("--runs", type=int, help="runs per tool and size (default 11 below 5,000 pages, else 5)")
    ap.add_argument("--seed", type=int, default=1, help="corpus seed (default 1)")
    ap.add_argument("--templates", default=os.path.join(ROOT, "templates"), help="sheetcat --templates folder")
    ap.add_argument("--work", help="keep corpora and sites in this folder (default: a temporary one, removed)")
    ap.add_argument("--slow", type=float, default=60, help="after a run slower than this many seconds, take no more runs of that tool at that size (default 60)")
    ap.add_argument("--timeout", type=float, default=900, help="kill a run after this many seconds and count it as failed (default 900)")
    ap.add_argument("--outputs", metavar="DIR",
                    help="write the built sites here instead of under --work, such as a RAM disk (/dev/shm/bench) "
                         "to take the disk out of the comparison (see docs/benchmark.md)")
    ap.add_argument("--profile", type=int, metavar="N", help="profile one build of N pages under callgrind instead")
    ap.add_argument("--cold", action="store_true",
                    help="before every run of every tool, evict its input from the kernel's cache, as for a first build "
                         "after a checkout")
    ap.add_argument("--no-settle", dest="settle", action="store_false",
                    help="start at once even when an earlier benchmark deleted its sites on this disk less than "
                         f"{SETTLE_SECONDS // 60} minutes ago (by default it waits: on ext4 without a journal, "
                         "files are made slowly for that long after a large delete)")
    args = ap.parse_args(argv)
    args.sheetcat = os.path.abspath(args.sheetcat)
    if not os.access(args.sheetcat, os.X_OK):
        ap.error(f"no sheetcat binary at {args.sheetcat}")

    work = args.work or tempfile.mkdtemp(prefix="sheetcat-bench-")
    os.makedirs(work, exist_ok=True)
    try:
        if args.profile:
            profile(args.profile, args, work)
            return 0
        print(f"bench: {os.cpu_count()} cores; hugo, cmark-gfm and sheetcat each run under /usr/bin/time (memory, CPU), wall time to the microsecond",
              file=sys.stderr)
        if args.cold:
            print("bench: --cold: each tool's input is evicted from the kernel's cache before each of its runs", file=sys.stderr)
        disk = journal_less_ext4(args.outputs or work)
        if disk:
            print(journal_note(args.outputs or work, disk), file=sys.stderr)
            settle(disk, args.settle)
        all_results = []
        for pages in [int(p) for p in args.pages.split(",") if p.strip()]:
            runs = args.runs or (DEFAULT_RUNS_SMALL if pages < 5000 else DEFAULT_RUNS_LARGE)
            all_results.append((pages, measure(pages, runs, args, work)))
        return 0 if report(all_results) else 1
    finally:
        # What the benchmark made goes now, with no run left to time: every run's sites but the
        # last of each tool (set aside), and the temporary work folder or the sites in
        # --outputs when they were not asked to be kept. The next benchmark on this disk then
        # waits for the disk to settle.
        doomed = [os.path.join(args.outputs or work, SET_ASIDE)]
        if not args.work and not args.profile:
            doomed.append(work)
        if args.outputs and not args.work:
            for pages in [int(p) for p in args.pages.split(",") if p.strip()]:
                doomed += [os.path.join(args.outputs, f"site-{pages}"), os.path.join(args.outputs, f"hugo-public-{pages}")]
        disks = set()
        for folder in doomed:
            if os.path.exists(folder):
                disk = journal_less_ext4(folder)
                shutil.rmtree(folder, ignore_errors=True)
                if disk:
                    disks.add(disk)
        for disk in disks:
            record_deletes(disk)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
