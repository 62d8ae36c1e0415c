; veteran's TRS-80 cassette test ROM (our own program, not Level II BASIC):
; it starts the motor, reads 500-baud bits from port $FF as the Model I's
; circuit delivers them (a latch set by each pulse, cleared by writing the
; port), finds the sync byte A5 after the leader, and shows the next 12
; bytes in hex on line 0; line 1 says READ when done.
        org 0
video:  equ 0x3c00
port:   equ 0xff
motor:  equ 0x04

        di
        ld sp, 0x7fff
        ld hl, video
        ld de, video + 1
        ld bc, 1023
        ld (hl), ' '
        ldir
        ld a, motor
        out (port), a
        ld c, 0                 ; the bits so far
sync:   call bit
        rl c
        ld a, c
        cp 0xa5
        jr nz, sync
        ld de, video
        ld b, 12
bytes:  push bc
        ld b, 8
        ld c, 0
onebit: push bc
        call bit
        pop bc
        rl c
        djnz onebit
        ld a, c
        call hexbyte
        inc de                  ; a space between bytes
        pop bc
        djnz bytes
        ld hl, done
        ld de, video + 64
copy:   ld a, (hl)
        or a
        jr z, stop
        ld (de), a
        inc hl
        inc de
        jr copy
stop:   jr stop

; One bit in the carry flag: wait for the clock pulse, clear the latch, wait
; past the middle of the cell, and see whether the data pulse set it.
bit:    ld a, motor
        out (port), a           ; clear the latch
wait:   in a, (port)
        rla
        jr nc, wait             ; the clock pulse
        ld a, motor
        out (port), a           ; clear it
        ld b, 190               ; about 2500 T-states: past the data pulse (1.13 ms), before the next clock
delay:  djnz delay
        in a, (port)
        rla                     ; the data pulse, into carry
        ret

        include "z80_hex.inc"

done:   defm "READ"
        defb 0
