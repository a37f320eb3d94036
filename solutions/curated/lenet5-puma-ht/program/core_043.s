# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 280
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 344
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 408
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 472
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 536
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
sldi $r0, 3536
st $r0, $r22, 12
sldi $r0, 282
ld $r28, $r0, 10
sldi $r0, 346
ld $r27, $r0, 10
sldi $r0, 410
ld $r26, $r0, 10
sldi $r0, 474
ld $r25, $r0, 10
sldi $r0, 538
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3548
st $r0, $r22, 12
sldi $r0, 284
ld $r28, $r0, 10
sldi $r0, 348
ld $r27, $r0, 10
sldi $r0, 412
ld $r26, $r0, 10
sldi $r0, 476
ld $r25, $r0, 10
sldi $r0, 540
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3560
st $r0, $r22, 12
sldi $r0, 286
ld $r28, $r0, 10
sldi $r0, 350
ld $r27, $r0, 10
sldi $r0, 414
ld $r26, $r0, 10
sldi $r0, 478
ld $r25, $r0, 10
sldi $r0, 542
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3572
st $r0, $r22, 12
sldi $r0, 288
ld $r28, $r0, 10
sldi $r0, 352
ld $r27, $r0, 10
sldi $r0, 416
ld $r26, $r0, 10
sldi $r0, 480
ld $r25, $r0, 10
sldi $r0, 544
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3584
st $r0, $r22, 12
sldi $r0, 290
ld $r28, $r0, 10
sldi $r0, 354
ld $r27, $r0, 10
sldi $r0, 418
ld $r26, $r0, 10
sldi $r0, 482
ld $r25, $r0, 10
sldi $r0, 546
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3596
st $r0, $r22, 12
sldi $r0, 292
ld $r28, $r0, 10
sldi $r0, 356
ld $r27, $r0, 10
sldi $r0, 420
ld $r26, $r0, 10
sldi $r0, 484
ld $r25, $r0, 10
sldi $r0, 548
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3608
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 6128
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 6464
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12488
st $r0, $r30, 12
sldi $r0, 6152
ld $r30, $r0, 24
sldi $r0, 6488
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12500
st $r0, $r30, 12
sync 0, 0
wait 1, 1
