; veteran's 6530 timer probe (our own program), run in U2's ROM socket both on
; veteran's KIM-1 and on MAME's, to compare the two. For each prescaler (1, 8,
; 64, 1024) it starts U2's timer, samples the count 16 times at 16-cycle
; steps, then reads the interrupt flag; the results go to $0200-$0247.
        .setcpu "6502"

        .segment "CODE"
reset:  sei
        cld
        ldx #$FF
        txs
        ldy #0
        lda #10
        sta $1744               ; prescaler 1, count 10
        jsr sample
        lda #3
        sta $1745               ; prescaler 8, count 3
        jsr sample
        lda #1
        sta $1746               ; prescaler 64, count 1
        jsr sample
        lda #0
        sta $1747               ; prescaler 1024, count 0
        jsr sample
        lda #$A5
        sta $02FF               ; done
done:   jmp done

; 16 samples of the count at 16-cycle steps, then the flag.
sample: ldx #16
@next:  lda $1746
        sta $0200,y
        iny
        dex
        bne @next
        lda $1747
        and #$80
        sta $0200,y
        iny
        iny                     ; one spare byte keeps each block 18 long
        rts

nmi:
irq:    rti

        .segment "VECTORS"
        .word nmi, reset, irq
