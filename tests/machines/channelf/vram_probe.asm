; veteran's Channel F test program (our own), for dasm's F8 ("processor f8").
; It is the BIOS: 2 KiB at $0000 (MAME runs it as sl31253.rom + sl31254.rom).
; It draws rows 0-15 with colour (row + column) & 3 through the row (port 5),
; column (port 4) and colour (port 1) latches and the write strobe (port 0
; bit 5); writes on row 20, as pixels (four 2-bit pixels a byte, high bits
; first), what ports 0, 1, 4 and 5 read back with port 0's bit 6 low and
; high (port 5 holds the last row written); then keeps what ports 0, 1 and 4 read now on row 30 (their
; latches cleared first), over and over, so that a button or a controller held down shows there.
        processor f8
        org $0000

start:  lis 0
        lr 1,a                  ; r1: the row, 0 to 15
rows:   li 128
        lr 2,a                  ; r2: 128 down to 1, the column + 1
cols:   lr a,2
        ai $ff
        lr 3,a                  ; r3: the column
        lr a,1
        as 3
        ni 3                    ; the colour: (row + column) & 3
        lr 0,a
        lr a,1
        lr 4,a
        lr a,3
        lr 5,a
        pi plot                 ; (PI leaves the address's high byte in A: arguments go in registers)
        ds 2
        bnz cols
        lr a,1
        inc
        lr 1,a
        ci 16
        bnz rows

; Port reads, kept on row 20 from column 0.
        li 20
        lr 4,a
        lis 0
        lr 5,a
        lis 0
        outs 1                  ; port 1's latch 0
        lis 0
        outs 4                  ; port 4's latch 0
        li $12
        outs 5                  ; port 5's latch $12 (row and tone bits)
        lis 0
        outs 0                  ; port 0 bit 6 low: the controllers are read
        ins 0
        lr 6,a
        pi putb
        ins 1
        lr 6,a
        pi putb
        ins 4
        lr 6,a
        pi putb
        ins 5
        lr 6,a
        pi putb
        li $40
        outs 0                  ; port 0 bit 6 high
        ins 0
        lr 6,a
        pi putb
        ins 1
        lr 6,a
        pi putb
        ins 4
        lr 6,a
        pi putb
        ins 5
        lr 6,a
        pi putb

; Ports 0, 1 and 4 as they read now, on row 30, for ever.
loop:   li 30
        lr 4,a
        lis 0
        lr 5,a
        lis 0
        outs 0                  ; bit 6 low: the controllers are read
        outs 1                  ; latches 1 and 4 clear, so that the inputs show through (a read ORs the latch)
        outs 4
        ins 0                   ; all three read before drawing, which sets the latches again
        lr 8,a
        ins 1
        lr 9,a
        ins 4
        lr 10,a
        lr a,8
        lr 6,a
        pi putb
        lr a,9
        lr 6,a
        pi putb
        lr a,10
        lr 6,a
        pi putb
        br loop

        include "plot.inc"

        org $07ff
        .byte $ff
