; veteran's stand-in chess program (our own, not Microchess), to test the
; Microchess referee and the engine bridge end to end without the user's
; images. It speaks Microchess's keypad dialogue (C new game: CCCCCC; E the
; computer takes black: EEEEEE; digits 0-7 shift a FROM TO move into the
; display; F registers it; PC: the computer's move as piece, FROM, TO) but
; does not play chess: its replies come from the tables below, the moves of
; one fixed game for each colour, in Microchess's square numbering (rank digit
; then file digit, rank 0 on the computer's side). After the last reply, PC
; leaves the display dark for ever: a program that hangs.
        .setcpu "6502"

SCANDS  = $1F1F
GETKEY  = $1F6A
DIS3    = $F9           ; TO square
DIS2    = $FA           ; FROM square
DIS1    = $FB           ; piece
oldkey  = $E0
side    = $E1           ; 0: the computer plays white, 3*7: black (table offset)
count   = $E2           ; replies given

        .segment "ENTRY"
        jmp start

        .segment "CODE"
start:  cld
        ldx #$FF
        txs
        lda #0
        sta side
        sta count
        lda #$15
        sta oldkey
loop:   jsr SCANDS
        jsr GETKEY
        cmp oldkey
        beq loop        ; a key acts once, when its code changes
        sta oldkey
        cmp #$0C        ; C: new game, computer white
        bne @notc
        lda #0
        sta side
        sta count
        lda #$CC
        jmp show3
@notc:  cmp #$0E        ; E: the computer takes black
        bne @note
        lda #black - replies
        sta side
        lda #$EE
        jmp show3
@note:  cmp #$0F        ; F: the move is registered (nothing to keep)
        beq loop
        cmp #$14        ; PC: the computer moves
        beq think
        cmp #$08
        bcs loop        ; not a square digit
        ldx #4
@shift: asl DIS3
        rol DIS2
        dex
        bne @shift
        ora DIS3
        sta DIS3
        lda #$1F        ; a piece of the player's, as Microchess shows one
        sta DIS1
        jmp loop
show3:  sta DIS1
        sta DIS2
        sta DIS3
        jmp loop

; About 0.7 s of dark display with one flicker, then the next reply.
think:  jsr wait
        jsr SCANDS
        jsr wait
        lda count
        asl a
        adc count       ; carry is clear: count < 85
        adc side
        tax
        lda replies,x
        cmp #$FE
        bne @move
@hang:  jmp @hang
@move:  sta DIS1
        lda replies+1,x
        sta DIS2
        lda replies+2,x
        sta DIS3
        inc count
        jmp loop

wait:   ldx #0
        ldy #0
@loop:  dey
        bne @loop
        dex
        bne @loop
        rts

; piece, FROM, TO. As white: e2e4 g1f3 f1c4 d2d3 b1c3 c1g5.
replies:
        .byte $0B, $13, $33
        .byte $07, $01, $22
        .byte $05, $02, $35
        .byte $0C, $14, $24
        .byte $06, $06, $25
        .byte $04, $05, $41
        .byte $FF, $FF, $FF     ; resigns
; As black: e7e5 b8c6 a7a6 g8f6 f8e7 b7b5 d7d6.
black:  .byte $0B, $14, $34
        .byte $06, $01, $22
        .byte $08, $10, $20
        .byte $07, $06, $25
        .byte $05, $05, $14
        .byte $09, $11, $31
        .byte $0C, $13, $23
        .byte $FE, $FE, $FE     ; hangs
