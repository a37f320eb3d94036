# the offset field: byte offsets for ld/st, element offsets (scaled by the byte width) for
# vector instructions, applied only to the registers offset_select names.
setbw 8, 8
sldi $r0, 0
sldi $r1, 0
sldi $r2, 0
ld $r2, $r0, 16, 0b011, 16     # LMem[16, 32) = GMem[16, 32)
ld $r2, $r0, 16                # LMem[0, 16) = GMem[0, 16)
sldi $r3, 100
vvadd $r3, $r2, $r2, 8, 0b110, 4   # LMem[100, 108) = 2 * LMem[4, 12) (int8)
setbw 16, 16
sldi $r4, 200
vvadd $r4, $r2, $r2, 4, 0b111, 2   # int16: LMem[204, 212) = 2 * LMem[4, 12)
sldi $r6, 512
sldi $r7, 0
st $r6, $r3, 8, 0b001, 8       # GMem[520, 528) = LMem[100, 108)
st $r6, $r4, 8, 0b010, 4       # GMem[512, 520) = LMem[204, 212)
sldi $r8, 300
lldi $r8, 7, 4, 2              # LMem[302, 306) = 7
lmv $r8, $r8, 4, 0b001, 8      # LMem[308, 312) = LMem[300, 304)
sldi $r10, 600
sldi $r11, 0
st $r10, $r8, 12               # GMem[600, 612) = LMem[300, 312)
