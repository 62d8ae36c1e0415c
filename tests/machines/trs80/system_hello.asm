; veteran's SYSTEM-tape test program (our own), assembled with z80asm for
; $6000: loaded by Level II BASIC's SYSTEM command from a tape of our
; making and started with "/", it writes a line into video memory and stays.
        org 0x6000
video:  equ 0x3c00

        di
        ld hl, message
        ld de, video + 8 * 64
copy:   ld a, (hl)
        or a
        jr z, stay
        ld (de), a
        inc hl
        inc de
        jr copy
stay:   jr stay
message:
        db "VETERAN SYSTEM TAPE RUNNING AT 6000", 0
