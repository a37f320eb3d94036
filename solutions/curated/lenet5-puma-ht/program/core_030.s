# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 78
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 142
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 206
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 270
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 334
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
sldi $r0, 2468
st $r0, $r22, 12
sldi $r0, 80
ld $r28, $r0, 10
sldi $r0, 144
ld $r27, $r0, 10
sldi $r0, 208
ld $r26, $r0, 10
sldi $r0, 272
ld $r25, $r0, 10
sldi $r0, 336
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2480
st $r0, $r22, 12
sldi $r0, 82
ld $r28, $r0, 10
sldi $r0, 146
ld $r27, $r0, 10
sldi $r0, 210
ld $r26, $r0, 10
sldi $r0, 274
ld $r25, $r0, 10
sldi $r0, 338
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2492
st $r0, $r22, 12
sldi $r0, 84
ld $r28, $r0, 10
sldi $r0, 148
ld $r27, $r0, 10
sldi $r0, 212
ld $r26, $r0, 10
sldi $r0, 276
ld $r25, $r0, 10
sldi $r0, 340
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2504
st $r0, $r22, 12
sldi $r0, 86
ld $r28, $r0, 10
sldi $r0, 150
ld $r27, $r0, 10
sldi $r0, 214
ld $r26, $r0, 10
sldi $r0, 278
ld $r25, $r0, 10
sldi $r0, 342
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2516
st $r0, $r22, 12
sldi $r0, 88
ld $r28, $r0, 10
sldi $r0, 152
ld $r27, $r0, 10
sldi $r0, 216
ld $r26, $r0, 10
sldi $r0, 280
ld $r25, $r0, 10
sldi $r0, 344
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2528
st $r0, $r22, 12
sldi $r0, 90
ld $r28, $r0, 10
sldi $r0, 154
ld $r27, $r0, 10
sldi $r0, 218
ld $r26, $r0, 10
sldi $r0, 282
ld $r25, $r0, 10
sldi $r0, 346
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2540
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 4832
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 5168
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12176
st $r0, $r30, 12
sldi $r0, 4856
ld $r30, $r0, 24
sldi $r0, 5192
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12188
st $r0, $r30, 12
sync 0, 0
wait 1, 1
