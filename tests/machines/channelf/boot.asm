; A BIOS of our own for the cartridge tests (dasm, F8): it only starts the
; cartridge at $0800. 2 KiB, run by MAME as sl31253.rom + sl31254.rom.
        processor f8
        org $0000
        jmp $0800
        org $07ff
        .byte $ff
