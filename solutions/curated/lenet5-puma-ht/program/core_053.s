# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 436
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 500
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 564
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 628
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 692
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
sldi $r0, 4376
st $r0, $r22, 12
sldi $r0, 438
ld $r28, $r0, 10
sldi $r0, 502
ld $r27, $r0, 10
sldi $r0, 566
ld $r26, $r0, 10
sldi $r0, 630
ld $r25, $r0, 10
sldi $r0, 694
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4388
st $r0, $r22, 12
sldi $r0, 448
ld $r28, $r0, 10
sldi $r0, 512
ld $r27, $r0, 10
sldi $r0, 576
ld $r26, $r0, 10
sldi $r0, 640
ld $r25, $r0, 10
sldi $r0, 704
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4400
st $r0, $r22, 12
sldi $r0, 450
ld $r28, $r0, 10
sldi $r0, 514
ld $r27, $r0, 10
sldi $r0, 578
ld $r26, $r0, 10
sldi $r0, 642
ld $r25, $r0, 10
sldi $r0, 706
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4412
st $r0, $r22, 12
sldi $r0, 452
ld $r28, $r0, 10
sldi $r0, 516
ld $r27, $r0, 10
sldi $r0, 580
ld $r26, $r0, 10
sldi $r0, 644
ld $r25, $r0, 10
sldi $r0, 708
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4424
st $r0, $r22, 12
sldi $r0, 454
ld $r28, $r0, 10
sldi $r0, 518
ld $r27, $r0, 10
sldi $r0, 582
ld $r26, $r0, 10
sldi $r0, 646
ld $r25, $r0, 10
sldi $r0, 710
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4436
st $r0, $r22, 12
sldi $r0, 456
ld $r28, $r0, 10
sldi $r0, 520
ld $r27, $r0, 10
sldi $r0, 584
ld $r26, $r0, 10
sldi $r0, 648
ld $r25, $r0, 10
sldi $r0, 712
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4448
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 6944
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 7280
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12728
st $r0, $r30, 12
sldi $r0, 6968
ld $r30, $r0, 24
sldi $r0, 7304
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12740
st $r0, $r30, 12
sync 0, 0
wait 1, 1
