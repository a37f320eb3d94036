# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 422
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 486
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 550
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 614
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 678
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
sldi $r0, 4292
st $r0, $r22, 12
sldi $r0, 424
ld $r28, $r0, 10
sldi $r0, 488
ld $r27, $r0, 10
sldi $r0, 552
ld $r26, $r0, 10
sldi $r0, 616
ld $r25, $r0, 10
sldi $r0, 680
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4304
st $r0, $r22, 12
sldi $r0, 426
ld $r28, $r0, 10
sldi $r0, 490
ld $r27, $r0, 10
sldi $r0, 554
ld $r26, $r0, 10
sldi $r0, 618
ld $r25, $r0, 10
sldi $r0, 682
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4316
st $r0, $r22, 12
sldi $r0, 428
ld $r28, $r0, 10
sldi $r0, 492
ld $r27, $r0, 10
sldi $r0, 556
ld $r26, $r0, 10
sldi $r0, 620
ld $r25, $r0, 10
sldi $r0, 684
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4328
st $r0, $r22, 12
sldi $r0, 430
ld $r28, $r0, 10
sldi $r0, 494
ld $r27, $r0, 10
sldi $r0, 558
ld $r26, $r0, 10
sldi $r0, 622
ld $r25, $r0, 10
sldi $r0, 686
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4340
st $r0, $r22, 12
sldi $r0, 432
ld $r28, $r0, 10
sldi $r0, 496
ld $r27, $r0, 10
sldi $r0, 560
ld $r26, $r0, 10
sldi $r0, 624
ld $r25, $r0, 10
sldi $r0, 688
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4352
st $r0, $r22, 12
sldi $r0, 434
ld $r28, $r0, 10
sldi $r0, 498
ld $r27, $r0, 10
sldi $r0, 562
ld $r26, $r0, 10
sldi $r0, 626
ld $r25, $r0, 10
sldi $r0, 690
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4364
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 6896
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 7232
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12704
st $r0, $r30, 12
sldi $r0, 6920
ld $r30, $r0, 24
sldi $r0, 7256
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12716
st $r0, $r30, 12
sync 0, 0
wait 1, 1
