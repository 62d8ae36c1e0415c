; veteran's 2SIO test program for the Altair 8800 (our own), in Intel 8080
; mnemonics (tools/tdl2z80 --8080). It sits at $FD00, where MAME's al8800bt
; has its turnkey ROM and starts, so that MAME runs the same bytes. It sets
; the first ACIA up as a program does (master reset, then 8 data bits, no
; parity, 1 stop bit, clock / 16), keeps the status it then reads at $0FFE,
; prints "ECHO" and a new line, and echoes every key, keeping the keys at
; $1000 (how many at $0FFF). A '?' also prints the sense switches (port $FF)
; as two hex digits.
SIO     = 10H
SWITCH  = 0FFH
COUNT   = 0FFFH
STATUS  = 0FFEH
KEYS    = 1000H

        .LOC    0FD00H
START:  LXI     SP,0F00H
        MVI     A,03H           ; master reset
        OUT     SIO
        MVI     A,15H           ; 8N1, / 16
        OUT     SIO
        IN      SIO
        STA     STATUS
        XRA     A
        STA     COUNT
        LXI     H,BANNER
PRINT:  MOV     A,M
        ORA     A
        JZ      ECHO
        MOV     B,A
        CALL    TTYO
        INX     H
        JMP     PRINT
ECHO:   CALL    TTYI
        LDA     COUNT           ; keep the key
        MOV     E,A
        MVI     D,KEYS/256
        MOV     A,B
        STAX    D
        LDA     COUNT
        INR     A
        STA     COUNT
        CALL    TTYO
        MOV     A,B
        CPI     '?'
        JNZ     ECHO
        IN      SWITCH
        MOV     C,A
        RRC
        RRC
        RRC
        RRC
        CALL    DIGIT
        MOV     A,C
        CALL    DIGIT
        JMP     ECHO
DIGIT:  ANI     0FH             ; A's low four bits as a hex digit
        ADI     '0'
        CPI     '9'+1
        JC      DIGIT1
        ADI     'A'-'9'-1
DIGIT1: MOV     B,A
        JMP     TTYO
TTYO:   IN      SIO             ; B to the terminal when the transmitter is empty
        ANI     02H
        JZ      TTYO
        MOV     A,B
        OUT     SIO+1
        RET
TTYI:   IN      SIO             ; a key from the terminal into B
        ANI     01H
        JZ      TTYI
        IN      SIO+1
        MOV     B,A
        RET
BANNER: .ASCII  "ECHO"
        .BYTE   0DH,0AH,0
        .END
