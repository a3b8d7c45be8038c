import CatalogCLI
// Linking mimalloc is what puts it under every allocation of the process, the Swift runtime's
// included. A build makes and frees millions of short-lived strings and arrays; with mimalloc it
// ran about 8% faster in less peak memory than with glibc's allocator (docs/benchmark.md).
import CMimalloc
#if canImport(Glibc)
import Glibc
#endif

// Memory that mimalloc takes from the system is asked for in 2 MiB pages and kept rather than
// handed back between uses. By default it returns freed pages to the kernel within milliseconds,
// and a build, which writes and frees hundreds of megabytes of page buffers, then had the kernel
// zero fresh pages for it again and again. Kept, a 10,000-page build took 2 to 5% less wall
// time, depending on how many huge pages the machine had free, for up to 6% more peak memory
// (docs/benchmark.md). Set before the first allocation of our own; the user's
// MIMALLOC_LARGE_OS_PAGES, when set, still wins.
if getenv("MIMALLOC_LARGE_OS_PAGES") == nil {
    mi_option_enable(mi_option_large_os_pages)
}

SheetcatCommand.main()
