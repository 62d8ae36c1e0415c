; veteran's Sol-20 cassette test program (our own), Intel 8080 mnemonics
; (tools/tdl2z80 --8080), a personality module at $C000 as vdm_probe.asm is.
; It starts recorder 1's motor at 1200 baud (port $FA: bit 7 the motor, bit
; 5 clear) and keeps every character the cassette UART receives (bit 6 of
; $FA: data available; the data at $FB) on the screen from $CC00, until the
; screen is full. After the 16th character it goes on at 300 baud (bit 5
; set): the test's tapes have 16 characters at 1200 baud, then the rest at 300.
SCREEN  = 0CC00H
STATUS  = 0FAH
TAPE    = 0FBH

        .LOC    0C000H
        JMP     START           ; run at $0000 from the shadow
START:  LXI     SP,0CBF0H
        MVI     A,80H           ; recorder 1's motor, 1200 baud
        OUT     STATUS
        LXI     H,SCREEN
        MVI     C,16            ; characters before 300 baud
WAIT:   IN      STATUS
        ANI     40H
        JZ      WAIT
        IN      TAPE
        MOV     M,A
        INX     H
        DCR     C
        JNZ     MORE
        MVI     A,0A0H          ; recorder 1's motor, 300 baud
        OUT     STATUS
MORE:   MOV     A,H
        CPI     0D0H            ; the end of the screen
        JNZ     WAIT
DONE:   JMP     DONE
        .END
