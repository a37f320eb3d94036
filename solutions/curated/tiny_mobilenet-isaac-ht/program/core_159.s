# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
sldi $r0, 4122
ld $r28, $r0, 18
sldi $r27, 274
sldi $r0, 4314
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 4506
ld $r26, $r0, 18
setbw 16, 64
sldi $r25, 312
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
sldi $r24, 440
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
sldi $r23, 24576
vrsu $r24, $r24, $r23, 16
sldi $r0, 12032
st $r0, $r24, 32
sldi $r0, 4134
ld $r28, $r0, 18
sldi $r0, 4326
ld $r27, $r0, 18
sldi $r0, 4518
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 12064
st $r0, $r24, 32
sldi $r0, 4146
ld $r28, $r0, 18
sldi $r0, 4338
ld $r27, $r0, 18
sldi $r0, 4530
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 12096
st $r0, $r24, 32
sldi $r0, 4158
ld $r28, $r0, 18
sldi $r0, 4350
ld $r27, $r0, 18
sldi $r0, 4542
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 12128
st $r0, $r24, 32
sldi $r0, 4170
ld $r28, $r0, 18
sldi $r0, 4362
ld $r27, $r0, 18
sldi $r0, 4554
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 12160
st $r0, $r24, 32
sldi $r0, 4182
ld $r28, $r0, 18
sldi $r0, 4374
ld $r27, $r0, 18
sldi $r0, 4566
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 12192
st $r0, $r24, 32
sldi $r0, 4194
ld $r28, $r0, 18
sldi $r0, 4386
ld $r27, $r0, 18
sldi $r0, 4578
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 12224
st $r0, $r24, 32
sldi $r0, 4206
ld $r28, $r0, 18
sldi $r0, 4398
ld $r27, $r0, 18
sldi $r0, 4590
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 12256
st $r0, $r24, 32
sync 0, 0
wait 1, 1
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r22, 112
sldi $r0, 125848
ld $r22, $r0, 112
sldi $r21, 224
sldi $r0, 126072
ld $r21, $r0, 112
sldi $r20, 336
sldi $r0, 126184
ld $r20, $r0, 32
sldi $r19, 368
sldi $r0, 28480
ld $r19, $r0, 28
sldi $r18, 396
sldi $r0, 28544
ld $r18, $r0, 28
sldi $r17, 424
sldi $r0, 28608
ld $r17, $r0, 28
sldi $r16, 452
sldi $r0, 29504
ld $r16, $r0, 28
sldi $r15, 480
sldi $r0, 29568
ld $r15, $r0, 28
sldi $r14, 508
sldi $r0, 29632
ld $r14, $r0, 28
sldi $r13, 536
sldi $r0, 30528
ld $r13, $r0, 28
sldi $r12, 564
sldi $r0, 30592
ld $r12, $r0, 28
sldi $r11, 592
sldi $r0, 30656
ld $r11, $r0, 28
sldi $r10, 624
sldi $r0, 28508
ld $r10, $r0, 28
sldi $r9, 652
sldi $r0, 28572
ld $r9, $r0, 28
sldi $r8, 680
sldi $r0, 28636
ld $r8, $r0, 28
sldi $r7, 708
sldi $r0, 29532
ld $r7, $r0, 28
sldi $r6, 736
sldi $r0, 29596
ld $r6, $r0, 28
sldi $r5, 764
sldi $r0, 29660
ld $r5, $r0, 28
sldi $r4, 792
sldi $r0, 30556
ld $r4, $r0, 28
sldi $r3, 820
sldi $r0, 30620
ld $r3, $r0, 28
sldi $r2, 848
sldi $r0, 30684
ld $r2, $r0, 28
sldi $r27, 880
sldi $r0, 28536
ld $r27, $r0, 8
sldi $r26, 888
sldi $r0, 28600
ld $r26, $r0, 8
sldi $r28, 896
sldi $r0, 28664
ld $r28, $r0, 8
sldi $r25, 904
sldi $r0, 29560
ld $r25, $r0, 8
sldi $r29, 912
sldi $r0, 29624
ld $r29, $r0, 8
sldi $r23, 920
sldi $r0, 29688
ld $r23, $r0, 8
sldi $r24, 928
sldi $r0, 30584
ld $r24, $r0, 8
sldi $r30, 936
sldi $r0, 30648
ld $r30, $r0, 8
sldi $r22, 944
sldi $r0, 30712
ld $r22, $r0, 8
setbw 16, 64
sldi $r21, 952
mvmul $r21, $r19, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r20, 1064
mvmul $r20, $r10, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r18, 1176
mvmul $r18, $r27, 16, 0, 3
setbw 64, 64
sldi $r17, 0
vvadd $r21, $r21, $r17, 14
setbw 64, 16
sldi $r16, 1208
sldi $r15, 112
vvsra $r16, $r21, $r15, 14
setbw 16, 16
vrsl $r16, $r16, $r17, 14
sldi $r14, 24576
vrsu $r16, $r16, $r14, 14
sldi $r0, 45952
st $r0, $r16, 28
setbw 64, 64
sldi $r13, 224
vvadd $r20, $r20, $r13, 14
setbw 64, 16
vvsra $r16, $r20, $r15, 14
setbw 16, 16
vrsl $r16, $r16, $r17, 14
vrsu $r16, $r16, $r14, 14
sldi $r0, 45980
st $r0, $r16, 28
setbw 64, 64
sldi $r12, 336
vvadd $r18, $r18, $r12, 4
setbw 64, 16
vvsra $r16, $r18, $r15, 4
setbw 16, 16
vrsl $r16, $r16, $r17, 4
vrsu $r16, $r16, $r14, 4
sldi $r0, 46008
st $r0, $r16, 8
sldi $r0, 28544
ld $r19, $r0, 28
sldi $r11, 396
sldi $r0, 28608
ld $r11, $r0, 28
sldi $r9, 424
lldi $r9, 0, 28
sldi $r8, 452
sldi $r0, 29568
ld $r8, $r0, 28
sldi $r7, 480
sldi $r0, 29632
ld $r7, $r0, 28
sldi $r6, 508
lldi $r6, 0, 28
sldi $r5, 536
sldi $r0, 30592
ld $r5, $r0, 28
sldi $r4, 564
sldi $r0, 30656
ld $r4, $r0, 28
sldi $r3, 592
lldi $r3, 0, 28
sldi $r0, 28572
ld $r10, $r0, 28
sldi $r2, 652
sldi $r0, 28636
ld $r2, $r0, 28
sldi $r26, 680
lldi $r26, 0, 28
sldi $r28, 708
sldi $r0, 29596
ld $r28, $r0, 28
sldi $r25, 736
sldi $r0, 29660
ld $r25, $r0, 28
sldi $r29, 764
lldi $r29, 0, 28
sldi $r23, 792
sldi $r0, 30620
ld $r23, $r0, 28
sldi $r24, 820
sldi $r0, 30684
ld $r24, $r0, 28
sldi $r30, 848
lldi $r30, 0, 28
sldi $r0, 28600
ld $r27, $r0, 8
sldi $r22, 888
sldi $r0, 28664
ld $r22, $r0, 8
sldi $r21, 896
lldi $r21, 0, 8
sldi $r13, 904
sldi $r0, 29624
ld $r13, $r0, 8
sldi $r20, 912
sldi $r0, 29688
ld $r20, $r0, 8
sldi $r12, 920
lldi $r12, 0, 8
sldi $r18, 928
sldi $r0, 30648
ld $r18, $r0, 8
sldi $r15, 936
sldi $r0, 30712
ld $r15, $r0, 8
sldi $r17, 944
lldi $r17, 0, 8
setbw 16, 64
sldi $r14, 952
mvmul $r14, $r19, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r16, 1064
mvmul $r16, $r10, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r11, 1176
mvmul $r11, $r27, 16, 0, 3
setbw 64, 64
sldi $r9, 0
vvadd $r14, $r14, $r9, 14
setbw 64, 16
sldi $r8, 1208
sldi $r7, 112
vvsra $r8, $r14, $r7, 14
setbw 16, 16
vrsl $r8, $r8, $r9, 14
sldi $r6, 24576
vrsu $r8, $r8, $r6, 14
sldi $r0, 46016
st $r0, $r8, 28
setbw 64, 64
sldi $r5, 224
vvadd $r16, $r16, $r5, 14
setbw 64, 16
vvsra $r8, $r16, $r7, 14
setbw 16, 16
vrsl $r8, $r8, $r9, 14
vrsu $r8, $r8, $r6, 14
sldi $r0, 46044
st $r0, $r8, 28
setbw 64, 64
sldi $r4, 336
vvadd $r11, $r11, $r4, 4
setbw 64, 16
vvsra $r8, $r11, $r7, 4
setbw 16, 16
vrsl $r8, $r8, $r9, 4
vrsu $r8, $r8, $r6, 4
sldi $r0, 46072
st $r0, $r8, 8
sync 0, 0
wait 1, 1
sldi $r0, 55008
ld $r9, $r0, 32
sldi $r3, 64
sldi $r0, 126408
ld $r3, $r0, 32
sldi $r2, 32
vvsra $r2, $r9, $r3, 16
sldi $r0, 63200
st $r0, $r2, 32
sync 0, 0
wait 1, 1
sldi $r0, 14048
ld $r9, $r0, 32
sldi $r0, 63200
ld $r2, $r0, 32
vvadd $r3, $r9, $r2, 16
sldi $r0, 71392
st $r0, $r3, 32
sync 0, 0
wait 1, 1
