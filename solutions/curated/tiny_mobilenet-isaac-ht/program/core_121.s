# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 53792
ld $r30, $r0, 32
sldi $r29, 64
sldi $r0, 126408
ld $r29, $r0, 32
setbw 16, 16
sldi $r28, 32
vvsra $r28, $r30, $r29, 16
sldi $r0, 61984
st $r0, $r28, 32
sync 0, 0
wait 1, 1
sldi $r0, 12832
ld $r30, $r0, 32
sldi $r0, 61984
ld $r28, $r0, 32
vvadd $r29, $r30, $r28, 16
sldi $r0, 70176
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
lldi $r24, 0, 112
sldi $r23, 480
sldi $r0, 71680
ld $r23, $r0, 28
sldi $r22, 508
sldi $r0, 71744
ld $r22, $r0, 28
sldi $r21, 536
lldi $r21, 0, 28
sldi $r20, 564
sldi $r0, 72704
ld $r20, $r0, 28
sldi $r19, 592
sldi $r0, 72768
ld $r19, $r0, 28
sldi $r18, 624
lldi $r18, 0, 112
sldi $r17, 736
sldi $r0, 71708
ld $r17, $r0, 28
sldi $r16, 764
sldi $r0, 71772
ld $r16, $r0, 28
sldi $r15, 792
lldi $r15, 0, 28
sldi $r14, 820
sldi $r0, 72732
ld $r14, $r0, 28
sldi $r13, 848
sldi $r0, 72796
ld $r13, $r0, 28
sldi $r12, 880
lldi $r12, 0, 32
sldi $r11, 912
sldi $r0, 71736
ld $r11, $r0, 8
sldi $r10, 920
sldi $r0, 71800
ld $r10, $r0, 8
sldi $r9, 928
lldi $r9, 0, 8
sldi $r8, 936
sldi $r0, 72760
ld $r8, $r0, 8
sldi $r7, 944
sldi $r0, 72824
ld $r7, $r0, 8
setbw 16, 64
sldi $r6, 952
mvmul $r6, $r24, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r5, 1064
mvmul $r5, $r18, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r4, 1176
mvmul $r4, $r12, 16, 0, 2
setbw 64, 64
vvadd $r6, $r6, $r30, 14
setbw 64, 16
sldi $r3, 1208
vvsra $r3, $r6, $r27, 14
setbw 16, 16
vrsl $r3, $r3, $r30, 14
sldi $r2, 24576
vrsu $r3, $r3, $r2, 14
sldi $r0, 88064
st $r0, $r3, 28
setbw 64, 64
vvadd $r5, $r5, $r26, 14
setbw 64, 16
vvsra $r3, $r5, $r27, 14
setbw 16, 16
vrsl $r3, $r3, $r30, 14
vrsu $r3, $r3, $r2, 14
sldi $r0, 88092
st $r0, $r3, 28
setbw 64, 64
vvadd $r4, $r4, $r25, 4
setbw 64, 16
vvsra $r3, $r4, $r27, 4
setbw 16, 16
vrsl $r3, $r3, $r30, 4
vrsu $r3, $r3, $r2, 4
sldi $r0, 88120
st $r0, $r3, 8
sync 0, 0
wait 1, 1
sldi $r0, 128104
ld $r30, $r0, 112
sldi $r0, 125848
ld $r27, $r0, 112
sldi $r0, 128216
ld $r26, $r0, 112
sldi $r0, 128328
ld $r25, $r0, 112
sldi $r28, 448
sldi $r0, 128440
ld $r28, $r0, 48
sldi $r29, 496
lldi $r29, 0, 28
sldi $r23, 524
sldi $r0, 99840
ld $r23, $r0, 28
sldi $r22, 552
sldi $r0, 99936
ld $r22, $r0, 28
sldi $r21, 580
lldi $r21, 0, 28
sldi $r20, 608
sldi $r0, 100608
ld $r20, $r0, 28
sldi $r19, 636
sldi $r0, 100704
ld $r19, $r0, 28
sldi $r17, 664
lldi $r17, 0, 84
sldi $r16, 752
lldi $r16, 0, 28
sldi $r15, 780
sldi $r0, 99868
ld $r15, $r0, 28
sldi $r14, 808
sldi $r0, 99964
ld $r14, $r0, 28
sldi $r13, 836
lldi $r13, 0, 28
sldi $r11, 864
sldi $r0, 100636
ld $r11, $r0, 28
sldi $r10, 892
sldi $r0, 100732
ld $r10, $r0, 28
sldi $r9, 920
lldi $r9, 0, 84
sldi $r8, 1008
lldi $r8, 0, 28
sldi $r7, 1036
sldi $r0, 99896
ld $r7, $r0, 28
sldi $r0, 99992
ld $r5, $r0, 28
sldi $r24, 1092
lldi $r24, 0, 28
sldi $r18, 1120
sldi $r0, 100664
ld $r18, $r0, 28
sldi $r12, 1148
sldi $r0, 100760
ld $r12, $r0, 28
lldi $r4, 0, 84
sldi $r6, 1264
lldi $r6, 0, 12
sldi $r2, 1276
sldi $r0, 99924
ld $r2, $r0, 12
sldi $r3, 1288
sldi $r0, 100020
ld $r3, $r0, 12
sldi $r30, 1300
lldi $r30, 0, 12
sldi $r27, 1312
sldi $r0, 100692
ld $r27, $r0, 12
sldi $r26, 1324
sldi $r0, 100788
ld $r26, $r0, 12
sldi $r25, 1336
lldi $r25, 0, 36
setbw 16, 64
sldi $r28, 1376
mvmul $r28, $r29, 16, 0, 3
setbw 64, 64
setbw 16, 64
sldi $r23, 1488
mvmul $r23, $r16, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r22, 1600
mvmul $r22, $r8, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r21, 1712
mvmul $r21, $r6, 16, 0, 6
setbw 64, 64
sldi $r20, 0
vvadd $r28, $r28, $r20, 14
setbw 64, 16
sldi $r19, 1760
sldi $r17, 112
vvsra $r19, $r28, $r17, 14
setbw 16, 16
vrsl $r19, $r19, $r20, 14
sldi $r15, 24576
vrsu $r19, $r19, $r15, 14
sldi $r0, 106752
st $r0, $r19, 28
setbw 64, 64
sldi $r14, 224
vvadd $r23, $r23, $r14, 14
setbw 64, 16
vvsra $r19, $r23, $r17, 14
setbw 16, 16
vrsl $r19, $r19, $r20, 14
vrsu $r19, $r19, $r15, 14
sldi $r0, 106780
st $r0, $r19, 28
setbw 64, 64
sldi $r13, 336
vvadd $r22, $r22, $r13, 14
setbw 64, 16
vvsra $r19, $r22, $r17, 14
setbw 16, 16
vrsl $r19, $r19, $r20, 14
vrsu $r19, $r19, $r15, 14
sldi $r0, 106808
st $r0, $r19, 28
setbw 64, 64
sldi $r11, 448
vvadd $r21, $r21, $r11, 6
setbw 64, 16
vvsra $r19, $r21, $r17, 6
setbw 16, 16
vrsl $r19, $r19, $r20, 6
vrsu $r19, $r19, $r15, 6
sldi $r0, 106836
st $r0, $r19, 12
sync 0, 0
wait 1, 1
sldi $r0, 129240
ld $r20, $r0, 512
sldi $r10, 512
sldi $r0, 128728
ld $r10, $r0, 512
sldi $r9, 1024
lldi $r9, 0, 384
sldi $r0, 113664
ld $r9, $r0, 384
setbw 16, 64
sldi $r7, 1456
mvmul $r7, $r9, 16, 0, 7
setbw 64, 64
vvadd $r7, $r7, $r20, 64
setbw 64, 16
sldi $r5, 1968
vvsra $r5, $r7, $r10, 64
setbw 16, 16
vrsl $r5, $r5, $r20, 64
vrsu $r5, $r5, $r15, 64
sldi $r0, 116736
st $r0, $r5, 128
setbw 16, 64
sldi $r24, 1072
mvmul $r7, $r24, 16, 0, 7
setbw 64, 64
vvadd $r7, $r7, $r20, 64
setbw 64, 16
vvsra $r5, $r7, $r10, 64
setbw 16, 16
vrsl $r5, $r5, $r20, 64
vrsu $r5, $r5, $r15, 64
sldi $r0, 116864
st $r0, $r5, 128
setbw 16, 64
mvmul $r7, $r18, 16, 0, 7
setbw 64, 64
vvadd $r7, $r7, $r20, 64
setbw 64, 16
vvsra $r5, $r7, $r10, 64
setbw 16, 16
vrsl $r5, $r5, $r20, 64
vrsu $r5, $r5, $r15, 64
sldi $r0, 116992
st $r0, $r5, 128
setbw 16, 64
sldi $r12, 1168
mvmul $r7, $r12, 16, 0, 7
setbw 64, 64
vvadd $r7, $r7, $r20, 64
setbw 64, 16
vvsra $r5, $r7, $r10, 64
setbw 16, 16
vrsl $r5, $r5, $r20, 64
vrsu $r5, $r5, $r15, 64
sldi $r0, 117120
st $r0, $r5, 128
setbw 16, 64
sldi $r4, 1216
mvmul $r7, $r4, 16, 0, 7
setbw 64, 64
vvadd $r7, $r7, $r20, 64
setbw 64, 16
vvsra $r5, $r7, $r10, 64
setbw 16, 16
vrsl $r5, $r5, $r20, 64
vrsu $r5, $r5, $r15, 64
sldi $r0, 117248
st $r0, $r5, 128
setbw 16, 64
mvmul $r7, $r6, 16, 0, 7
setbw 64, 64
vvadd $r7, $r7, $r20, 64
setbw 64, 16
vvsra $r5, $r7, $r10, 64
setbw 16, 16
vrsl $r5, $r5, $r20, 64
vrsu $r5, $r5, $r15, 64
sldi $r0, 117376
st $r0, $r5, 128
setbw 16, 64
mvmul $r7, $r27, 16, 0, 7
setbw 64, 64
vvadd $r7, $r7, $r20, 64
setbw 64, 16
vvsra $r5, $r7, $r10, 64
setbw 16, 16
vrsl $r5, $r5, $r20, 64
vrsu $r5, $r5, $r15, 64
sldi $r0, 117504
st $r0, $r5, 128
setbw 16, 64
sldi $r2, 1360
mvmul $r7, $r2, 16, 0, 7
setbw 64, 64
vvadd $r7, $r7, $r20, 64
setbw 64, 16
vvsra $r5, $r7, $r10, 64
setbw 16, 16
vrsl $r5, $r5, $r20, 64
vrsu $r5, $r5, $r15, 64
sldi $r0, 117632
st $r0, $r5, 128
sync 0, 0
