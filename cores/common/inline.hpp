// The cores' small helpers (a bus access, an addressing mode, a flag update)
// must inline into the opcode switch: GCC declines to inline into a function
// that large on its own, and a call per bus access costs more than the access.
#pragma once

#if defined(__GNUC__) || defined(__clang__)
#define VETERAN_ALWAYS_INLINE [[gnu::always_inline]] inline
#else
#define VETERAN_ALWAYS_INLINE inline
#endif
