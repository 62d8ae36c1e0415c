// The cores' small helpers (a bus access, an addressing mode, a flag update)
// must inline into the opcode switch: GCC declines to inline into a function
// that large on its own, and a call per bus access costs more than the access.
//
// Sanitizer builds define VETERAN_NO_FORCED_INLINE: UBSan's null, alignment and
// bounds checks on every one of those inlined accesses made GCC take over 40
// minutes on one opcode switch (kim1.cpp), where calls keep it to seconds.
#pragma once

#if (defined(__GNUC__) || defined(__clang__)) && !defined(VETERAN_NO_FORCED_INLINE)
#define VETERAN_ALWAYS_INLINE [[gnu::always_inline]] inline
#else
#define VETERAN_ALWAYS_INLINE inline
#endif
