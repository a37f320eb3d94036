# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 125592
ld $r30, $r0, 256
sldi $r29, 256
sldi $r0, 125336
ld $r29, $r0, 256
sldi $r28, 512
lldi $r28, 0, 512
sldi $r0, 9216
ld $r28, $r0, 512
setbw 16, 64
sldi $r27, 1056
sldi $r26, 544
mvmul $r27, $r26, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
sldi $r25, 1312
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
sldi $r24, 24576
vrsu $r25, $r25, $r24, 32
sldi $r0, 20544
st $r0, $r25, 64
setbw 16, 64
sldi $r23, 576
mvmul $r27, $r23, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 20608
st $r0, $r25, 64
setbw 16, 64
sldi $r22, 608
mvmul $r27, $r22, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 20672
st $r0, $r25, 64
setbw 16, 64
sldi $r21, 640
mvmul $r27, $r21, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 20736
st $r0, $r25, 64
setbw 16, 64
sldi $r20, 672
mvmul $r27, $r20, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 20800
st $r0, $r25, 64
setbw 16, 64
sldi $r19, 704
mvmul $r27, $r19, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 20864
st $r0, $r25, 64
setbw 16, 64
sldi $r18, 736
mvmul $r27, $r18, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 20928
st $r0, $r25, 64
setbw 16, 64
sldi $r17, 768
mvmul $r27, $r17, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 20992
st $r0, $r25, 64
sync 0, 0
wait 1, 1
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r16, 112
sldi $r0, 125848
ld $r16, $r0, 112
sldi $r15, 224
sldi $r0, 126072
ld $r15, $r0, 112
sldi $r14, 336
sldi $r0, 126184
ld $r14, $r0, 32
sldi $r13, 368
sldi $r0, 15424
ld $r13, $r0, 28
sldi $r12, 396
sldi $r0, 15488
ld $r12, $r0, 28
sldi $r11, 424
sldi $r0, 15552
ld $r11, $r0, 28
sldi $r10, 452
sldi $r0, 16448
ld $r10, $r0, 28
sldi $r9, 480
sldi $r0, 16512
ld $r9, $r0, 28
sldi $r8, 508
sldi $r0, 16576
ld $r8, $r0, 28
sldi $r7, 536
sldi $r0, 17472
ld $r7, $r0, 28
sldi $r6, 564
sldi $r0, 17536
ld $r6, $r0, 28
sldi $r5, 592
sldi $r0, 17600
ld $r5, $r0, 28
sldi $r4, 624
sldi $r0, 15452
ld $r4, $r0, 28
sldi $r3, 652
sldi $r0, 15516
ld $r3, $r0, 28
sldi $r2, 680
sldi $r0, 15580
ld $r2, $r0, 28
sldi $r28, 708
sldi $r0, 16476
ld $r28, $r0, 28
sldi $r0, 16540
ld $r18, $r0, 28
sldi $r26, 764
sldi $r0, 16604
ld $r26, $r0, 28
sldi $r23, 792
sldi $r0, 17500
ld $r23, $r0, 28
sldi $r22, 820
sldi $r0, 17564
ld $r22, $r0, 28
sldi $r21, 848
sldi $r0, 17628
ld $r21, $r0, 28
sldi $r20, 880
sldi $r0, 15480
ld $r20, $r0, 8
sldi $r19, 888
sldi $r0, 15544
ld $r19, $r0, 8
sldi $r17, 896
sldi $r0, 15608
ld $r17, $r0, 8
sldi $r27, 904
sldi $r0, 16504
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 16568
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 16632
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 17528
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 17592
ld $r30, $r0, 8
sldi $r16, 944
sldi $r0, 17656
ld $r16, $r0, 8
setbw 16, 64
sldi $r15, 952
mvmul $r15, $r13, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r14, 1064
mvmul $r14, $r4, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r12, 1176
mvmul $r12, $r20, 16, 0, 3
setbw 64, 64
sldi $r11, 0
vvadd $r15, $r15, $r11, 14
setbw 64, 16
sldi $r10, 1208
sldi $r9, 112
vvsra $r10, $r15, $r9, 14
setbw 16, 16
vrsl $r10, $r10, $r11, 14
sldi $r8, 24576
vrsu $r10, $r10, $r8, 14
sldi $r0, 32896
st $r0, $r10, 28
setbw 64, 64
sldi $r7, 224
vvadd $r14, $r14, $r7, 14
setbw 64, 16
vvsra $r10, $r14, $r9, 14
setbw 16, 16
vrsl $r10, $r10, $r11, 14
vrsu $r10, $r10, $r8, 14
sldi $r0, 32924
st $r0, $r10, 28
setbw 64, 64
sldi $r6, 336
vvadd $r12, $r12, $r6, 4
setbw 64, 16
vvsra $r10, $r12, $r9, 4
setbw 16, 16
vrsl $r10, $r10, $r11, 4
vrsu $r10, $r10, $r8, 4
sldi $r0, 32952
st $r0, $r10, 8
sync 0, 0
wait 1, 1
sldi $r0, 49792
ld $r11, $r0, 64
sldi $r5, 128
sldi $r0, 126344
ld $r5, $r0, 64
sldi $r3, 64
vvsra $r3, $r11, $r5, 32
sldi $r0, 57984
st $r0, $r3, 64
sync 0, 0
wait 1, 1
sldi $r0, 8832
ld $r11, $r0, 64
sldi $r0, 57984
ld $r3, $r0, 64
vvadd $r5, $r11, $r3, 32
sldi $r0, 66176
st $r0, $r5, 64
sync 0, 0
wait 1, 1
sldi $r0, 128104
ld $r11, $r0, 112
sldi $r0, 125848
ld $r9, $r0, 112
sldi $r0, 128216
ld $r7, $r0, 112
sldi $r0, 128328
ld $r6, $r0, 112
sldi $r2, 448
sldi $r0, 128440
ld $r2, $r0, 48
sldi $r28, 496
lldi $r28, 0, 28
sldi $r18, 524
sldi $r0, 95232
ld $r18, $r0, 28
sldi $r26, 552
sldi $r0, 95328
ld $r26, $r0, 28
sldi $r23, 580
lldi $r23, 0, 28
sldi $r22, 608
sldi $r0, 96000
ld $r22, $r0, 28
sldi $r21, 636
sldi $r0, 96096
ld $r21, $r0, 28
sldi $r19, 664
lldi $r19, 0, 28
sldi $r17, 692
sldi $r0, 96768
ld $r17, $r0, 28
sldi $r27, 720
sldi $r0, 96864
ld $r27, $r0, 28
sldi $r29, 752
lldi $r29, 0, 28
sldi $r24, 780
sldi $r0, 95260
ld $r24, $r0, 28
sldi $r25, 808
sldi $r0, 95356
ld $r25, $r0, 28
sldi $r30, 836
lldi $r30, 0, 28
sldi $r16, 864
sldi $r0, 96028
ld $r16, $r0, 28
sldi $r13, 892
sldi $r0, 96124
ld $r13, $r0, 28
sldi $r4, 920
lldi $r4, 0, 28
sldi $r20, 948
sldi $r0, 96796
ld $r20, $r0, 28
sldi $r15, 976
sldi $r0, 96892
ld $r15, $r0, 28
sldi $r14, 1008
lldi $r14, 0, 28
sldi $r12, 1036
sldi $r0, 95288
ld $r12, $r0, 28
sldi $r8, 1064
sldi $r0, 95384
ld $r8, $r0, 28
sldi $r10, 1092
lldi $r10, 0, 28
sldi $r3, 1120
sldi $r0, 96056
ld $r3, $r0, 28
sldi $r5, 1148
sldi $r0, 96152
ld $r5, $r0, 28
sldi $r11, 1176
lldi $r11, 0, 28
sldi $r9, 1204
sldi $r0, 96824
ld $r9, $r0, 28
sldi $r7, 1232
sldi $r0, 96920
ld $r7, $r0, 28
sldi $r6, 1264
lldi $r6, 0, 12
sldi $r2, 1276
sldi $r0, 95316
ld $r2, $r0, 12
sldi $r28, 1288
sldi $r0, 95412
ld $r28, $r0, 12
sldi $r18, 1300
lldi $r18, 0, 12
sldi $r26, 1312
sldi $r0, 96084
ld $r26, $r0, 12
sldi $r23, 1324
sldi $r0, 96180
ld $r23, $r0, 12
sldi $r22, 1336
lldi $r22, 0, 12
sldi $r21, 1348
sldi $r0, 96852
ld $r21, $r0, 12
sldi $r19, 1360
sldi $r0, 96948
ld $r19, $r0, 12
setbw 16, 64
sldi $r17, 1376
sldi $r27, 496
mvmul $r17, $r27, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r29, 1488
sldi $r24, 752
mvmul $r29, $r24, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r25, 1600
mvmul $r25, $r14, 16, 0, 6
setbw 64, 64
setbw 16, 64
sldi $r30, 1712
mvmul $r30, $r6, 16, 0, 7
setbw 64, 64
sldi $r16, 0
vvadd $r17, $r17, $r16, 14
setbw 64, 16
sldi $r13, 1760
sldi $r4, 112
vvsra $r13, $r17, $r4, 14
setbw 16, 16
vrsl $r13, $r13, $r16, 14
sldi $r20, 24576
vrsu $r13, $r13, $r20, 14
sldi $r0, 102144
st $r0, $r13, 28
setbw 64, 64
sldi $r15, 224
vvadd $r29, $r29, $r15, 14
setbw 64, 16
vvsra $r13, $r29, $r4, 14
setbw 16, 16
vrsl $r13, $r13, $r16, 14
vrsu $r13, $r13, $r20, 14
sldi $r0, 102172
st $r0, $r13, 28
setbw 64, 64
sldi $r12, 336
vvadd $r25, $r25, $r12, 14
setbw 64, 16
vvsra $r13, $r25, $r4, 14
setbw 16, 16
vrsl $r13, $r13, $r16, 14
vrsu $r13, $r13, $r20, 14
sldi $r0, 102200
st $r0, $r13, 28
setbw 64, 64
sldi $r8, 448
vvadd $r30, $r30, $r8, 6
setbw 64, 16
vvsra $r13, $r30, $r4, 6
setbw 16, 16
vrsl $r13, $r13, $r16, 6
vrsu $r13, $r13, $r20, 6
sldi $r0, 102228
st $r0, $r13, 12
sync 0, 0
wait 1, 1
sldi $r0, 109536
ld $r16, $r0, 48
sldi $r10, 96
sldi $r0, 128680
ld $r10, $r0, 48
sldi $r3, 48
vvsra $r3, $r16, $r10, 24
sldi $r0, 112608
st $r0, $r3, 48
sync 0, 0
wait 1, 1
sldi $r0, 94176
ld $r16, $r0, 48
sldi $r0, 112608
ld $r3, $r0, 48
vvadd $r10, $r16, $r3, 24
sldi $r0, 115680
st $r0, $r10, 48
sync 0, 0
