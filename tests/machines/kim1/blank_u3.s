; U3 of the stand-in KIM-1 (our own, empty): the stand-in monitor in U2 needs
; no cassette or teletype code, so this 1 KiB ROM is all $FF.
        .setcpu "6502"
