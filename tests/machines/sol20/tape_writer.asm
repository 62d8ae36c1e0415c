; veteran's Sol-20 cassette-saving test program (our own), Intel 8080
; mnemonics (tools/tdl2z80 --8080), a personality module at $C000. It runs
; recorder 1's motor at 1200 baud (port $FA: bit 7 the motor, bit 5 clear),
; waits 47 ms, writes 16 characters to the cassette UART ($FB), each when the UART's
; holding register is empty (bit 7 of $FA), then, 47 ms after choosing 300
; baud (bit 5 set), 8 more; waits for the last to leave and stops the motor. It shows each
; character on the screen as it hands it over, and a full stop when done.
SCREEN  = 0CC00H
STATUS  = 0FAH
TAPE    = 0FBH

        .LOC    0C000H
        JMP     START           ; run at $0000 from the shadow
START:  LXI     SP,0CBF0H
        LXI     D,SCREEN
        MVI     A,80H           ; recorder 1's motor, 1200 baud
        OUT     STATUS
        CALL    PAUSE           ; idle line first, as SOLOS leaves before a file
        LXI     H,FAST
        MVI     C,16
        CALL    SEND
        CALL    DRAIN
        MVI     A,0A0H          ; 300 baud
        OUT     STATUS
        CALL    PAUSE           ; the idle line at the new rate before its first character
        LXI     H,SLOW
        MVI     C,8
        CALL    SEND
        CALL    DRAIN
        XRA     A               ; the motor off
        OUT     STATUS
        MVI     A,'.'
        STAX    D
DONE:   JMP     DONE

; Sends C characters from HL, each when the UART can take it (its holding
; register empty), and shows it at DE.
SEND:   IN      STATUS
        ANI     80H
        JZ      SEND
        MOV     A,M
        OUT     TAPE
        STAX    D
        INX     D
        INX     H
        DCR     C
        JNZ     SEND
        RET

; Waits until the UART has taken the last character, then about 47 ms more
; (PAUSE: 4,000 loops of 24 cycles at 2.045 MHz, more than a character's
; time at 300 baud), so that it is on the tape before the motor stops.
DRAIN:  IN      STATUS
        ANI     80H
        JZ      DRAIN
PAUSE:  LXI     B,4000
WAIT:   DCX     B
        MOV     A,B
        ORA     C
        JNZ     WAIT
        RET

FAST:   .ASCII  "HELLO, TAPE 1200"
SLOW:   .ASCII  "AT 300 !"
        .END
