# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 206
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 270
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 334
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 398
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 462
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
sldi $r0, 3140
st $r0, $r22, 12
sldi $r0, 208
ld $r28, $r0, 10
sldi $r0, 272
ld $r27, $r0, 10
sldi $r0, 336
ld $r26, $r0, 10
sldi $r0, 400
ld $r25, $r0, 10
sldi $r0, 464
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3152
st $r0, $r22, 12
sldi $r0, 210
ld $r28, $r0, 10
sldi $r0, 274
ld $r27, $r0, 10
sldi $r0, 338
ld $r26, $r0, 10
sldi $r0, 402
ld $r25, $r0, 10
sldi $r0, 466
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3164
st $r0, $r22, 12
sldi $r0, 212
ld $r28, $r0, 10
sldi $r0, 276
ld $r27, $r0, 10
sldi $r0, 340
ld $r26, $r0, 10
sldi $r0, 404
ld $r25, $r0, 10
sldi $r0, 468
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3176
st $r0, $r22, 12
sldi $r0, 214
ld $r28, $r0, 10
sldi $r0, 278
ld $r27, $r0, 10
sldi $r0, 342
ld $r26, $r0, 10
sldi $r0, 406
ld $r25, $r0, 10
sldi $r0, 470
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3188
st $r0, $r22, 12
sldi $r0, 216
ld $r28, $r0, 10
sldi $r0, 280
ld $r27, $r0, 10
sldi $r0, 344
ld $r26, $r0, 10
sldi $r0, 408
ld $r25, $r0, 10
sldi $r0, 472
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3200
st $r0, $r22, 12
sldi $r0, 218
ld $r28, $r0, 10
sldi $r0, 282
ld $r27, $r0, 10
sldi $r0, 346
ld $r26, $r0, 10
sldi $r0, 410
ld $r25, $r0, 10
sldi $r0, 474
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3212
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 5552
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 5888
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12368
st $r0, $r30, 12
sldi $r0, 5576
ld $r30, $r0, 24
sldi $r0, 5912
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12380
st $r0, $r30, 12
sync 0, 0
wait 1, 1
