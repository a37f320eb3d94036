# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 408
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 472
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 536
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 600
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 664
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
sldi $r0, 4208
st $r0, $r22, 12
sldi $r0, 410
ld $r28, $r0, 10
sldi $r0, 474
ld $r27, $r0, 10
sldi $r0, 538
ld $r26, $r0, 10
sldi $r0, 602
ld $r25, $r0, 10
sldi $r0, 666
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4220
st $r0, $r22, 12
sldi $r0, 412
ld $r28, $r0, 10
sldi $r0, 476
ld $r27, $r0, 10
sldi $r0, 540
ld $r26, $r0, 10
sldi $r0, 604
ld $r25, $r0, 10
sldi $r0, 668
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4232
st $r0, $r22, 12
sldi $r0, 414
ld $r28, $r0, 10
sldi $r0, 478
ld $r27, $r0, 10
sldi $r0, 542
ld $r26, $r0, 10
sldi $r0, 606
ld $r25, $r0, 10
sldi $r0, 670
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4244
st $r0, $r22, 12
sldi $r0, 416
ld $r28, $r0, 10
sldi $r0, 480
ld $r27, $r0, 10
sldi $r0, 544
ld $r26, $r0, 10
sldi $r0, 608
ld $r25, $r0, 10
sldi $r0, 672
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4256
st $r0, $r22, 12
sldi $r0, 418
ld $r28, $r0, 10
sldi $r0, 482
ld $r27, $r0, 10
sldi $r0, 546
ld $r26, $r0, 10
sldi $r0, 610
ld $r25, $r0, 10
sldi $r0, 674
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4268
st $r0, $r22, 12
sldi $r0, 420
ld $r28, $r0, 10
sldi $r0, 484
ld $r27, $r0, 10
sldi $r0, 548
ld $r26, $r0, 10
sldi $r0, 612
ld $r25, $r0, 10
sldi $r0, 676
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4280
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 6848
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 7184
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12680
st $r0, $r30, 12
sldi $r0, 6872
ld $r30, $r0, 24
sldi $r0, 7208
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12692
st $r0, $r30, 12
sync 0, 0
wait 1, 1
