// Why an arena: cmark-gfm allocates every node, every buffer and every chunk of a parse one by
// one and frees them one by one with cmark_node_free. A page's tree lives only while it is
// copied into Swift values, so its memory can be taken from a block by moving a pointer and
// given back all at once. The arena is per thread because pages are parsed on every core.
#include "cmark_arena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Every block starts with its size, so that realloc knows how much to copy; the header keeps
// what follows it aligned for any type.
typedef struct {
  size_t size;
  size_t unused;
} header;

typedef struct chunk {
  struct chunk *previous;
  size_t capacity;
  size_t used;
  // Memory follows, aligned like `header`.
} chunk;

enum { chunk_header = (sizeof(chunk) + 15) & ~(size_t)15, first_capacity = 1024 * 1024 };

typedef struct {
  chunk *current;
  // The block handed out last, which `free` and `realloc` can take back or grow in place.
  header *last;
} arena;

// The calling thread's arena, found without a call; the key only frees it when the thread ends.
static __thread arena *thread_current;
static pthread_key_t arena_key;
static pthread_once_t arena_key_once = PTHREAD_ONCE_INIT;

static void free_chunks(chunk *c) {
  while (c) {
    chunk *previous = c->previous;
    free(c);
    c = previous;
  }
}

static void destroy_arena(void *pointer) {
  arena *a = pointer;
  free_chunks(a->current);
  free(a);
}

static void make_key(void) { pthread_key_create(&arena_key, destroy_arena); }

static void out_of_memory(void) {
  // What cmark's own allocator does when memory runs out.
  fprintf(stderr, "[cmark] arena allocation failed - aborting\n");
  abort();
}

static arena *thread_arena(void) {
  arena *a = thread_current;
  if (__builtin_expect(a != NULL, 1)) return a;
  a = calloc(1, sizeof(arena));
  if (!a) out_of_memory();
  pthread_once(&arena_key_once, make_key);
  pthread_setspecific(arena_key, a);
  thread_current = a;
  return a;
}

static chunk *new_chunk(chunk *previous, size_t at_least) {
  size_t capacity = first_capacity;
  while (capacity < at_least) {
    if (capacity > SIZE_MAX / 2) out_of_memory();
    capacity *= 2;
  }
  chunk *c = malloc(chunk_header + capacity);
  if (!c) out_of_memory();
  c->previous = previous;
  c->capacity = capacity;
  c->used = 0;
  return c;
}

static void *take(arena *a, size_t size) {
  if (size > SIZE_MAX - sizeof(header) - 15) out_of_memory();
  size_t needed = (sizeof(header) + size + 15) & ~(size_t)15;
  chunk *c = a->current;
  if (!c || c->capacity - c->used < needed) {
    c = new_chunk(c, needed);
    a->current = c;
  }
  header *h = (header *)((char *)c + chunk_header + c->used);
  c->used += needed;
  h->size = size;
  a->last = h;
  return h + 1;
}

static void *arena_calloc(size_t count, size_t size) {
  if (size != 0 && count > SIZE_MAX / size) out_of_memory();
  void *p = take(thread_arena(), count * size);
  memset(p, 0, count * size);
  return p;
}

static void *arena_realloc(void *pointer, size_t size) {
  arena *a = thread_arena();
  if (!pointer) return take(a, size);
  header *h = (header *)pointer - 1;
  if (h == a->last) {
    // The last block grows where it is when its chunk has room.
    chunk *c = a->current;
    size_t start = (size_t)((char *)h - ((char *)c + chunk_header));
    if (size <= SIZE_MAX - sizeof(header) - 15) {
      size_t needed = (sizeof(header) + size + 15) & ~(size_t)15;
      if (needed <= c->capacity - start) {
        c->used = start + needed;
        h->size = size;
        return pointer;
      }
    }
  }
  size_t old = h->size;
  void *p = take(a, size);
  memcpy(p, pointer, old < size ? old : size);
  return p;
}

static void arena_free(void *pointer) {
  if (!pointer) return;
  arena *a = thread_arena();
  header *h = (header *)pointer - 1;
  if (h == a->last) {
    chunk *c = a->current;
    c->used = (size_t)((char *)h - ((char *)c + chunk_header));
    a->last = NULL;
  }
}

static cmark_mem allocator = {arena_calloc, arena_realloc, arena_free};

cmark_mem *sheetcat_arena_allocator(void) { return &allocator; }

void sheetcat_arena_reset(void) {
  arena *a = thread_arena();
  chunk *c = a->current;
  if (!c) return;
  // Keep the oldest chunk, the one every page starts in; a page that needed more (a long one)
  // gives the rest back.
  while (c->previous) {
    chunk *previous = c->previous;
    free(c);
    c = previous;
  }
  c->used = 0;
  a->current = c;
  a->last = NULL;
}
