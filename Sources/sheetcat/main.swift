import CatalogCLI
// Linking mimalloc puts it under every allocation of the process, the Swift runtime's included:
// a build makes and frees millions of short-lived strings and arrays (docs/ARCHITECTURE.md has
// the measured gain).
import CMimalloc

SheetcatCommand.main()
