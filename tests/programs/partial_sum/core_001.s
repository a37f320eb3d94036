# partial sums: rows 16-31 of the matrix; sends its 4 x 32-bit partial sum to core 0
setbw 8, 32
sldi $r0, 16
sldi $r1, 0
sldi $r10, 0
ld $r10, $r0, 16
sldi $r11, 64
mvmul $r11, $r10, 8, 0, 0
send $r11, 0, 16
