# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 106
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 170
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 234
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 298
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 362
ld $r24, $r0, 10
setbw 16, 64
sldi $r23, 152
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
sldi $r22, 200
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2636
st $r0, $r22, 12
sldi $r0, 108
ld $r28, $r0, 10
sldi $r0, 172
ld $r27, $r0, 10
sldi $r0, 236
ld $r26, $r0, 10
sldi $r0, 300
ld $r25, $r0, 10
sldi $r0, 364
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2648
st $r0, $r22, 12
sldi $r0, 110
ld $r28, $r0, 10
sldi $r0, 174
ld $r27, $r0, 10
sldi $r0, 238
ld $r26, $r0, 10
sldi $r0, 302
ld $r25, $r0, 10
sldi $r0, 366
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2660
st $r0, $r22, 12
sldi $r0, 112
ld $r28, $r0, 10
sldi $r0, 176
ld $r27, $r0, 10
sldi $r0, 240
ld $r26, $r0, 10
sldi $r0, 304
ld $r25, $r0, 10
sldi $r0, 368
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2672
st $r0, $r22, 12
sldi $r0, 114
ld $r28, $r0, 10
sldi $r0, 178
ld $r27, $r0, 10
sldi $r0, 242
ld $r26, $r0, 10
sldi $r0, 306
ld $r25, $r0, 10
sldi $r0, 370
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2684
st $r0, $r22, 12
sldi $r0, 116
ld $r28, $r0, 10
sldi $r0, 180
ld $r27, $r0, 10
sldi $r0, 244
ld $r26, $r0, 10
sldi $r0, 308
ld $r25, $r0, 10
sldi $r0, 372
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2696
st $r0, $r22, 12
sldi $r0, 118
ld $r28, $r0, 10
sldi $r0, 182
ld $r27, $r0, 10
sldi $r0, 246
ld $r26, $r0, 10
sldi $r0, 310
ld $r25, $r0, 10
sldi $r0, 374
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2708
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 4928
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 5264
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12224
st $r0, $r30, 12
sldi $r0, 4952
ld $r30, $r0, 24
sldi $r0, 5288
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12236
st $r0, $r30, 12
sync 0, 0
wait 1, 1
