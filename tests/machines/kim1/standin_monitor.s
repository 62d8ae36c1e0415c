; veteran's stand-in for the KIM-1 monitor (our own program, in U2's socket
; at $1C00), for testing a program bridge without the user's ROMs. It keeps
; the monitor's contract with programs and with a person at the keypad:
;   - after RESET it shows POINTH POINTL INH ($FB $FA $F9); hex keys shift
;     into POINTH:POINTL; GO jumps to that address; AD and DA are accepted
;     and do nothing else (address entry is the only mode);
;   - SCANDS ($1F1F) lights the six digits with $FB $FA $F9 once;
;   - GETKEY ($1F6A) returns the key held, $15 for none.
        .setcpu "6502"

INH     = $F9
POINTL  = $FA
POINTH  = $FB
column  = $F0
buf     = $F2           ; six digit values, $F2-$F7
last    = $F8           ; the key seen last time round

        .segment "CODE"
reset:  sei
        cld
        ldx #$FF
        txs
        lda #$1E        ; PB1-PB4 drive the 74145
        sta PBDD
        lda #0
        sta POINTL
        sta POINTH
        sta INH
        lda #$15
        sta last
monitor:
        jsr SCANDS
        jsr GETKEY
        cmp last
        beq monitor     ; a key acts once, when it goes down
        sta last
        cmp #$13        ; GO
        bne @notgo
        jmp (POINTL)
@notgo: cmp #$10
        bcs monitor     ; AD, DA, +, PC, no key
        asl a           ; shift the digit into POINTH:POINTL
        asl a
        asl a
        asl a
        ldx #4
@shift: asl a
        rol POINTL
        rol POINTH
        dex
        bne @shift
        jmp monitor

nmi:
irq:    rti

        .include "kim1_io.inc"

        .segment "SCANDS"
SCANDS: lda POINTH
        jsr nibbles     ; X = high nibble, A = low
        stx buf+0
        sta buf+1
        lda POINTL
        jsr nibbles
        stx buf+2
        sta buf+3
        lda INH
        jsr nibbles
        stx buf+4
        sta buf+5
        jmp light

        .segment "GETKEY"
GETKEY: jmp scan

        .segment "VECTORS"
        .word nmi, reset, irq
