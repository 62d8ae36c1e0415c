; veteran's stand-in for 8080 Microchess (our own program, not Micro-Ware's),
; to test the microchess@altair referee and the engine bridge end to end
; without the user's image. In Intel 8080 mnemonics (tools/tdl2z80 --8080).
; It speaks the program's terminal dialogue through the 2SIO ("DO YOU WANT
; WHITE ? (Y,N)", the ":" prompt taking a line: "RF-RF" with M to register
; only, O-O and O-O-O, G for its own move answered "MC : RF-RF") and keeps
; its pieces' squares where the program does ($09ED the computer's 16, $09FD
; the player's, $CC a captured piece), but it does not play chess: its
; replies are the moves of one fixed game for each colour, in Microchess's
; square numbering (rank digit then file digit, rank 0 on the computer's
; side). Playing white, after its last reply it resigns ("CHECKMATE - YOU
; WIN!!!"); playing black, it hangs without asking for a key.
SIO     = 10H
LISTS   = 09EDH                 ; the computer's 16 squares, then the player's 16
LINE    = 0D0AH                 ; the line typed at the prompt
CAPTRD  = 0CCH
NEXT    = 0C00H                 ; the next reply in its table
FROM    = 0C02H
TO      = 0C03H
SIDE    = 0C04H                 ; 1: the player has white

        .LOC    0
        LXI     SP,0D82H        ; as the program's first instruction
        JMP     START

        .LOC    100H
START:  LXI     H,TITLE
        CALL    PRINT
        CALL    TTYI
        CALL    TTYO
        MOV     A,B
        CPI     'Y'
        JZ      PWHITE
        XRA     A
        LXI     H,SETUPW
        LXI     D,WREPLY
        JMP     INIT
PWHITE: MVI     A,1
        LXI     H,SETUPB
        LXI     D,BREPLY
INIT:   STA     SIDE
        XCHG
        SHLD    NEXT
        XCHG
        LXI     D,LISTS
        MVI     C,32
COPY:   MOV     A,M
        STAX    D
        INX     H
        INX     D
        DCR     C
        JNZ     COPY
        LXI     H,BOARD
        CALL    PRINT
PROMPT: LXI     H,COLON
        CALL    PRINT
        LXI     H,LINE
READ:   CALL    TTYI            ; a line, echoed, up to RETURN
        MOV     M,B
        MOV     A,B
        CPI     0DH
        JZ      GOT
        CALL    TTYO
        INX     H
        JMP     READ
GOT:    LDA     LINE
        CPI     'G'
        JZ      REPLY
        CPI     'O'
        JZ      CASTLE
        LXI     H,LINE
        CALL    SQUARE
        JC      ERROR
        STA     FROM
        LDA     LINE+2
        CPI     '-'
        JNZ     ERROR
        LXI     H,LINE+3
        CALL    SQUARE
        JC      ERROR
        STA     TO
        LDA     FROM
        CALL    FIND
        JNZ     ERROR
        CALL    MOVE
        LDA     LINE+5
        CPI     0DH
        JZ      REPLY           ; RETURN: the move, and the computer answers
        JMP     PROMPT          ; M (or a promotion): registered only

ERROR:  LXI     H,ERRMSG
        CALL    PRINT
        JMP     PROMPT

REPLY:  LHLD    NEXT
        MOV     A,M
        CPI     0FFH
        JZ      DONE
        STA     FROM
        INX     H
        MOV     A,M
        STA     TO
        INX     H
        SHLD    NEXT
        CALL    THINK
        CALL    MOVE
        LXI     H,MC
        CALL    PRINT
        LDA     FROM
        CALL    SHOWSQ
        MVI     B,'-'
        CALL    TTYO
        LDA     TO
        CALL    SHOWSQ
        JMP     PROMPT
DONE:   LDA     SIDE
        ORA     A
        JNZ     HANG
        LXI     H,YOUWIN        ; playing white: it gives up
        CALL    PRINT
        CALL    TTYI
        JMP     0
HANG:   JMP     HANG            ; playing black: no answer, no key read

; The player's castling: the king and the rook, by the player's colour.
CASTLE: LXI     H,CASTLES
        LDA     SIDE
        ORA     A
        JZ      CAST1
        LXI     D,8
        DAD     D
CAST1:  LDA     LINE+3
        CPI     '-'
        JNZ     CAST2           ; O-O; O-O-O has a third O
        INX     H
        INX     H
        INX     H
        INX     H
CAST2:  CALL    MOVEHL
        INX     H
        INX     H
        CALL    MOVEHL
        JMP     PROMPT
MOVEHL: MOV     A,M
        STA     FROM
        INX     H
        MOV     A,M
        STA     TO
        DCX     H
        PUSH    H
        CALL    MOVE
        POP     H
        RET

; FROM to TO in the lists; a piece on TO is captured.
MOVE:   LDA     TO
        CALL    FIND
        JNZ     MOVE1
        MVI     M,CAPTRD
MOVE1:  LDA     FROM
        CALL    FIND
        RNZ
        LDA     TO
        MOV     M,A
        RET

; The entry of square A in the lists in HL, Z set if there is one.
FIND:   LXI     H,LISTS
        MVI     C,32
FIND1:  CMP     M
        RZ
        INX     H
        DCR     C
        JNZ     FIND1
        INR     C
        RET

; Two digits 0-7 at HL as a square byte in A; carry set if they are not.
SQUARE: MOV     A,M
        SUI     '0'
        CPI     8
        CMC
        RC
        RLC
        RLC
        RLC
        RLC
        MOV     B,A
        INX     H
        MOV     A,M
        SUI     '0'
        CPI     8
        CMC
        RC
        ORA     B
        RET

SHOWSQ: MOV     C,A             ; square A as its two digits
        RRC
        RRC
        RRC
        RRC
        ANI     0FH
        ADI     '0'
        MOV     B,A
        CALL    TTYO
        MOV     A,C
        ANI     0FH
        ADI     '0'
        MOV     B,A
        JMP     TTYO

THINK:  LXI     D,58333         ; about 0.7 s at 2 MHz (24 states a turn)
THINK1: DCX     D
        MOV     A,D
        ORA     E
        JNZ     THINK1
        RET

PRINT:  MOV     A,M             ; the text at HL up to a zero byte
        ORA     A
        RZ
        MOV     B,A
        CALL    TTYO
        INX     H
        JMP     PRINT

TITLE:  .BYTE   0DH,0AH
        .ASCII  "STAND-IN CHESS (A VETERAN TEST PROGRAM)"
        .BYTE   0DH,0AH
        .ASCII  "DO YOU WANT WHITE ? (Y,N) "
        .BYTE   0
BOARD:  .BYTE   0DH,0AH
        .ASCII  "+---- STAND-IN ----+"
        .BYTE   0DH,0AH
        .ASCII  "+--- CHALLENGER ---+"
        .BYTE   0DH,0AH,0
COLON:  .BYTE   0DH,0AH
        .ASCII  ":    "
        .BYTE   0
MC:     .BYTE   0DH,0AH
        .ASCII  "MC : "
        .BYTE   0
ERRMSG: .BYTE   0DH,0AH
        .ASCII  "INPUT ERROR."
        .BYTE   0
YOUWIN: .BYTE   0DH,0AH
        .ASCII  "CHECKMATE - YOU WIN!!!"
        .BYTE   0DH,0AH
        .ASCII  "PLAY AGAIN ? (Y,N) "
        .BYTE   0

; The pieces' squares at the start (king, queen, rooks, bishops, knights,
; pawns; the computer's, then the player's), the player with black or white.
SETUPW: .BYTE   03H,04H,00H,07H,02H,05H,01H,06H,10H,11H,12H,13H,14H,15H,16H,17H
        .BYTE   73H,74H,70H,77H,72H,75H,71H,76H,60H,61H,62H,63H,64H,65H,66H,67H
