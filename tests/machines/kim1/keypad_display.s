; veteran's KIM-1 keypad and display test ROM (our own program, not the KIM-1
; monitor). It sits in U2's ROM socket at $1C00 and does, in its own way, what
; the monitor does: scan the keypad through U2's port A and the 74145 rows, and
; multiplex six LED digits. The display shows "nn76 kk": nn counts NMIs (the ST
; key), kk is the code of the key held (0-F, 10 AD, 11 DA, 12 +, 13 GO, 14 PC,
; 15 none).
        .setcpu "6502"

key     = $00
nmis    = $01
column  = $02
buf     = $04           ; six digit values, $04-$09

        .segment "CODE"
reset:  sei
        cld
        ldx #$FF
        txs
        lda #0
        sta nmis
        lda #$1E        ; PB1-PB4 drive the 74145
        sta PBDD
main:   jsr scan
        sta key
        jsr show
        jmp main

; Shows "nn76 kk".
show:   lda nmis
        jsr nibbles
        stx buf+0
        sta buf+1
        lda #7
        sta buf+2
        lda #6
        sta buf+3
        lda key
        jsr nibbles
        stx buf+4
        sta buf+5
        jmp light

nmi:    inc nmis
irq:    rti

        .include "kim1_io.inc"

        .segment "VECTORS"
        .word nmi, reset, irq
