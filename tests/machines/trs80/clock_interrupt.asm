; veteran's TRS-80 clock-interrupt probe (z80asm), for the ROM space at $0000:
; interrupt mode 1; each interrupt counts at $4000 and keeps the status read
; from $37E0 at $4001; the main loop shows both in hex on video line 0
; ("count status") and keeps line 1 and 2 blank.
        org 0
video:  equ 0x3c00
        di
        ld sp, 0x7fff
        ld hl, video
        ld de, video + 1
        ld bc, 191
        ld (hl), ' '
        ldir
        xor a
        ld (0x4000), a
        ld (0x4001), a
        im 1
        ei
        jr main
        defs 0x38 - $
        push af                 ; the interrupt: count it, read its status
        ld a, (0x4000)
        inc a
        ld (0x4000), a
        ld a, (0x37e0)
        ld (0x4001), a
        pop af
        ei
        reti
main:   ld de, video
        ld a, (0x4000)
        call hexbyte
        inc de
        ld a, (0x4001)
        call hexbyte
        jr main
        include "z80_hex.inc"
