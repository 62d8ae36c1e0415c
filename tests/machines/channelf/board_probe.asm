; veteran's Channel F cartridge-board test program (our own), for dasm's F8.
; A 4 KiB cartridge at $0800 (boot.asm starts it). It keeps in video RAM, as
; pixels (putb: a byte as four 2-bit dots), what the boards answer:
;   row 0   four bytes stored at $2800 and read back (RAM on Schach's board)
;   row 2   a 2102 on ports $24-$25 (Maze): eight bits written, then read
;           back, with what both ports read
;   row 4   the same on ports $20-$21 (Hangman)
;   row 6   multi-cart banks: for each value written to $3000, the bytes at
;           $17F0 and $27F0 (the test's cartridge image carries, at offset
;           $0FF0 of each 4 KiB, the number of that 4 KiB)
;   row 8   port $22, where no board answers
; and last writes to $8000, which lights Schach's THINKING lamp.
; Every 4 KiB of a multi-cart image holds this same program, so that it runs
; on whichever bank it picks.
        processor f8
        org $0800

start:  dci $2800               ; row 0: RAM at $2800
        li $a5
        st
        li $5a
        st
        li $3c
        st
        li $c3
        st
        lis 0
        lr 4,a
        lr 5,a
        dci $2800
        lis 4
        lr 8,a
ram:    lm
        lr 6,a
        pi putb
        ds 8
        bnz ram

        dci t2102               ; row 2: the 2102 on $24-$25, written
        lis 8
        lr 8,a
w24:    lm
        out $25
        lm
        out $24
        lm
        ds 8
        bnz w24
        li 2
        lr 4,a
        lis 0
        lr 5,a
        dci t2102               ; and read back
        lis 8
        lr 8,a
r24:    lm
        out $25
        lm
        lm
        out $24
        in $24
        lr 6,a
        pi putb
        in $25
        lr 6,a
        pi putb
        ds 8
        bnz r24

        dci t2102               ; row 4: on $20-$21
        lis 8
        lr 8,a
w20:    lm
        out $21
        lm
        out $20
        lm
        ds 8
        bnz w20
        li 4
        lr 4,a
        lis 0
        lr 5,a
        dci t2102
        lis 8
        lr 8,a
r20:    lm
        out $21
        lm
        lm
        out $20
        in $20
        lr 6,a
        pi putb
        in $21
        lr 6,a
        pi putb
        ds 8
        bnz r20

        li 6                    ; row 6: banks
        lr 4,a
        lis 0
        lr 5,a
        dci banks
        xdc                     ; DC1: the next bank value
        lis 8
        lr 8,a
bank:   xdc
        lm
        xdc
        lr 9,a
        dci $3000
        lr a,9
        st
        dci $17f0
        lm
        lr 6,a
        pi putb
        dci $27f0
        lm
        lr 6,a
        pi putb
        ds 8
        bnz bank

        li 8                    ; row 8: a port nothing answers
        lr 4,a
        lis 0
        lr 5,a
        in $22
        lr 6,a
        pi putb

        dci $8000               ; Schach's board lights its lamp on a write with A15 set
        lis 1
        st

done:   br done

        include "plot.inc"

; The 2102 tests: what goes to the second port, the first port to write (bit
; 0 set; bits 1-2 address lines, bit 3 the data), the first port to read.
t2102:  .byte $00, $01, $00
        .byte $00, $0b, $0a
        .byte $5a, $05, $04
        .byte $5a, $09, $08
        .byte $a5, $0f, $0e
        .byte $ff, $09, $08
        .byte $81, $03, $02
        .byte $3c, $0d, $0c
banks:  .byte $00, $01, $02, $05, $1f, $21, $25, $00

        org $17f0
        .byte $00               ; this 4 KiB's number (set by the test for each copy)
        org $17ff
        .byte $ff
