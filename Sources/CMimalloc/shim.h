// mimalloc, from Debian's libmimalloc-dev. Linking it is what matters: it then serves every
// malloc and free in the process, the Swift runtime's included (see Sources/sheetcat/main.swift).
#include <mimalloc.h>
