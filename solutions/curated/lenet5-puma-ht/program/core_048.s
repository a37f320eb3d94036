# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 358
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 422
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 486
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 550
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 614
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
sldi $r0, 3956
st $r0, $r22, 12
sldi $r0, 360
ld $r28, $r0, 10
sldi $r0, 424
ld $r27, $r0, 10
sldi $r0, 488
ld $r26, $r0, 10
sldi $r0, 552
ld $r25, $r0, 10
sldi $r0, 616
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3968
st $r0, $r22, 12
sldi $r0, 362
ld $r28, $r0, 10
sldi $r0, 426
ld $r27, $r0, 10
sldi $r0, 490
ld $r26, $r0, 10
sldi $r0, 554
ld $r25, $r0, 10
sldi $r0, 618
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3980
st $r0, $r22, 12
sldi $r0, 364
ld $r28, $r0, 10
sldi $r0, 428
ld $r27, $r0, 10
sldi $r0, 492
ld $r26, $r0, 10
sldi $r0, 556
ld $r25, $r0, 10
sldi $r0, 620
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3992
st $r0, $r22, 12
sldi $r0, 366
ld $r28, $r0, 10
sldi $r0, 430
ld $r27, $r0, 10
sldi $r0, 494
ld $r26, $r0, 10
sldi $r0, 558
ld $r25, $r0, 10
sldi $r0, 622
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4004
st $r0, $r22, 12
sldi $r0, 368
ld $r28, $r0, 10
sldi $r0, 432
ld $r27, $r0, 10
sldi $r0, 496
ld $r26, $r0, 10
sldi $r0, 560
ld $r25, $r0, 10
sldi $r0, 624
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4016
st $r0, $r22, 12
sldi $r0, 370
ld $r28, $r0, 10
sldi $r0, 434
ld $r27, $r0, 10
sldi $r0, 498
ld $r26, $r0, 10
sldi $r0, 562
ld $r25, $r0, 10
sldi $r0, 626
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4028
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 6368
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 6704
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12608
st $r0, $r30, 12
sldi $r0, 6392
ld $r30, $r0, 24
sldi $r0, 6728
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12620
st $r0, $r30, 12
sync 0, 0
wait 1, 1
