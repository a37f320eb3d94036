# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 458
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 522
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 586
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 650
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 714
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
sldi $r0, 4460
st $r0, $r22, 12
sldi $r0, 460
ld $r28, $r0, 10
sldi $r0, 524
ld $r27, $r0, 10
sldi $r0, 588
ld $r26, $r0, 10
sldi $r0, 652
ld $r25, $r0, 10
sldi $r0, 716
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4472
st $r0, $r22, 12
sldi $r0, 462
ld $r28, $r0, 10
sldi $r0, 526
ld $r27, $r0, 10
sldi $r0, 590
ld $r26, $r0, 10
sldi $r0, 654
ld $r25, $r0, 10
sldi $r0, 718
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4484
st $r0, $r22, 12
sldi $r0, 464
ld $r28, $r0, 10
sldi $r0, 528
ld $r27, $r0, 10
sldi $r0, 592
ld $r26, $r0, 10
sldi $r0, 656
ld $r25, $r0, 10
sldi $r0, 720
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4496
st $r0, $r22, 12
sldi $r0, 466
ld $r28, $r0, 10
sldi $r0, 530
ld $r27, $r0, 10
sldi $r0, 594
ld $r26, $r0, 10
sldi $r0, 658
ld $r25, $r0, 10
sldi $r0, 722
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4508
st $r0, $r22, 12
sldi $r0, 468
ld $r28, $r0, 10
sldi $r0, 532
ld $r27, $r0, 10
sldi $r0, 596
ld $r26, $r0, 10
sldi $r0, 660
ld $r25, $r0, 10
sldi $r0, 724
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4520
st $r0, $r22, 12
sldi $r0, 470
ld $r28, $r0, 10
sldi $r0, 534
ld $r27, $r0, 10
sldi $r0, 598
ld $r26, $r0, 10
sldi $r0, 662
ld $r25, $r0, 10
sldi $r0, 726
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4532
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 6992
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 7328
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12752
st $r0, $r30, 12
sldi $r0, 7016
ld $r30, $r0, 24
sldi $r0, 7352
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12764
st $r0, $r30, 12
sync 0, 0
wait 1, 1
