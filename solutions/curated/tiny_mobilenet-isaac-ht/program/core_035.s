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
sldi $r0, 7168
ld $r28, $r0, 512
setbw 16, 64
sldi $r27, 1056
sldi $r26, 800
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
sldi $r0, 16960
st $r0, $r25, 64
setbw 16, 64
sldi $r23, 832
mvmul $r27, $r23, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 17024
st $r0, $r25, 64
setbw 16, 64
sldi $r22, 864
mvmul $r27, $r22, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 17088
st $r0, $r25, 64
setbw 16, 64
sldi $r21, 896
mvmul $r27, $r21, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 17152
st $r0, $r25, 64
setbw 16, 64
sldi $r20, 928
mvmul $r27, $r20, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 17216
st $r0, $r25, 64
setbw 16, 64
sldi $r19, 960
mvmul $r27, $r19, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 17280
st $r0, $r25, 64
setbw 16, 64
sldi $r18, 992
mvmul $r27, $r18, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 17344
st $r0, $r25, 64
sldi $r0, 7680
ld $r28, $r0, 512
setbw 16, 64
mvmul $r27, $r28, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 17408
st $r0, $r25, 64
sync 0, 0
wait 1, 1
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r17, 112
sldi $r0, 125848
ld $r17, $r0, 112
sldi $r16, 224
sldi $r0, 126072
ld $r16, $r0, 112
sldi $r15, 336
sldi $r0, 126184
ld $r15, $r0, 32
sldi $r14, 368
sldi $r0, 14976
ld $r14, $r0, 28
sldi $r13, 396
sldi $r0, 15040
ld $r13, $r0, 28
sldi $r12, 424
sldi $r0, 15104
ld $r12, $r0, 28
sldi $r11, 452
sldi $r0, 16000
ld $r11, $r0, 28
sldi $r10, 480
sldi $r0, 16064
ld $r10, $r0, 28
sldi $r9, 508
sldi $r0, 16128
ld $r9, $r0, 28
sldi $r8, 536
sldi $r0, 17024
ld $r8, $r0, 28
sldi $r7, 564
sldi $r0, 17088
ld $r7, $r0, 28
sldi $r6, 592
sldi $r0, 17152
ld $r6, $r0, 28
sldi $r5, 624
sldi $r0, 15004
ld $r5, $r0, 28
sldi $r4, 652
sldi $r0, 15068
ld $r4, $r0, 28
sldi $r3, 680
sldi $r0, 15132
ld $r3, $r0, 28
sldi $r2, 708
sldi $r0, 16028
ld $r2, $r0, 28
sldi $r26, 736
sldi $r0, 16092
ld $r26, $r0, 28
sldi $r23, 764
sldi $r0, 16156
ld $r23, $r0, 28
sldi $r22, 792
sldi $r0, 17052
ld $r22, $r0, 28
sldi $r21, 820
sldi $r0, 17116
ld $r21, $r0, 28
sldi $r20, 848
sldi $r0, 17180
ld $r20, $r0, 28
sldi $r19, 880
sldi $r0, 15032
ld $r19, $r0, 8
sldi $r18, 888
sldi $r0, 15096
ld $r18, $r0, 8
sldi $r28, 896
sldi $r0, 15160
ld $r28, $r0, 8
sldi $r27, 904
sldi $r0, 16056
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 16120
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 16184
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 17080
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 17144
ld $r30, $r0, 8
sldi $r17, 944
sldi $r0, 17208
ld $r17, $r0, 8
setbw 16, 64
sldi $r16, 952
mvmul $r16, $r14, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r15, 1064
mvmul $r15, $r5, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r13, 1176
mvmul $r13, $r19, 16, 0, 3
setbw 64, 64
sldi $r12, 0
vvadd $r16, $r16, $r12, 14
setbw 64, 16
sldi $r11, 1208
sldi $r10, 112
vvsra $r11, $r16, $r10, 14
setbw 16, 16
vrsl $r11, $r11, $r12, 14
sldi $r9, 24576
vrsu $r11, $r11, $r9, 14
sldi $r0, 32448
st $r0, $r11, 28
setbw 64, 64
sldi $r8, 224
vvadd $r15, $r15, $r8, 14
setbw 64, 16
vvsra $r11, $r15, $r10, 14
setbw 16, 16
vrsl $r11, $r11, $r12, 14
vrsu $r11, $r11, $r9, 14
sldi $r0, 32476
st $r0, $r11, 28
setbw 64, 64
sldi $r7, 336
vvadd $r13, $r13, $r7, 4
setbw 64, 16
vvsra $r11, $r13, $r10, 4
setbw 16, 16
vrsl $r11, $r11, $r12, 4
vrsu $r11, $r11, $r9, 4
sldi $r0, 32504
st $r0, $r11, 8
sync 0, 0
wait 1, 1
sldi $r0, 49344
ld $r12, $r0, 64
sldi $r6, 128
sldi $r0, 126344
ld $r6, $r0, 64
sldi $r4, 64
vvsra $r4, $r12, $r6, 32
sldi $r0, 57536
st $r0, $r4, 64
sync 0, 0
wait 1, 1
sldi $r0, 8384
ld $r12, $r0, 64
sldi $r0, 57536
ld $r4, $r0, 64
vvadd $r6, $r12, $r4, 32
sldi $r0, 65728
st $r0, $r6, 64
sync 0, 0
wait 1, 1
sldi $r0, 128104
ld $r12, $r0, 112
sldi $r0, 125848
ld $r10, $r0, 112
sldi $r0, 128216
ld $r8, $r0, 112
sldi $r0, 128328
ld $r7, $r0, 112
sldi $r3, 448
sldi $r0, 128440
ld $r3, $r0, 48
sldi $r2, 496
lldi $r2, 0, 84
sldi $r26, 580
sldi $r0, 95232
ld $r26, $r0, 28
sldi $r23, 608
sldi $r0, 95328
ld $r23, $r0, 28
sldi $r22, 636
sldi $r0, 95424
ld $r22, $r0, 28
sldi $r21, 664
sldi $r0, 96000
ld $r21, $r0, 28
sldi $r20, 692
sldi $r0, 96096
ld $r20, $r0, 28
sldi $r18, 720
sldi $r0, 96192
ld $r18, $r0, 28
sldi $r28, 752
lldi $r28, 0, 84
sldi $r27, 836
sldi $r0, 95260
ld $r27, $r0, 28
sldi $r29, 864
sldi $r0, 95356
ld $r29, $r0, 28
sldi $r24, 892
sldi $r0, 95452
ld $r24, $r0, 28
sldi $r25, 920
sldi $r0, 96028
ld $r25, $r0, 28
sldi $r30, 948
sldi $r0, 96124
ld $r30, $r0, 28
sldi $r17, 976
sldi $r0, 96220
ld $r17, $r0, 28
sldi $r14, 1008
lldi $r14, 0, 84
sldi $r5, 1092
sldi $r0, 95288
ld $r5, $r0, 28
sldi $r19, 1120
sldi $r0, 95384
ld $r19, $r0, 28
sldi $r16, 1148
sldi $r0, 95480
ld $r16, $r0, 28
sldi $r0, 96056
ld $r13, $r0, 28
sldi $r15, 1204
sldi $r0, 96152
ld $r15, $r0, 28
sldi $r9, 1232
sldi $r0, 96248
ld $r9, $r0, 28
sldi $r11, 1264
lldi $r11, 0, 36
sldi $r4, 1300
sldi $r0, 95316
ld $r4, $r0, 12
sldi $r6, 1312
sldi $r0, 95412
ld $r6, $r0, 12
sldi $r12, 1324
sldi $r0, 95508
ld $r12, $r0, 12
sldi $r10, 1336
sldi $r0, 96084
ld $r10, $r0, 12
sldi $r8, 1348
sldi $r0, 96180
ld $r8, $r0, 12
sldi $r7, 1360
sldi $r0, 96276
ld $r7, $r0, 12
setbw 16, 64
sldi $r3, 1376
mvmul $r3, $r2, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r26, 1488
mvmul $r26, $r28, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r23, 1600
mvmul $r23, $r14, 16, 0, 6
setbw 64, 64
setbw 16, 64
sldi $r22, 1712
mvmul $r22, $r11, 16, 0, 7
setbw 64, 64
sldi $r21, 0
vvadd $r3, $r3, $r21, 14
setbw 64, 16
sldi $r20, 1760
sldi $r18, 112
vvsra $r20, $r3, $r18, 14
setbw 16, 16
vrsl $r20, $r20, $r21, 14
sldi $r27, 24576
vrsu $r20, $r20, $r27, 14
sldi $r0, 101472
st $r0, $r20, 28
setbw 64, 64
sldi $r29, 224
vvadd $r26, $r26, $r29, 14
setbw 64, 16
vvsra $r20, $r26, $r18, 14
setbw 16, 16
vrsl $r20, $r20, $r21, 14
vrsu $r20, $r20, $r27, 14
sldi $r0, 101500
st $r0, $r20, 28
setbw 64, 64
sldi $r24, 336
vvadd $r23, $r23, $r24, 14
setbw 64, 16
vvsra $r20, $r23, $r18, 14
setbw 16, 16
vrsl $r20, $r20, $r21, 14
vrsu $r20, $r20, $r27, 14
sldi $r0, 101528
st $r0, $r20, 28
setbw 64, 64
sldi $r25, 448
vvadd $r22, $r22, $r25, 6
setbw 64, 16
vvsra $r20, $r22, $r18, 6
setbw 16, 16
vrsl $r20, $r20, $r21, 6
vrsu $r20, $r20, $r27, 6
sldi $r0, 101556
st $r0, $r20, 12
sync 0, 0
wait 1, 1
sldi $r0, 109200
ld $r21, $r0, 48
sldi $r30, 96
sldi $r0, 128680
ld $r30, $r0, 48
sldi $r17, 48
vvsra $r17, $r21, $r30, 24
sldi $r0, 112272
st $r0, $r17, 48
sync 0, 0
wait 1, 1
sldi $r0, 93840
ld $r21, $r0, 48
sldi $r0, 112272
ld $r17, $r0, 48
vvadd $r30, $r21, $r17, 24
sldi $r0, 115344
st $r0, $r30, 48
sync 0, 0
