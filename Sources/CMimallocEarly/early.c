// Turns on mimalloc's large OS pages before the first allocation of the process.
//
// `main` is too late for it: by then the C++ runtime and the Swift runtime have allocated, and
// mimalloc has taken a first 64 MB region in 4 KB pages, which ends up holding most of a
// 1,000-page build's heap (docs/benchmark.md). A function in `.preinit_array` runs before any
// shared library's constructor, so before anything can allocate. The option is only a value in
// mimalloc's table, so setting it before mimalloc has initialised is safe.
//
// A user who sets MIMALLOC_LARGE_OS_PAGES keeps the last word: the option is left for mimalloc
// to read from the environment, as it otherwise would.
#include <mimalloc.h>
#include <string.h>

// `.preinit_array` is an ELF feature; elsewhere `main.swift`'s import does nothing more.
#if defined(__ELF__)

static void sheetcat_early_allocator_options(int argc, char **argv, char **envp) {
    (void)argc;
    (void)argv;
    static const char name[] = "MIMALLOC_LARGE_OS_PAGES=";
    for (char **entry = envp; entry != NULL && *entry != NULL; entry++) {
        if (strncmp(*entry, name, sizeof name - 1) == 0) return;
    }
    mi_option_enable(mi_option_large_os_pages);
}

// Only an executable may have a preinit array: this target is linked into `sheetcat` and into
// the test runner, which links `sheetcat` for its tests.
__attribute__((section(".preinit_array"), used))
static void (*const sheetcat_preinit)(int, char **, char **) = sheetcat_early_allocator_options;
#endif
