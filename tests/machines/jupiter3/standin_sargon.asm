; veteran's stand-in for SARGON on the Jupiter III (z80asm), written for the
; CI test of the sargon@jupiter3 bridge: no chess, only SARGON's dialogue
; (as docs/jupiter3.md describes it) and its data where the referee looks
; (the listing's addresses with START = 1000H): the board array at $10B4,
; BESTM at $101A pointing to a move entry (from, to at +2, +3), MOVENO at
; $1026, PLYMAX at $1027, DRIVER at $2A00 starting with LD SP,$12FF.
;
; Its moves: in a game from the start, the next one of a fixed list for its
; colour (then it stops answering); after a set-up, its first piece from a1
; up (white) or from h8 down (black) whose square one rank forward is empty,
; moved there. It refuses H2-H3.
; Loaded at $1000.

bestm:  equ     101ah
moveno: equ     1026h
plymax: equ     1027h
boarda: equ     10b4h
entry:  equ     1300h
color:  equ     1310h                   ; the computer's colour: 0 white, 80H black
tomove: equ     1311h                   ; whose move: 0 white, 80H black
nextmv: equ     1312h                   ; the next canned move (a word); 0 after a set-up
square: equ     1314h

        org     1000h
        defs    2a00h-1000h

driver: ld      sp,12ffh
        rst     38h
        defb    0b2h,1ah
        defw    clrchr,1
        rst     38h
        defb    0b2h,1ah
        defw    greet,34
        call    chartr
        rst     38h
        defb    92h,1ah
        defw    0
        cp      'Y'
        jp      nz,analys
        call    interr
        call    initbd
        ld      a,1
        ld      (moveno),a
        xor     a
        ld      (tomove),a
        ld      hl,(color)
        ld      a,l
        or      a
        ld      hl,white
        jr      z,canned
        ld      hl,black
canned: ld      (nextmv),hl

game:   ld      a,(tomove)              ; the side to move: the computer, or the player
        ld      b,a
        ld      a,(color)
        cp      b
        call    z,cptrmv
        call    nz,plyrmv
        ld      a,(tomove)
        xor     80h
        ld      (tomove),a
        jr      game

; The player's colour (the computer takes the other) and the look-ahead.
interr: rst     38h
        defb    0b2h,1ah
        defw    clrmsg,41
        call    chartr
        cp      'W'
        ld      a,80h
        jr      z,in04
        xor     a
in04:   ld      (color),a
        rst     38h
        defb    0b2h,1ah
        defw    plydep,23
        call    chartr
        sub     '0'
        ld      (plymax),a
        ret

; The empty board with its border, then the pieces of the initial position.
initbd: ld      hl,boarda
        ld      b,120
ib04:   ld      (hl),0ffh
        inc     hl
        djnz    ib04
        ld      hl,boarda+21
        ld      c,8
ib08:   ld      b,8
ib0c:   ld      (hl),0
        inc     hl
        djnz    ib0c
        inc     hl
        inc     hl
        dec     c
        jr      nz,ib08
        ld      hl,pieces
        ld      de,boarda+21
        ld      bc,8
        ldir
        ld      hl,pieces
        ld      de,boarda+91
        ld      b,8
ib10:   ld      a,(hl)
        or      80h
        ld      (de),a
        inc     hl
        inc     de
        djnz    ib10
        ld      hl,boarda+31
        ld      b,8
ib14:   ld      (hl),1
        inc     hl
        djnz    ib14
        ld      hl,boarda+81
        ld      b,8
ib18:   ld      (hl),81h
        inc     hl
        djnz    ib18
        ret

; The player's move: file, rank, separator, file, rank; H2-H3 is refused.
plyrmv: call    chartr
        ld      h,a
        call    chartr
        ld      l,a
        call    chartr
        call    chartr
        ld      d,a
        call    chartr
        ld      e,a
        push    de
        ld      de,'H'*256+'2'
        or      a
        sbc     hl,de
        add     hl,de
        pop     de
        jr      nz,pl04
        ld      a,d
        cp      'H'
        jr      nz,pl04
        ld      a,e
        cp      '3'
        jr      nz,pl04
        rst     38h
        defb    0b2h,1ah
        defw    inval,12
        jr      plyrmv
pl04:   push    de
        call    index                   ; HL's square
        pop     de
        ld      c,a
        ex      de,hl
        call    index
        ld      b,a                     ; C from, B to
        call    move
        rst     38h
        defb    92h,1ah
        defw    0
        or      1                       ; NZ: the caller's CALL NZ is not taken again
        ret

; "E2" in H, L -> board index in A.
index:  ld      a,l
        sub     '1'
        ld      d,a
        add     a,a
        add     a,a
        add     a,d                     ; rank x 5
        add     a,a                     ; rank x 10
        add     a,21
        ld      d,a
        ld      a,h
        sub     'A'
        add     a,d
        ret

; Moves the piece from index C to index B and records the move entry.
move:   ld      hl,entry
        ld      (bestm),hl
        ld      (entry+2),bc            ; from at +2, to at +3
        ld      a,c
        call    at
        ld      e,(hl)
        ld      (hl),0
        ld      a,b
        call    at
        ld      (hl),e
        ret

; The address of board index A, in HL.
at:     push    de
        ld      hl,boarda
        ld      d,0
        ld      e,a
        add     hl,de
        pop     de
        ret

; The computer's move: a canned one, or after a set-up its first piece with
; an empty square one rank forward. With its list used up it thinks forever,
; its best move so far (as FNDMOV keeps it in BESTM, which it clears as it
; starts) the set-up one.
cptrmv: ld      hl,0
        ld      (bestm),hl
        ld      hl,(nextmv)
        ld      a,h
        or      l
        jr      z,cp10
        ld      c,(hl)
        inc     hl
        ld      b,(hl)
        inc     hl
        ld      a,c
        or      a
        jr      z,hang
        ld      (nextmv),hl
        jr      cp20
cp10:   call    pick
cp20:   call    move
        rst     38h
        defb    0b3h,1ah
        defw    moved,5
        xor     a                       ; Z: the caller's CALL NZ is not taken
        ret
hang:   call    pick
        ld      hl,entry
        ld      (entry+2),bc
        ld      (bestm),hl
think:  jr      think

; The set-up move: the first piece of the computer's colour from a1 up
; (white) or h8 down (black) with an empty square one rank forward, in C
; (from) and B (to).
pick:   ld      a,(color)
        or      a
        ld      c,21
        ld      d,1
        ld      e,10
        jr      z,cp14
        ld      c,98
        ld      d,-1
        ld      e,-10
cp14:   ld      a,c
        call    at
        ld      a,(hl)
        cp      0ffh
        jr      z,cp18
        or      a
        jr      z,cp18
        and     80h
        ld      b,a
        ld      a,(color)
        cp      b
        jr      z,cp1c
cp18:   ld      a,c
        add     a,d
        ld      c,a
        jr      cp14
cp1c:   ld      a,c
        add     a,e
        ld      b,a
        call    at
        ld      a,(hl)
        or      a
        jr      nz,cp18                 ; the square ahead is taken: the next piece
        ret

; SARGON's set-up: each square from a1 (RETURN, or piece-colour-moved),
; ESCAPE, "IS THIS RIGHT?", colour, look-ahead, "WHOSE MOVE IS IT?".
analys: rst     38h
        defb    0b2h,1ah
        defw    anamsg,37
        call    chartr
        cp      'N'
        jr      nz,an04
        rst     38h
        defb    1fh
an04:   ld      a,21
an08:   ld      (square),a
        call    at
        ld      a,(hl)
        cp      0ffh
        jr      z,an19
        push    hl
        call    chartr
        pop     hl
        cp      1bh
        jr      z,an1b
        cp      0dh
        jr      z,an19
        ld      bc,7
        push    hl
        ld      hl,pcs
        cpir
        pop     hl
        jr      nz,an18
        push    hl
        call    chartr
        call    chartr
        pop     hl
        cp      'B'
        jr      nz,an0c
        set     7,c
an0c:   push    hl
        call    chartr
        call    chartr
        pop     hl
        cp      '1'
        jr      nz,an18
        set     3,c
an18:   ld      (hl),c
an19:   ld      a,(square)
        inc     a
        cp      99
        jr      nz,an08
        jr      an04
an1b:   rst     38h
        defb    0b2h,1ah
        defw    crtnes,14
        call    chartr
        call    interr
        ld      hl,0
        ld      (nextmv),hl
        rst     38h
        defb    0b2h,1ah
        defw    wsmove,17
        call    chartr
        cp      'W'
        ld      a,0
        jr      z,an20
        ld      a,80h
an20:   ld      (tomove),a
        jp      game

; A key, echoed unless RETURN, LINEFEED or BACKSPACE; lower case folded.
chartr: rst     38h
        defb    81h,0
        cp      0dh
        ret     z
        cp      0ah
        ret     z
        cp      08h
        ret     z
        cp      1bh
        ret     z
        rst     38h
        defb    81h,1ah
        cp      'a'
        ret     c
        sub     20h
        ret

; Canned moves (from, to as board indices), 0 ends the list.
white:  defb    35,55, 27,46, 26,53, 0,0        ; e2e4 g1f3 f1c4
black:  defb    85,65, 92,73, 97,76, 96,63, 0,0 ; e7e5 b8c6 g8f6 f8c5
pieces: defb    4,2,3,5,6,3,2,4
pcs:    defm    "KQRBNP"
clrchr: defb    1ch
greet:  defm    "WELCOME TO CHESS! CARE FOR A GAME?"
anamsg: defm    "WOULD YOU LIKE TO ANALYZE A POSITION?"
clrmsg: defm    "DO YOU WANT TO PLAY WHITE(w) OR BLACK(b)?"
plydep: defm    "SELECT LOOK AHEAD (1-6)"
crtnes: defm    "IS THIS RIGHT?"
wsmove: defm    "WHOSE MOVE IS IT?"
inval:  defm    "INVALID MOVE"
moved:  defm    "MOVED"
