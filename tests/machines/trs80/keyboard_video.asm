; veteran's TRS-80 keyboard and video test ROM (our own program, not Level II
; BASIC), assembled with z80asm for the ROM space at $0000. Line 0 shows a
; title, line 1 the first key held as "KEY row bit" (or "NO KEY"), line 2
; the 64 block-graphics codes $80-$BF, line 15 counts frames in hex.
        org 0
video:  equ 0x3c00
kbd:    equ 0x3800

        di
        ld sp, 0x7fff
        ld hl, video            ; clear the screen to spaces
        ld de, video + 1
        ld bc, 1023
        ld (hl), ' '
        ldir
        ld hl, title
        ld de, video
        call print
        ld hl, video + 128      ; line 2: the block codes
        ld a, 0x80
blocks: ld (hl), a
        inc hl
        inc a
        cp 0xc0
        jr nz, blocks
main:   call scan
        ld a, (frames)
        inc a
        ld (frames), a
        ld de, video + 15 * 64
        call hexbyte
        jr main

; Line 1: the first key held, by row and bit.
scan:   ld hl, kbd + 1          ; row 0 is selected by A0, row 7 by A7
        ld c, 0                 ; row number
row:    ld a, (hl)
        or a
        jr nz, found
        inc c
        sla l
        jr nz, row
        ld hl, nokey
        ld de, video + 64
        jp print
found:  ld b, 0                 ; bit number
bit:    rrca
        jr c, got
        inc b
        jr bit
got:    push bc                 ; every cell gets its final value at once, so
        ld hl, keytxt           ; the screen never shows a half-written line
        ld de, video + 64
        call print
        pop bc
        ld a, c
        add a, '0'
        ld (de), a
        inc de
        ld a, ' '
        ld (de), a
        inc de
        ld a, b
        add a, '0'
        ld (de), a
        ret

; Prints the zero-terminated text at HL to DE.
print:  ld a, (hl)
        or a
        ret z
        ld (de), a
        inc hl
        inc de
        jr print

        include "z80_hex.inc"

title:  defm "VETERAN TRS-80"
        defb 0
nokey:  defm "NO KEY "
        defb 0
keytxt: defm "KEY "
        defb 0
frames: equ 0x4000
