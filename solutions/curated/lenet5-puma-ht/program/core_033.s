# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 128
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 192
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 256
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 320
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 384
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
sldi $r0, 2720
st $r0, $r22, 12
sldi $r0, 130
ld $r28, $r0, 10
sldi $r0, 194
ld $r27, $r0, 10
sldi $r0, 258
ld $r26, $r0, 10
sldi $r0, 322
ld $r25, $r0, 10
sldi $r0, 386
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2732
st $r0, $r22, 12
sldi $r0, 132
ld $r28, $r0, 10
sldi $r0, 196
ld $r27, $r0, 10
sldi $r0, 260
ld $r26, $r0, 10
sldi $r0, 324
ld $r25, $r0, 10
sldi $r0, 388
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2744
st $r0, $r22, 12
sldi $r0, 134
ld $r28, $r0, 10
sldi $r0, 198
ld $r27, $r0, 10
sldi $r0, 262
ld $r26, $r0, 10
sldi $r0, 326
ld $r25, $r0, 10
sldi $r0, 390
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2756
st $r0, $r22, 12
sldi $r0, 136
ld $r28, $r0, 10
sldi $r0, 200
ld $r27, $r0, 10
sldi $r0, 264
ld $r26, $r0, 10
sldi $r0, 328
ld $r25, $r0, 10
sldi $r0, 392
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2768
st $r0, $r22, 12
sldi $r0, 138
ld $r28, $r0, 10
sldi $r0, 202
ld $r27, $r0, 10
sldi $r0, 266
ld $r26, $r0, 10
sldi $r0, 330
ld $r25, $r0, 10
sldi $r0, 394
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2780
st $r0, $r22, 12
sldi $r0, 140
ld $r28, $r0, 10
sldi $r0, 204
ld $r27, $r0, 10
sldi $r0, 268
ld $r26, $r0, 10
sldi $r0, 332
ld $r25, $r0, 10
sldi $r0, 396
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2792
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 4976
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 5312
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12248
st $r0, $r30, 12
sldi $r0, 5000
ld $r30, $r0, 24
sldi $r0, 5336
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12260
st $r0, $r30, 12
sync 0, 0
wait 1, 1
