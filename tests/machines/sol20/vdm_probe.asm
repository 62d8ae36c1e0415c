; veteran's Sol-20 test program (our own), in Intel 8080 mnemonics
; (tools/tdl2z80 --8080). It is a personality module at $C000: MAME runs it
; as solos.bin. After reset the 8080 starts at $0000, where the module
; answers until the program first reads $C000-$C7FF (the boot shadow).
; Row 0 of the screen gets what the ports read at the start: $FA (status),
; $FF (sense switches), $F8 (serial status), $FD (parallel), then what
; $0000 holds once the shadow has gone and 55H was written there (RAM), and
; at column 8 the count of keys. Row 1: "SOL-20 VDM". Every key typed is
; kept on row 2, with the status $FA read just before it on row 3.
SCREEN  = 0CC00H
STATUS  = 0FAH
KBD     = 0FCH

        .LOC    0C000H
        JMP     START           ; run at $0000 from the shadow
START:  LXI     SP,0CBF0H
        IN      STATUS
        STA     SCREEN
        IN      0FFH
        STA     SCREEN+1
        IN      0F8H
        STA     SCREEN+2
        IN      0FDH
        STA     SCREEN+3
        MVI     A,55H           ; RAM under the module once the shadow has gone
        STA     0000H
        LDA     0000H
        STA     SCREEN+4
        XRA     A
        STA     SCREEN+8
        LXI     H,BANNER
        LXI     D,SCREEN+64
COPY:   MOV     A,M
        ORA     A
        JZ      KEYS
        STAX    D
        INX     H
        INX     D
        JMP     COPY
KEYS:   IN      STATUS          ; bit 0 low: a key is waiting
        MOV     B,A
        ANI     1
        JNZ     KEYS
        IN      KBD
        MOV     C,A
        LDA     SCREEN+8
        MOV     E,A
        MVI     D,0
        LXI     H,SCREEN+128
        DAD     D
        MOV     M,C             ; the key on row 2
        LXI     D,64
        DAD     D
        MOV     M,B             ; the status before it on row 3
        LDA     SCREEN+8
        INR     A
        STA     SCREEN+8
        JMP     KEYS
BANNER: .ASCII  "SOL-20 VDM"
        .BYTE   0
        .END
