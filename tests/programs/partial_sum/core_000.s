# partial sums: rows 0-15 of a 32x4 matrix live in array group 0 of this core, rows 16-31 on
# core 1. y = x[0:16] W[0:16] + x[16:32] W[16:32], accumulated at 32 bits, stored at gmem[256].
setbw 8, 32
sldi $r0, 0               # gmem address of x[0:16]
sldi $r1, 0
sldi $r10, 0
ld $r10, $r0, 16
sldi $r11, 64
mvmul $r11, $r10, 8, 0, 0
sldi $r12, 128
recv $r12, 1, 16          # core 1's partial sum: 4 x 32-bit
setbw 32, 32
sldi $r13, 192
vvadd $r13, $r11, $r12, 4
sldi $r2, 256
sldi $r3, 0
st $r2, $r13, 16