SETUPB: .BYTE   04H,03H,00H,07H,02H,05H,01H,06H,10H,11H,12H,13H,14H,15H,16H,17H
        .BYTE   74H,73H,70H,77H,72H,75H,71H,76H,60H,61H,62H,63H,64H,65H,66H,67H
; King from, to, rook from, to: O-O, then O-O-O; the player with black, then white.
CASTLES: .BYTE  73H,71H,70H,72H,73H,75H,77H,74H
        .BYTE   74H,76H,77H,75H,74H,72H,70H,73H
; Its replies, from and to, $FF at the end. As white: e2e4 g1f3 f1c4 d2d3
; b1c3 c1g5; as black: e7e5 b8c6 a7a6 g8f6 f8e7 b7b5 d7d6.
WREPLY: .BYTE   13H,33H,01H,22H,02H,35H,14H,24H,06H,25H,05H,41H,0FFH
BREPLY: .BYTE   14H,34H,01H,22H,10H,20H,06H,25H,05H,14H,11H,31H,13H,23H,0FFH

; The terminal, through the 2SIO's first port, where the program has it.
        .LOC    0DE6H
TTYO:   IN      SIO
        ANI     02H
        JZ      TTYO
        MOV     A,B
        OUT     SIO+1
        RET
TTYI:   IN      SIO
        ANI     01H
        JZ      TTYI
        IN      SIO+1
        ANI     7FH
        MOV     B,A
        RET
        .END
