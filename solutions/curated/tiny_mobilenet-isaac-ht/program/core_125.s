# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 53920
ld $r30, $r0, 32
sldi $r29, 64
sldi $r0, 126408
ld $r29, $r0, 32
setbw 16, 16
sldi $r28, 32
vvsra $r28, $r30, $r29, 16
sldi $r0, 62112
st $r0, $r28, 32
sync 0, 0
wait 1, 1
sldi $r0, 12960
ld $r30, $r0, 32
sldi $r0, 62112
ld $r28, $r0, 32
vvadd $r29, $r30, $r28, 16
sldi $r0, 70304
st $r0, $r29, 32
sync 0, 0
wait 1, 1
sldi $r0, 126696
ld $r30, $r0, 112
sldi $r27, 112
sldi $r0, 125848
ld $r27, $r0, 112
sldi $r26, 224
sldi $r0, 126808
ld $r26, $r0, 112
sldi $r25, 336
sldi $r0, 126920
ld $r25, $r0, 32
sldi $r24, 368
lldi $r24, 0, 84
sldi $r23, 452
sldi $r0, 72128
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 72192
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 72256
ld $r21, $r0, 28
sldi $r20, 536
sldi $r0, 73152
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 73216
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 73280
ld $r18, $r0, 28
sldi $r17, 624
lldi $r17, 0, 84
sldi $r16, 708
sldi $r0, 72156
ld $r16, $r0, 28
sldi $r15, 736
sldi $r0, 72220
ld $r15, $r0, 28
sldi $r14, 764
sldi $r0, 72284
ld $r14, $r0, 28
sldi $r13, 792
sldi $r0, 73180
ld $r13, $r0, 28
sldi $r12, 820
sldi $r0, 73244
ld $r12, $r0, 28
sldi $r11, 848
sldi $r0, 73308
ld $r11, $r0, 28
sldi $r10, 880
lldi $r10, 0, 24
sldi $r9, 904
sldi $r0, 72184
ld $r9, $r0, 8
sldi $r8, 912
sldi $r0, 72248
ld $r8, $r0, 8
sldi $r7, 920
sldi $r0, 72312
ld $r7, $r0, 8
sldi $r6, 928
sldi $r0, 73208
ld $r6, $r0, 8
sldi $r5, 936
sldi $r0, 73272
ld $r5, $r0, 8
sldi $r4, 944
sldi $r0, 73336
ld $r4, $r0, 8
setbw 16, 64
sldi $r3, 952
mvmul $r3, $r24, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r2, 1064
mvmul $r2, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r28, 1176
mvmul $r28, $r10, 16, 0, 2
setbw 64, 64
vvadd $r3, $r3, $r30, 14
setbw 64, 16
sldi $r29, 1208
vvsra $r29, $r3, $r27, 14
setbw 16, 16
vrsl $r29, $r29, $r30, 14
sldi $r26, 24576
vrsu $r29, $r29, $r26, 14
sldi $r0, 88320
st $r0, $r29, 28
setbw 64, 64
sldi $r25, 224
vvadd $r2, $r2, $r25, 14
setbw 64, 16
vvsra $r29, $r2, $r27, 14
setbw 16, 16
vrsl $r29, $r29, $r30, 14
vrsu $r29, $r29, $r26, 14
sldi $r0, 88348
st $r0, $r29, 28
setbw 64, 64
sldi $r23, 336
vvadd $r28, $r28, $r23, 4
setbw 64, 16
vvsra $r29, $r28, $r27, 4
setbw 16, 16
vrsl $r29, $r29, $r30, 4
vrsu $r29, $r29, $r26, 4
sldi $r0, 88376
st $r0, $r29, 8
sync 0, 0
wait 1, 1
sldi $r0, 128104
ld $r30, $r0, 112
sldi $r0, 125848
ld $r27, $r0, 112
sldi $r0, 128216
ld $r25, $r0, 112
sldi $r0, 128328
ld $r23, $r0, 112
sldi $r22, 448
sldi $r0, 128440
ld $r22, $r0, 48
sldi $r21, 496
sldi $r0, 100128
ld $r21, $r0, 28
sldi $r20, 524
sldi $r0, 100224
ld $r20, $r0, 28
sldi $r19, 552
sldi $r0, 100320
ld $r19, $r0, 28
sldi $r18, 580
sldi $r0, 100896
ld $r18, $r0, 28
sldi $r16, 608
sldi $r0, 100992
ld $r16, $r0, 28
sldi $r15, 636
sldi $r0, 101088
ld $r15, $r0, 28
sldi $r14, 664
lldi $r14, 0, 84
sldi $r13, 752
sldi $r0, 100156
ld $r13, $r0, 28
sldi $r12, 780
sldi $r0, 100252
ld $r12, $r0, 28
sldi $r11, 808
sldi $r0, 100348
ld $r11, $r0, 28
sldi $r9, 836
sldi $r0, 100924
ld $r9, $r0, 28
sldi $r8, 864
sldi $r0, 101020
ld $r8, $r0, 28
sldi $r7, 892
sldi $r0, 101116
ld $r7, $r0, 28
sldi $r6, 920
lldi $r6, 0, 84
sldi $r5, 1008
sldi $r0, 100184
ld $r5, $r0, 28
sldi $r4, 1036
sldi $r0, 100280
ld $r4, $r0, 28
sldi $r0, 100376
ld $r2, $r0, 28
sldi $r24, 1092
sldi $r0, 100952
ld $r24, $r0, 28
sldi $r17, 1120
sldi $r0, 101048
ld $r17, $r0, 28
sldi $r10, 1148
sldi $r0, 101144
ld $r10, $r0, 28
lldi $r28, 0, 84
sldi $r3, 1264
sldi $r0, 100212
ld $r3, $r0, 12
sldi $r26, 1276
sldi $r0, 100308
ld $r26, $r0, 12
sldi $r29, 1288
sldi $r0, 100404
ld $r29, $r0, 12
sldi $r30, 1300
sldi $r0, 100980
ld $r30, $r0, 12
sldi $r27, 1312
sldi $r0, 101076
ld $r27, $r0, 12
sldi $r25, 1324
sldi $r0, 101172
ld $r25, $r0, 12
sldi $r23, 1336
lldi $r23, 0, 36
setbw 16, 64
sldi $r22, 1376
mvmul $r22, $r21, 16, 0, 3
setbw 64, 64
setbw 16, 64
sldi $r20, 1488
mvmul $r20, $r13, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r19, 1600
mvmul $r19, $r5, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r18, 1712
mvmul $r18, $r3, 16, 0, 6
setbw 64, 64
sldi $r16, 0
vvadd $r22, $r22, $r16, 14
setbw 64, 16
sldi $r15, 1760
sldi $r14, 112
vvsra $r15, $r22, $r14, 14
setbw 16, 16
vrsl $r15, $r15, $r16, 14
sldi $r12, 24576
vrsu $r15, $r15, $r12, 14
sldi $r0, 107136
st $r0, $r15, 28
setbw 64, 64
sldi $r11, 224
vvadd $r20, $r20, $r11, 14
setbw 64, 16
vvsra $r15, $r20, $r14, 14
setbw 16, 16
vrsl $r15, $r15, $r16, 14
vrsu $r15, $r15, $r12, 14
sldi $r0, 107164
st $r0, $r15, 28
setbw 64, 64
sldi $r9, 336
vvadd $r19, $r19, $r9, 14
setbw 64, 16
vvsra $r15, $r19, $r14, 14
setbw 16, 16
vrsl $r15, $r15, $r16, 14
vrsu $r15, $r15, $r12, 14
sldi $r0, 107192
st $r0, $r15, 28
setbw 64, 64
sldi $r8, 448
vvadd $r18, $r18, $r8, 6
setbw 64, 16
vvsra $r15, $r18, $r14, 6
setbw 16, 16
vrsl $r15, $r15, $r16, 6
vrsu $r15, $r15, $r12, 6
sldi $r0, 107220
st $r0, $r15, 12
sync 0, 0
wait 1, 1
sldi $r0, 129240
ld $r16, $r0, 512
sldi $r7, 512
sldi $r0, 128728
ld $r7, $r0, 512
sldi $r6, 1024
lldi $r6, 0, 384
sldi $r0, 115200
ld $r6, $r0, 384
setbw 16, 64
sldi $r4, 1456
mvmul $r4, $r6, 16, 0, 7
setbw 64, 64
vvadd $r4, $r4, $r16, 64
setbw 64, 16
sldi $r2, 1968
vvsra $r2, $r4, $r7, 64
setbw 16, 16
vrsl $r2, $r2, $r16, 64
vrsu $r2, $r2, $r12, 64
sldi $r0, 120832
st $r0, $r2, 128
setbw 16, 64
sldi $r24, 1072
mvmul $r4, $r24, 16, 0, 7
setbw 64, 64
vvadd $r4, $r4, $r16, 64
setbw 64, 16
vvsra $r2, $r4, $r7, 64
setbw 16, 16
vrsl $r2, $r2, $r16, 64
vrsu $r2, $r2, $r12, 64
sldi $r0, 120960
st $r0, $r2, 128
setbw 16, 64
mvmul $r4, $r17, 16, 0, 7
setbw 64, 64
vvadd $r4, $r4, $r16, 64
setbw 64, 16
vvsra $r2, $r4, $r7, 64
setbw 16, 16
vrsl $r2, $r2, $r16, 64
vrsu $r2, $r2, $r12, 64
sldi $r0, 121088
st $r0, $r2, 128
setbw 16, 64
sldi $r10, 1168
mvmul $r4, $r10, 16, 0, 7
setbw 64, 64
vvadd $r4, $r4, $r16, 64
setbw 64, 16
vvsra $r2, $r4, $r7, 64
setbw 16, 16
vrsl $r2, $r2, $r16, 64
vrsu $r2, $r2, $r12, 64
sldi $r0, 121216
st $r0, $r2, 128
setbw 16, 64
sldi $r28, 1216
mvmul $r4, $r28, 16, 0, 7
setbw 64, 64
vvadd $r4, $r4, $r16, 64
setbw 64, 16
vvsra $r2, $r4, $r7, 64
setbw 16, 16
vrsl $r2, $r2, $r16, 64
vrsu $r2, $r2, $r12, 64
sldi $r0, 121344
st $r0, $r2, 128
setbw 16, 64
mvmul $r4, $r3, 16, 0, 7
setbw 64, 64
vvadd $r4, $r4, $r16, 64
setbw 64, 16
vvsra $r2, $r4, $r7, 64
setbw 16, 16
vrsl $r2, $r2, $r16, 64
vrsu $r2, $r2, $r12, 64
sldi $r0, 121472
st $r0, $r2, 128
setbw 16, 64
mvmul $r4, $r27, 16, 0, 7
setbw 64, 64
vvadd $r4, $r4, $r16, 64
setbw 64, 16
vvsra $r2, $r4, $r7, 64
setbw 16, 16
vrsl $r2, $r2, $r16, 64
vrsu $r2, $r2, $r12, 64
sldi $r0, 121600
st $r0, $r2, 128
setbw 16, 64
sldi $r26, 1360
mvmul $r4, $r26, 16, 0, 7
setbw 64, 64
vvadd $r4, $r4, $r16, 64
setbw 64, 16
vvsra $r2, $r4, $r7, 64
setbw 16, 16
vrsl $r2, $r2, $r16, 64
vrsu $r2, $r2, $r12, 64
sldi $r0, 121728
st $r0, $r2, 128
sync 0, 0
