// Nothing to call: the target's one function runs from the executable's preinit array
// (see early.c). The header exists because SwiftPM wants a public header folder.
