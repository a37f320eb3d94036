# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 344
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 408
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 472
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 536
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 600
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
sldi $r0, 3872
st $r0, $r22, 12
sldi $r0, 346
ld $r28, $r0, 10
sldi $r0, 410
ld $r27, $r0, 10
sldi $r0, 474
ld $r26, $r0, 10
sldi $r0, 538
ld $r25, $r0, 10
sldi $r0, 602
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3884
st $r0, $r22, 12
sldi $r0, 348
ld $r28, $r0, 10
sldi $r0, 412
ld $r27, $r0, 10
sldi $r0, 476
ld $r26, $r0, 10
sldi $r0, 540
ld $r25, $r0, 10
sldi $r0, 604
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3896
st $r0, $r22, 12
sldi $r0, 350
ld $r28, $r0, 10
sldi $r0, 414
ld $r27, $r0, 10
sldi $r0, 478
ld $r26, $r0, 10
sldi $r0, 542
ld $r25, $r0, 10
sldi $r0, 606
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3908
st $r0, $r22, 12
sldi $r0, 352
ld $r28, $r0, 10
sldi $r0, 416
ld $r27, $r0, 10
sldi $r0, 480
ld $r26, $r0, 10
sldi $r0, 544
ld $r25, $r0, 10
sldi $r0, 608
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3920
st $r0, $r22, 12
sldi $r0, 354
ld $r28, $r0, 10
sldi $r0, 418
ld $r27, $r0, 10
sldi $r0, 482
ld $r26, $r0, 10
sldi $r0, 546
ld $r25, $r0, 10
sldi $r0, 610
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3932
st $r0, $r22, 12
sldi $r0, 356
ld $r28, $r0, 10
sldi $r0, 420
ld $r27, $r0, 10
sldi $r0, 484
ld $r26, $r0, 10
sldi $r0, 548
ld $r25, $r0, 10
sldi $r0, 612
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3944
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 6320
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 6656
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12584
st $r0, $r30, 12
sldi $r0, 6344
ld $r30, $r0, 24
sldi $r0, 6680
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12596
st $r0, $r30, 12
sync 0, 0
wait 1, 1
