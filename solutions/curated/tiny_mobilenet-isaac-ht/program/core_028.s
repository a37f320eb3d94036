# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r29, 112
sldi $r0, 125848
ld $r29, $r0, 112
sldi $r28, 224
sldi $r0, 126072
ld $r28, $r0, 112
sldi $r27, 336
sldi $r0, 126184
ld $r27, $r0, 32
sldi $r26, 368
sldi $r0, 14528
ld $r26, $r0, 28
sldi $r25, 396
sldi $r0, 14592
ld $r25, $r0, 28
sldi $r24, 424
sldi $r0, 14656
ld $r24, $r0, 28
sldi $r23, 452
sldi $r0, 15552
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 15616
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 15680
ld $r21, $r0, 28
sldi $r20, 536
sldi $r0, 16576
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 16640
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 16704
ld $r18, $r0, 28
sldi $r17, 624
sldi $r0, 14556
ld $r17, $r0, 28
sldi $r16, 652
sldi $r0, 14620
ld $r16, $r0, 28
sldi $r15, 680
sldi $r0, 14684
ld $r15, $r0, 28
sldi $r14, 708
sldi $r0, 15580
ld $r14, $r0, 28
sldi $r13, 736
sldi $r0, 15644
ld $r13, $r0, 28
sldi $r12, 764
sldi $r0, 15708
ld $r12, $r0, 28
sldi $r11, 792
sldi $r0, 16604
ld $r11, $r0, 28
sldi $r10, 820
sldi $r0, 16668
ld $r10, $r0, 28
sldi $r9, 848
sldi $r0, 16732
ld $r9, $r0, 28
sldi $r8, 880
sldi $r0, 14584
ld $r8, $r0, 8
sldi $r7, 888
sldi $r0, 14648
ld $r7, $r0, 8
sldi $r6, 896
sldi $r0, 14712
ld $r6, $r0, 8
sldi $r5, 904
sldi $r0, 15608
ld $r5, $r0, 8
sldi $r4, 912
sldi $r0, 15672
ld $r4, $r0, 8
sldi $r3, 920
sldi $r0, 15736
ld $r3, $r0, 8
sldi $r2, 928
sldi $r0, 16632
ld $r2, $r0, 8
sldi $r30, 936
sldi $r0, 16696
ld $r30, $r0, 8
sldi $r29, 944
sldi $r0, 16760
ld $r29, $r0, 8
setbw 16, 64
sldi $r28, 952
mvmul $r28, $r26, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r27, 1064
mvmul $r27, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r25, 1176
mvmul $r25, $r8, 16, 0, 2
setbw 64, 64
sldi $r24, 0
vvadd $r28, $r28, $r24, 14
setbw 64, 16
sldi $r23, 1208
sldi $r22, 112
vvsra $r23, $r28, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
sldi $r21, 24576
vrsu $r23, $r23, $r21, 14
sldi $r0, 32000
st $r0, $r23, 28
setbw 64, 64
sldi $r20, 224
vvadd $r27, $r27, $r20, 14
setbw 64, 16
vvsra $r23, $r27, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
vrsu $r23, $r23, $r21, 14
sldi $r0, 32028
st $r0, $r23, 28
setbw 64, 64
sldi $r19, 336
vvadd $r25, $r25, $r19, 4
setbw 64, 16
vvsra $r23, $r25, $r22, 4
setbw 16, 16
vrsl $r23, $r23, $r24, 4
vrsu $r23, $r23, $r21, 4
sldi $r0, 32056
st $r0, $r23, 8
sync 0, 0
wait 1, 1
sldi $r0, 126216
ld $r24, $r0, 128
sldi $r18, 128
sldi $r0, 125080
ld $r18, $r0, 128
sldi $r16, 256
lldi $r16, 0, 1024
sldi $r0, 43008
ld $r16, $r0, 1024
setbw 16, 64
sldi $r15, 1344
sldi $r14, 768
mvmul $r15, $r14, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
sldi $r13, 1472
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53504
st $r0, $r13, 32
setbw 16, 64
sldi $r12, 832
mvmul $r15, $r12, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53536
st $r0, $r13, 32
setbw 16, 64
mvmul $r15, $r6, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53568
st $r0, $r13, 32
setbw 16, 64
sldi $r11, 960
mvmul $r15, $r11, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53600
st $r0, $r13, 32
setbw 16, 64
sldi $r10, 1024
mvmul $r15, $r10, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53632
st $r0, $r13, 32
setbw 16, 64
sldi $r9, 1088
mvmul $r15, $r9, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53664
st $r0, $r13, 32
setbw 16, 64
sldi $r7, 1152
mvmul $r15, $r7, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53696
st $r0, $r13, 32
setbw 16, 64
sldi $r5, 1216
mvmul $r15, $r5, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53728
st $r0, $r13, 32
sldi $r0, 44032
ld $r16, $r0, 1024
setbw 16, 64
mvmul $r15, $r16, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53760
st $r0, $r13, 32
setbw 16, 64
sldi $r4, 320
mvmul $r15, $r4, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r13, $r15, $r18, 16
setbw 16, 16
sldi $r0, 53792
st $r0, $r13, 32
sync 0, 0
wait 1, 1
sldi $r0, 48896
ld $r24, $r0, 64
sldi $r0, 126344
ld $r18, $r0, 64
sldi $r3, 64
vvsra $r3, $r24, $r18, 32
sldi $r0, 57088
st $r0, $r3, 64
sync 0, 0
wait 1, 1
sldi $r0, 7936
ld $r24, $r0, 64
sldi $r0, 57088
ld $r3, $r0, 64
vvadd $r18, $r24, $r3, 32
sldi $r0, 65280
st $r0, $r18, 64
sync 0, 0
wait 1, 1
sldi $r0, 108864
ld $r24, $r0, 48
sldi $r2, 96
sldi $r0, 128680
ld $r2, $r0, 48
sldi $r30, 48
vvsra $r30, $r24, $r2, 24
sldi $r0, 111936
st $r0, $r30, 48
sync 0, 0
wait 1, 1
sldi $r0, 93504
ld $r24, $r0, 48
sldi $r0, 111936
ld $r30, $r0, 48
vvadd $r2, $r24, $r30, 24
sldi $r0, 115008
st $r0, $r2, 48
sync 0, 0
