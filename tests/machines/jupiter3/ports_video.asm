; veteran's Jupiter III probe (z80asm), run from $E000 on MAME's jupiter3
; (as its monitor ROM) and on veteran's: clears video rows 0-1, writes a
; title on row 0, then shows each key read from port $B2 (after port $B0
; says one waits) in hex on row 1, a space between keys. No monitor calls.
        org 0e000h
        ld sp,0f800h
        ld hl,0c000h
        ld de,0c001h
        ld bc,127
        ld (hl),' '
        ldir
        ld hl,title
        ld de,0c000h
        ld bc,19
        ldir
        ld de,0c040h
poll:   in a,(0b0h)
        and 80h
        jr z,poll
        in a,(0b2h)
        call hexbyte
        inc de
        jr poll
        include "z80_hex.inc"
title:  defm "VETERAN JUPITER III"
