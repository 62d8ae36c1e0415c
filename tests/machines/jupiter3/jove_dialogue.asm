; veteran's own Jupiter III test program (z80asm): a dialogue through the
; Jove monitor's RST 7 services in the way the SARGON listing calls them,
; then the keyboard ports read directly. Loaded at $1000, run with G1000.
;
;   prints  "VETERAN JUPITER"      (line), "ANSWER?" (block)
;   waits   for a key, echoes it, new line; Q ends the dialogue
;   prints  "GOT" and the key's code in hex, new line; back to ANSWER?
;   on Q:   draws a row of blocks into video memory, then polls port $B0
;           for a key and stores port $B2's byte at $2000 and the count of
;           keys at $2001; a '.' there calls the unknown service 77H.

        org     1000h
start:  ld      sp,1800h
        rst     38h                     ; clear screen: a line of one $1C
        defb    0b2h,1ah
        defw    clear,1
        rst     38h
        defb    0b2h,1ah
        defw    title,15
ask:    rst     38h
        defb    0b3h,1ah
        defw    prompt,7
        rst     38h                     ; wait for a key
        defb    81h,0
        rst     38h                     ; echo it
        defb    81h,1ah
        ld      b,a
        rst     38h                     ; new line
        defb    92h,1ah
        defw    0
        ld      a,b
        cp      'Q'
        jr      z,direct
        ld      de,got+4                ; "GOT xx": the code in hex
        call    hexbyte
        rst     38h
        defb    0b2h,1ah
        defw    got,6
        jr      ask

direct: ld      hl,0c000h+64*31         ; the bottom row: blocks $80-$BF
        ld      a,80h
blocks: ld      (hl),a
        inc     hl
        inc     a
        cp      0c0h
        jr      nz,blocks
        xor     a
        ld      (2001h),a
poll:   in      a,(0b0h)                ; bit 7: a key waits
        and     80h
        jr      z,poll
        in      a,(0b2h)
        ld      (2000h),a
        ld      hl,2001h
        inc     (hl)
        xor     80h
        cp      '.'
        jr      nz,poll
        rst     38h
        defb    77h,1ah

        include "z80_hex.inc"

clear:  defb    1ch
title:  defm    "VETERAN JUPITER"
prompt: defm    "ANSWER?"
got:    defm    "GOT xx"
