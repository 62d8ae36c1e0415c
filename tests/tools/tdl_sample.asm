; A program of our own in TDL's Z80 mnemonics, for tdl2z80's test: every
; form the front end translates, beside tdl_sample.z80, the same program in
; Zilog mnemonics. The two must assemble to the same bytes.
ONE     =       1
TWO     =       ONE+ONE         ; an equate of an equate
DISP    =       ONE-9           ; a negative displacement by name
        .DEFINE SERVICE[CODE,ARG]=
        [RST    7
        .BYTE   CODE
        .WORD   ARG]
        .DEFINE BARE=
        [NOP]
BEGIN:  MOV     A,B
        MOV     M,C
        MOV     E,M
        MVI     D,0FFH
        MVI     M,^H2A
        LXI     B,TABLE
        LXI     SP,1000H
        LXI     X,TABLE
        LXI     Y,TABLE+2
        LDA     DATA.1
        STA     DATA.1
        LHLD    DATA.1
        SHLD    DATA.1
        LDAX    B
        STAX    D
        LBCD    DATA.1
        SBCD    DATA.1
        LDED    DATA.1
        SDED    DATA.1
        LSPD    DATA.1
        SSPD    DATA.1
        LIXD    DATA.1
        SIXD    DATA.1
        LIYD    DATA.1
        SIYD    DATA.1
        ADD     B
        ADC     M
        SUB     C
        SBB     D
        ANA     E
        XRA     H
        ORA     L
        CMP     A
        INR     M
        DCR     B
        ADI     1
        ACI     2
        SUI     3
        SBI     4
        ANI     0F0H
        XRI     101B
        ORI     17Q
        CPI     'Y'
        INX     H
        DCX     SP
        INX     X
        DAD     D
        DADC    B
        DSBC    D
        DADX    D
        DADY    SP
        MOV     A,-8(X)
        MOV     DISP(Y),A
        LXI     H,LATER         ; an equate of a label further on
        MVI     5(X),TWO
        ADD     3(Y)
        CMP     0(X)
        INR     (X)
        BIT     7,A
        SET     0,M
        RES     4,-1(X)
        SLAR    B
        SRAR    C
        SRLR    D
        RLCR    E
        RRCR    H
        RALR    L
        RARR    M
        RLC
        RRC
        RAL
        RAR
        DAA
        CMA
        STC
        CMC
        PUSH    PSW
        PUSH    X
        POP     Y
        POP     B
        XCHG
        XTHL
        SPHL
        EXAF
        EXX
        NEG
        LDIR
        LDDR
        LDI
        LDD
        CCIR
        CCI
        CCDR
        CCD
        RLD
        RRD
        LDAR
        LDAI
        STAI
        STAR
        IM2
        EI
        DI
        IN      10H
        OUT     11H
        RST     7
        JMP     BEGIN
        JNZ     BEGIN
        JZ      BEGIN
        JNC     BEGIN
        JC      BEGIN
        JPO     BEGIN
        JPE     BEGIN
        JP      BEGIN           ; jump if plus
        JM      BEGIN
        CALL    BEGIN
        CZ      BEGIN
        CP      BEGIN           ; call if plus
        RNZ
        RM
        RET
NEAR:   JMPR    NEAR
        JRZ     .+2
        JRNZ    NEAR
        JRC     .-2
        JRNC    NEAR
        DJNZ    NEAR
        PCHL
        PCIX
        SERVICE 81H,DATA.1
        BARE
        .LOC    BEGIN+200H
TABLE:  .BYTE   1,2,-1,TWO
        .WORD   BEGIN,TABLE
DATA.1: .BLKB   3
LATER   =       DATA.1+1
        .BLKW   2
        .ASCII  "Text; with a semicolon"
        .ASCII  [^H83]
        .ASCII  [^H1C,0DH]
        .RADIX  16
        .BYTE   80,0A0,10
        .RADIX  10
        .BYTE   10
        .LOC    BEGIN+3
        .BYTE   0EEH            ; a later section over an earlier one
        .END
        .BYTE   99              ; after .END: only with --past-end
