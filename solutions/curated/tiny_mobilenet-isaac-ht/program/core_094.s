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
sldi $r0, 21056
ld $r26, $r0, 28
sldi $r25, 396
sldi $r0, 21120
ld $r25, $r0, 28
sldi $r24, 424
sldi $r0, 21184
ld $r24, $r0, 28
sldi $r23, 452
sldi $r0, 22080
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 22144
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 22208
ld $r21, $r0, 28
sldi $r20, 536
sldi $r0, 23104
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 23168
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 23232
ld $r18, $r0, 28
sldi $r17, 624
sldi $r0, 21084
ld $r17, $r0, 28
sldi $r16, 652
sldi $r0, 21148
ld $r16, $r0, 28
sldi $r15, 680
sldi $r0, 21212
ld $r15, $r0, 28
sldi $r14, 708
sldi $r0, 22108
ld $r14, $r0, 28
sldi $r13, 736
sldi $r0, 22172
ld $r13, $r0, 28
sldi $r12, 764
sldi $r0, 22236
ld $r12, $r0, 28
sldi $r11, 792
sldi $r0, 23132
ld $r11, $r0, 28
sldi $r10, 820
sldi $r0, 23196
ld $r10, $r0, 28
sldi $r9, 848
sldi $r0, 23260
ld $r9, $r0, 28
sldi $r8, 880
sldi $r0, 21112
ld $r8, $r0, 8
sldi $r7, 888
sldi $r0, 21176
ld $r7, $r0, 8
sldi $r6, 896
sldi $r0, 21240
ld $r6, $r0, 8
sldi $r5, 904
sldi $r0, 22136
ld $r5, $r0, 8
sldi $r4, 912
sldi $r0, 22200
ld $r4, $r0, 8
sldi $r3, 920
sldi $r0, 22264
ld $r3, $r0, 8
sldi $r2, 928
sldi $r0, 23160
ld $r2, $r0, 8
sldi $r30, 936
sldi $r0, 23224
ld $r30, $r0, 8
sldi $r29, 944
sldi $r0, 23288
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
sldi $r0, 38528
st $r0, $r23, 28
setbw 64, 64
sldi $r20, 224
vvadd $r27, $r27, $r20, 14
setbw 64, 16
vvsra $r23, $r27, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
vrsu $r23, $r23, $r21, 14
sldi $r0, 38556
st $r0, $r23, 28
setbw 64, 64
sldi $r19, 336
vvadd $r25, $r25, $r19, 4
setbw 64, 16
vvsra $r23, $r25, $r22, 4
setbw 16, 16
vrsl $r23, $r23, $r24, 4
vrsu $r23, $r23, $r21, 4
sldi $r0, 38584
st $r0, $r23, 8
sync 0, 0
wait 1, 1
sldi $r0, 52928
ld $r24, $r0, 32
sldi $r18, 64
sldi $r0, 126408
ld $r18, $r0, 32
sldi $r16, 32
vvsra $r16, $r24, $r18, 16
sldi $r0, 61120
st $r0, $r16, 32
sync 0, 0
wait 1, 1
sldi $r0, 11968
ld $r24, $r0, 32
sldi $r0, 61120
ld $r16, $r0, 32
vvadd $r18, $r24, $r16, 16
sldi $r0, 69312
st $r0, $r18, 32
sync 0, 0
wait 1, 1
sldi $r0, 127720
ld $r24, $r0, 384
sldi $r15, 384
sldi $r0, 127336
ld $r15, $r0, 384
sldi $r14, 768
lldi $r14, 0, 384
sldi $r0, 92160
ld $r14, $r0, 384
setbw 16, 64
sldi $r13, 1200
mvmul $r13, $r14, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 48
setbw 64, 16
sldi $r12, 1584
vvsra $r12, $r13, $r15, 48
setbw 16, 16
vrsl $r12, $r12, $r24, 48
vrsu $r12, $r12, $r21, 48
sldi $r0, 95232
st $r0, $r12, 96
setbw 16, 64
sldi $r11, 816
mvmul $r13, $r11, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 48
setbw 64, 16
vvsra $r12, $r13, $r15, 48
setbw 16, 16
vrsl $r12, $r12, $r24, 48
vrsu $r12, $r12, $r21, 48
sldi $r0, 95328
st $r0, $r12, 96
setbw 16, 64
sldi $r10, 864
mvmul $r13, $r10, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 48
setbw 64, 16
vvsra $r12, $r13, $r15, 48
setbw 16, 16
vrsl $r12, $r12, $r24, 48
vrsu $r12, $r12, $r21, 48
sldi $r0, 95424
st $r0, $r12, 96
setbw 16, 64
mvmul $r13, $r4, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 48
setbw 64, 16
vvsra $r12, $r13, $r15, 48
setbw 16, 16
vrsl $r12, $r12, $r24, 48
vrsu $r12, $r12, $r21, 48
sldi $r0, 95520
st $r0, $r12, 96
setbw 16, 64
sldi $r9, 960
mvmul $r13, $r9, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 48
setbw 64, 16
vvsra $r12, $r13, $r15, 48
setbw 16, 16
vrsl $r12, $r12, $r24, 48
vrsu $r12, $r12, $r21, 48
sldi $r0, 95616
st $r0, $r12, 96
setbw 16, 64
sldi $r7, 1008
mvmul $r13, $r7, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 48
setbw 64, 16
vvsra $r12, $r13, $r15, 48
setbw 16, 16
vrsl $r12, $r12, $r24, 48
vrsu $r12, $r12, $r21, 48
sldi $r0, 95712
st $r0, $r12, 96
setbw 16, 64
sldi $r6, 1056
mvmul $r13, $r6, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 48
setbw 64, 16
vvsra $r12, $r13, $r15, 48
setbw 16, 16
vrsl $r12, $r12, $r24, 48
vrsu $r12, $r12, $r21, 48
sldi $r0, 95808
st $r0, $r12, 96
setbw 16, 64
sldi $r5, 1104
mvmul $r13, $r5, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 48
setbw 64, 16
vvsra $r12, $r13, $r15, 48
setbw 16, 16
vrsl $r12, $r12, $r24, 48
vrsu $r12, $r12, $r21, 48
sldi $r0, 95904
st $r0, $r12, 96
sync 0, 0
wait 1, 1
sldi $r0, 128104
ld $r24, $r0, 112
sldi $r0, 125848
ld $r22, $r0, 112
sldi $r0, 128216
ld $r20, $r0, 112
sldi $r0, 128328
ld $r19, $r0, 112
sldi $r3, 448
sldi $r0, 128440
ld $r3, $r0, 48
sldi $r2, 496
lldi $r2, 0, 28
sldi $r30, 524
sldi $r0, 99072
ld $r30, $r0, 28
sldi $r29, 552
sldi $r0, 99168
ld $r29, $r0, 28
sldi $r26, 580
lldi $r26, 0, 28
sldi $r17, 608
sldi $r0, 99840
ld $r17, $r0, 28
sldi $r8, 636
sldi $r0, 99936
ld $r8, $r0, 28
sldi $r28, 664
lldi $r28, 0, 28
sldi $r27, 692
sldi $r0, 100608
ld $r27, $r0, 28
sldi $r25, 720
sldi $r0, 100704
ld $r25, $r0, 28
sldi $r23, 752
lldi $r23, 0, 28
sldi $r16, 780
sldi $r0, 99100
ld $r16, $r0, 28
sldi $r18, 808
sldi $r0, 99196
ld $r18, $r0, 28
sldi $r14, 836
lldi $r14, 0, 28
sldi $r0, 99868
ld $r10, $r0, 28
sldi $r11, 892
sldi $r0, 99964
ld $r11, $r0, 28
sldi $r4, 920
lldi $r4, 0, 28
sldi $r9, 948
sldi $r0, 100636
ld $r9, $r0, 28
sldi $r7, 976
sldi $r0, 100732
ld $r7, $r0, 28
sldi $r6, 1008
lldi $r6, 0, 28
sldi $r5, 1036
sldi $r0, 99128
ld $r5, $r0, 28
sldi $r13, 1064
sldi $r0, 99224
ld $r13, $r0, 28
sldi $r15, 1092
lldi $r15, 0, 28
sldi $r21, 1120
sldi $r0, 99896
ld $r21, $r0, 28
sldi $r12, 1148
sldi $r0, 99992
ld $r12, $r0, 28
sldi $r24, 1176
lldi $r24, 0, 28
sldi $r22, 1204
sldi $r0, 100664
ld $r22, $r0, 28
sldi $r20, 1232
sldi $r0, 100760
ld $r20, $r0, 28
sldi $r19, 1264
lldi $r19, 0, 12
sldi $r3, 1276
sldi $r0, 99156
ld $r3, $r0, 12
sldi $r2, 1288
sldi $r0, 99252
ld $r2, $r0, 12
sldi $r30, 1300
lldi $r30, 0, 12
sldi $r29, 1312
sldi $r0, 99924
ld $r29, $r0, 12
sldi $r26, 1324
sldi $r0, 100020
ld $r26, $r0, 12
sldi $r17, 1336
lldi $r17, 0, 12
sldi $r8, 1348
sldi $r0, 100692
ld $r8, $r0, 12
sldi $r28, 1360
sldi $r0, 100788
ld $r28, $r0, 12
setbw 16, 64
sldi $r27, 1376
sldi $r25, 496
mvmul $r27, $r25, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r23, 1488
sldi $r16, 752
mvmul $r23, $r16, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r18, 1600
mvmul $r18, $r6, 16, 0, 6
setbw 64, 64
setbw 16, 64
sldi $r14, 1712
mvmul $r14, $r19, 16, 0, 7
setbw 64, 64
sldi $r10, 0
vvadd $r27, $r27, $r10, 14
setbw 64, 16
sldi $r11, 1760
sldi $r4, 112
vvsra $r11, $r27, $r4, 14
setbw 16, 16
vrsl $r11, $r11, $r10, 14
sldi $r9, 24576
vrsu $r11, $r11, $r9, 14
sldi $r0, 105984
st $r0, $r11, 28
setbw 64, 64
sldi $r7, 224
vvadd $r23, $r23, $r7, 14
setbw 64, 16
vvsra $r11, $r23, $r4, 14
setbw 16, 16
vrsl $r11, $r11, $r10, 14
vrsu $r11, $r11, $r9, 14
sldi $r0, 106012
st $r0, $r11, 28
setbw 64, 64
sldi $r5, 336
vvadd $r18, $r18, $r5, 14
setbw 64, 16
vvsra $r11, $r18, $r4, 14
setbw 16, 16
vrsl $r11, $r11, $r10, 14
vrsu $r11, $r11, $r9, 14
sldi $r0, 106040
st $r0, $r11, 28
setbw 64, 64
sldi $r13, 448
vvadd $r14, $r14, $r13, 6
setbw 64, 16
vvsra $r11, $r14, $r4, 6
setbw 16, 16
vrsl $r11, $r11, $r10, 6
vrsu $r11, $r11, $r9, 6
sldi $r0, 106068
st $r0, $r11, 12
sync 0, 0
