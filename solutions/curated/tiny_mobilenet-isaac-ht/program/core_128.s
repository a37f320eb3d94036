# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 54016
ld $r30, $r0, 32
sldi $r29, 64
sldi $r0, 126408
ld $r29, $r0, 32
setbw 16, 16
sldi $r28, 32
vvsra $r28, $r30, $r29, 16
sldi $r0, 62208
st $r0, $r28, 32
sync 0, 0
wait 1, 1
sldi $r0, 13056
ld $r30, $r0, 32
sldi $r0, 62208
ld $r28, $r0, 32
vvadd $r29, $r30, $r28, 16
sldi $r0, 70400
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
sldi $r0, 72512
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 72576
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 72640
ld $r21, $r0, 28
sldi $r20, 536
sldi $r0, 73536
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 73600
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 73664
ld $r18, $r0, 28
sldi $r17, 624
lldi $r17, 0, 84
sldi $r16, 708
sldi $r0, 72540
ld $r16, $r0, 28
sldi $r15, 736
sldi $r0, 72604
ld $r15, $r0, 28
sldi $r14, 764
sldi $r0, 72668
ld $r14, $r0, 28
sldi $r13, 792
sldi $r0, 73564
ld $r13, $r0, 28
sldi $r12, 820
sldi $r0, 73628
ld $r12, $r0, 28
sldi $r11, 848
sldi $r0, 73692
ld $r11, $r0, 28
sldi $r10, 880
lldi $r10, 0, 24
sldi $r9, 904
sldi $r0, 72568
ld $r9, $r0, 8
sldi $r8, 912
sldi $r0, 72632
ld $r8, $r0, 8
sldi $r7, 920
sldi $r0, 72696
ld $r7, $r0, 8
sldi $r6, 928
sldi $r0, 73592
ld $r6, $r0, 8
sldi $r5, 936
sldi $r0, 73656
ld $r5, $r0, 8
sldi $r4, 944
sldi $r0, 73720
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
sldi $r0, 88512
st $r0, $r29, 28
setbw 64, 64
sldi $r25, 224
vvadd $r2, $r2, $r25, 14
setbw 64, 16
vvsra $r29, $r2, $r27, 14
setbw 16, 16
vrsl $r29, $r29, $r30, 14
vrsu $r29, $r29, $r26, 14
sldi $r0, 88540
st $r0, $r29, 28
setbw 64, 64
sldi $r23, 336
vvadd $r28, $r28, $r23, 4
setbw 64, 16
vvsra $r29, $r28, $r27, 4
setbw 16, 16
vrsl $r29, $r29, $r30, 4
vrsu $r29, $r29, $r26, 4
sldi $r0, 88568
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
sldi $r0, 100416
ld $r21, $r0, 28
sldi $r20, 524
sldi $r0, 100512
ld $r20, $r0, 28
sldi $r19, 552
lldi $r19, 0, 28
sldi $r18, 580
sldi $r0, 101184
ld $r18, $r0, 28
sldi $r16, 608
sldi $r0, 101280
ld $r16, $r0, 28
sldi $r15, 636
lldi $r15, 0, 112
sldi $r14, 752
sldi $r0, 100444
ld $r14, $r0, 28
sldi $r13, 780
sldi $r0, 100540
ld $r13, $r0, 28
sldi $r12, 808
lldi $r12, 0, 28
sldi $r11, 836
sldi $r0, 101212
ld $r11, $r0, 28
sldi $r9, 864
sldi $r0, 101308
ld $r9, $r0, 28
sldi $r8, 892
lldi $r8, 0, 112
sldi $r7, 1008
sldi $r0, 100472
ld $r7, $r0, 28
sldi $r6, 1036
sldi $r0, 100568
ld $r6, $r0, 28
lldi $r2, 0, 28
sldi $r5, 1092
sldi $r0, 101240
ld $r5, $r0, 28
sldi $r4, 1120
sldi $r0, 101336
ld $r4, $r0, 28
sldi $r24, 1148
lldi $r24, 0, 112
sldi $r17, 1264
sldi $r0, 100500
ld $r17, $r0, 12
sldi $r10, 1276
sldi $r0, 100596
ld $r10, $r0, 12
sldi $r3, 1288
lldi $r3, 0, 12
sldi $r28, 1300
sldi $r0, 101268
ld $r28, $r0, 12
sldi $r26, 1312
sldi $r0, 101364
ld $r26, $r0, 12
sldi $r29, 1324
lldi $r29, 0, 48
setbw 16, 64
sldi $r30, 1376
mvmul $r30, $r21, 16, 0, 3
setbw 64, 64
setbw 16, 64
sldi $r27, 1488
mvmul $r27, $r14, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r25, 1600
mvmul $r25, $r7, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r23, 1712
mvmul $r23, $r17, 16, 0, 6
setbw 64, 64
sldi $r22, 0
vvadd $r30, $r30, $r22, 14
setbw 64, 16
sldi $r20, 1760
sldi $r19, 112
vvsra $r20, $r30, $r19, 14
setbw 16, 16
vrsl $r20, $r20, $r22, 14
sldi $r18, 24576
vrsu $r20, $r20, $r18, 14
sldi $r0, 107424
st $r0, $r20, 28
setbw 64, 64
sldi $r16, 224
vvadd $r27, $r27, $r16, 14
setbw 64, 16
vvsra $r20, $r27, $r19, 14
setbw 16, 16
vrsl $r20, $r20, $r22, 14
vrsu $r20, $r20, $r18, 14
sldi $r0, 107452
st $r0, $r20, 28
setbw 64, 64
sldi $r15, 336
vvadd $r25, $r25, $r15, 14
setbw 64, 16
vvsra $r20, $r25, $r19, 14
setbw 16, 16
vrsl $r20, $r20, $r22, 14
vrsu $r20, $r20, $r18, 14
sldi $r0, 107480
st $r0, $r20, 28
setbw 64, 64
sldi $r13, 448
vvadd $r23, $r23, $r13, 6
setbw 64, 16
vvsra $r20, $r23, $r19, 6
setbw 16, 16
vrsl $r20, $r20, $r22, 6
vrsu $r20, $r20, $r18, 6
sldi $r0, 107508
st $r0, $r20, 12
sync 0, 0
wait 1, 1
sldi $r0, 129240
ld $r22, $r0, 512
sldi $r12, 512
sldi $r0, 128728
ld $r12, $r0, 512
sldi $r11, 1024
lldi $r11, 0, 384
sldi $r0, 116352
ld $r11, $r0, 384
setbw 16, 64
sldi $r9, 1456
mvmul $r9, $r11, 16, 0, 7
setbw 64, 64
vvadd $r9, $r9, $r22, 64
setbw 64, 16
sldi $r8, 1968
vvsra $r8, $r9, $r12, 64
setbw 16, 16
vrsl $r8, $r8, $r22, 64
vrsu $r8, $r8, $r18, 64
sldi $r0, 123904
st $r0, $r8, 128
setbw 16, 64
sldi $r6, 1072
mvmul $r9, $r6, 16, 0, 7
setbw 64, 64
vvadd $r9, $r9, $r22, 64
setbw 64, 16
vvsra $r8, $r9, $r12, 64
setbw 16, 16
vrsl $r8, $r8, $r22, 64
vrsu $r8, $r8, $r18, 64
sldi $r0, 124032
st $r0, $r8, 128
setbw 16, 64
mvmul $r9, $r4, 16, 0, 7
setbw 64, 64
vvadd $r9, $r9, $r22, 64
setbw 64, 16
vvsra $r8, $r9, $r12, 64
setbw 16, 16
vrsl $r8, $r8, $r22, 64
vrsu $r8, $r8, $r18, 64
sldi $r0, 124160
st $r0, $r8, 128
setbw 16, 64
sldi $r2, 1168
mvmul $r9, $r2, 16, 0, 7
setbw 64, 64
vvadd $r9, $r9, $r22, 64
setbw 64, 16
vvsra $r8, $r9, $r12, 64
setbw 16, 16
vrsl $r8, $r8, $r22, 64
vrsu $r8, $r8, $r18, 64
sldi $r0, 124288
st $r0, $r8, 128
setbw 16, 64
sldi $r5, 1216
mvmul $r9, $r5, 16, 0, 7
setbw 64, 64
vvadd $r9, $r9, $r22, 64
setbw 64, 16
vvsra $r8, $r9, $r12, 64
setbw 16, 16
vrsl $r8, $r8, $r22, 64
vrsu $r8, $r8, $r18, 64
sldi $r0, 124416
st $r0, $r8, 128
setbw 16, 64
mvmul $r9, $r17, 16, 0, 7
setbw 64, 64
vvadd $r9, $r9, $r22, 64
setbw 64, 16
vvsra $r8, $r9, $r12, 64
setbw 16, 16
vrsl $r8, $r8, $r22, 64
vrsu $r8, $r8, $r18, 64
sldi $r0, 124544
st $r0, $r8, 128
setbw 16, 64
mvmul $r9, $r26, 16, 0, 7
setbw 64, 64
vvadd $r9, $r9, $r22, 64
setbw 64, 16
vvsra $r8, $r9, $r12, 64
setbw 16, 16
vrsl $r8, $r8, $r22, 64
vrsu $r8, $r8, $r18, 64
sldi $r0, 124672
st $r0, $r8, 128
setbw 16, 64
sldi $r24, 1360
mvmul $r9, $r24, 16, 0, 7
setbw 64, 64
vvadd $r9, $r9, $r22, 64
setbw 64, 16
vvsra $r8, $r9, $r12, 64
setbw 16, 16
vrsl $r8, $r8, $r22, 64
vrsu $r8, $r8, $r18, 64
sldi $r0, 124800
st $r0, $r8, 128
sync 0, 0
