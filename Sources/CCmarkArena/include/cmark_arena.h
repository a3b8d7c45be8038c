// A cmark-gfm allocator that takes memory from an arena of the calling thread's own, for
// parses whose whole tree is let go at once (see Sources/MarkdownKit/MarkdownParser.swift).
#ifndef SHEETCAT_CMARK_ARENA_H
#define SHEETCAT_CMARK_ARENA_H

#include <cmark-gfm.h>

/// The allocator of the calling thread's arena. Memory it hands out stays valid until that
/// thread calls `sheetcat_arena_reset`; its `free` gives memory back only when it was the
/// last block handed out.
cmark_mem *sheetcat_arena_allocator(void);

/// Forgets everything the calling thread's arena has handed out, keeping its first block of
/// memory for the next parse (the rest goes back to the system).
void sheetcat_arena_reset(void);

#endif
