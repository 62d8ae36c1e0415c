; veteran's KIM-1 keypad and display test ROM (our own program, not the KIM-1
; monitor). It sits in U2's ROM socket at $1C00 and does, in its own way, what
; the monitor does: scan the keypad through U2's port A and the 74145 rows, and
; multiplex six LED digits. The display shows "nn76 kk": nn counts NMIs (the ST
; key), kk is the code of the key held (0-F, 10 AD, 11 DA, 12 +, 13 GO, 14 PC,
; 15 none).
        .setcpu "6502"

SAD     = $1740         ; U2 port A: segments out, keypad columns in
PADD    = $1741
SBD     = $1742         ; U2 port B: PB1-PB4 select a 74145 output
PBDD    = $1743

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

; A = code of the first key held, $15 if none.
scan:   lda #0
        sta PADD        ; port A reads the columns
        ldy #0
@row:   tya
        asl a
        sta SBD         ; 74145 output Y selects keypad row Y
        lda SAD
        eor #$FF        ; a held key reads 0: make it 1
        and #$7F
        bne @found
        iny
        cpy #3
        bne @row
        lda #$15
        rts
@found: ldx #0
@bit:   lsr a
        bcs @got
        inx
        bne @bit
@got:   stx column
        lda rowbase,y
        clc
        adc column
        tax
        lda keycode,x
        rts

; Lights each digit in turn for about 0.5 ms, dark between digits.
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
        lda #$7F
        sta PADD        ; port A drives the segments
        ldx #0
@digit: txa
        clc
        adc #4
        asl a
        sta SBD         ; 74145 output 4+X lights digit X
        ldy buf,x
        lda segments,y
        sta SAD
        ldy #100
@wait:  dey
        bne @wait
        lda #0
        sta SAD
        inx
        cpx #6
        bne @digit
        rts

; X = high nibble of A, A = low nibble.
nibbles:
        pha
        lsr a
        lsr a
        lsr a
        lsr a
        tax
        pla
        and #$0F
        rts

nmi:    inc nmis
irq:    rti

rowbase:  .byte 0, 7, 14
keycode:  .byte $06, $05, $04, $03, $02, $01, $00
          .byte $0D, $0C, $0B, $0A, $09, $08, $07
          .byte $14, $13, $12, $11, $10, $0F, $0E
segments: .byte $3F, $06, $5B, $4F, $66, $6D, $7D, $07, $7F, $6F, $77, $7C, $39, $5E, $79, $71

        .segment "VECTORS"
        .word nmi, reset, irq
