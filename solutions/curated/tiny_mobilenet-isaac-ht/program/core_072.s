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
sldi $r0, 19648
ld $r26, $r0, 28
sldi $r25, 396
sldi $r0, 19712
ld $r25, $r0, 28
sldi $r24, 424
sldi $r0, 19776
ld $r24, $r0, 28
sldi $r23, 452
sldi $r0, 20672
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 20736
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 20800
ld $r21, $r0, 28
sldi $r20, 536
sldi $r0, 21696
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 21760
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 21824
ld $r18, $r0, 28
sldi $r17, 624
sldi $r0, 19676
ld $r17, $r0, 28
sldi $r16, 652
sldi $r0, 19740
ld $r16, $r0, 28
sldi $r15, 680
sldi $r0, 19804
ld $r15, $r0, 28
sldi $r14, 708
sldi $r0, 20700
ld $r14, $r0, 28
sldi $r13, 736
sldi $r0, 20764
ld $r13, $r0, 28
sldi $r12, 764
sldi $r0, 20828
ld $r12, $r0, 28
sldi $r11, 792
sldi $r0, 21724
ld $r11, $r0, 28
sldi $r10, 820
sldi $r0, 21788
ld $r10, $r0, 28
sldi $r9, 848
sldi $r0, 21852
ld $r9, $r0, 28
sldi $r8, 880
sldi $r0, 19704
ld $r8, $r0, 8
sldi $r7, 888
sldi $r0, 19768
ld $r7, $r0, 8
sldi $r6, 896
sldi $r0, 19832
ld $r6, $r0, 8
sldi $r5, 904
sldi $r0, 20728
ld $r5, $r0, 8
sldi $r4, 912
sldi $r0, 20792
ld $r4, $r0, 8
sldi $r3, 920
sldi $r0, 20856
ld $r3, $r0, 8
sldi $r2, 928
sldi $r0, 21752
ld $r2, $r0, 8
sldi $r30, 936
sldi $r0, 21816
ld $r30, $r0, 8
sldi $r29, 944
sldi $r0, 21880
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
sldi $r0, 37120
st $r0, $r23, 28
setbw 64, 64
sldi $r20, 224
vvadd $r27, $r27, $r20, 14
setbw 64, 16
vvsra $r23, $r27, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
vrsu $r23, $r23, $r21, 14
sldi $r0, 37148
st $r0, $r23, 28
setbw 64, 64
sldi $r19, 336
vvadd $r25, $r25, $r19, 4
setbw 64, 16
vvsra $r23, $r25, $r22, 4
setbw 16, 16
vrsl $r23, $r23, $r24, 4
vrsu $r23, $r23, $r21, 4
sldi $r0, 37176
st $r0, $r23, 8
sync 0, 0
wait 1, 1
sldi $r0, 51712
ld $r24, $r0, 64
sldi $r18, 128
sldi $r0, 126344
ld $r18, $r0, 64
sldi $r16, 64
vvsra $r16, $r24, $r18, 32
sldi $r0, 59904
st $r0, $r16, 64
sync 0, 0
wait 1, 1
sldi $r0, 10752
ld $r24, $r0, 64
sldi $r0, 59904
ld $r16, $r0, 64
vvadd $r18, $r24, $r16, 32
sldi $r0, 68096
st $r0, $r18, 64
sync 0, 0
wait 1, 1
sldi $r0, 126440
ld $r24, $r0, 256
sldi $r15, 256
sldi $r0, 125336
ld $r15, $r0, 256
sldi $r14, 512
lldi $r14, 0, 512
sldi $r0, 66048
ld $r14, $r0, 512
setbw 16, 64
sldi $r13, 1056
mvmul $r13, $r14, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
sldi $r12, 1312
vvsra $r12, $r13, $r15, 32
setbw 16, 16
vrsl $r12, $r12, $r24, 32
vrsu $r12, $r12, $r21, 32
sldi $r0, 76800
st $r0, $r12, 64
setbw 16, 64
sldi $r11, 544
mvmul $r13, $r11, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r12, $r13, $r15, 32
setbw 16, 16
vrsl $r12, $r12, $r24, 32
vrsu $r12, $r12, $r21, 32
sldi $r0, 76864
st $r0, $r12, 64
setbw 16, 64
sldi $r10, 576
mvmul $r13, $r10, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r12, $r13, $r15, 32
setbw 16, 16
vrsl $r12, $r12, $r24, 32
vrsu $r12, $r12, $r21, 32
sldi $r0, 76928
st $r0, $r12, 64
setbw 16, 64
sldi $r9, 608
mvmul $r13, $r9, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r12, $r13, $r15, 32
setbw 16, 16
vrsl $r12, $r12, $r24, 32
vrsu $r12, $r12, $r21, 32
sldi $r0, 76992
st $r0, $r12, 64
setbw 16, 64
sldi $r7, 640
mvmul $r13, $r7, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r12, $r13, $r15, 32
setbw 16, 16
vrsl $r12, $r12, $r24, 32
vrsu $r12, $r12, $r21, 32
sldi $r0, 77056
st $r0, $r12, 64
setbw 16, 64
sldi $r6, 672
mvmul $r13, $r6, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r12, $r13, $r15, 32
setbw 16, 16
vrsl $r12, $r12, $r24, 32
vrsu $r12, $r12, $r21, 32
sldi $r0, 77120
st $r0, $r12, 64
setbw 16, 64
sldi $r5, 704
mvmul $r13, $r5, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r12, $r13, $r15, 32
setbw 16, 16
vrsl $r12, $r12, $r24, 32
vrsu $r12, $r12, $r21, 32
sldi $r0, 77184
st $r0, $r12, 64
setbw 16, 64
sldi $r4, 736
mvmul $r13, $r4, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r12, $r13, $r15, 32
setbw 16, 16
vrsl $r12, $r12, $r24, 32
vrsu $r12, $r12, $r21, 32
sldi $r0, 77248
st $r0, $r12, 64
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
sldi $r0, 96864
ld $r2, $r0, 28
sldi $r30, 524
sldi $r0, 96960
ld $r30, $r0, 28
sldi $r29, 552
sldi $r0, 97056
ld $r29, $r0, 28
sldi $r26, 580
sldi $r0, 97632
ld $r26, $r0, 28
sldi $r0, 97728
ld $r9, $r0, 28
sldi $r17, 636
sldi $r0, 97824
ld $r17, $r0, 28
sldi $r8, 664
sldi $r0, 98400
ld $r8, $r0, 28
sldi $r28, 692
sldi $r0, 98496
ld $r28, $r0, 28
sldi $r27, 720
sldi $r0, 98592
ld $r27, $r0, 28
sldi $r25, 752
sldi $r0, 96892
ld $r25, $r0, 28
sldi $r23, 780
sldi $r0, 96988
ld $r23, $r0, 28
sldi $r16, 808
sldi $r0, 97084
ld $r16, $r0, 28
sldi $r18, 836
sldi $r0, 97660
ld $r18, $r0, 28
sldi $r14, 864
sldi $r0, 97756
ld $r14, $r0, 28
sldi $r11, 892
sldi $r0, 97852
ld $r11, $r0, 28
sldi $r10, 920
sldi $r0, 98428
ld $r10, $r0, 28
sldi $r7, 948
sldi $r0, 98524
ld $r7, $r0, 28
sldi $r6, 976
sldi $r0, 98620
ld $r6, $r0, 28
sldi $r5, 1008
sldi $r0, 96920
ld $r5, $r0, 28
sldi $r4, 1036
sldi $r0, 97016
ld $r4, $r0, 28
sldi $r13, 1064
sldi $r0, 97112
ld $r13, $r0, 28
sldi $r15, 1092
sldi $r0, 97688
ld $r15, $r0, 28
sldi $r21, 1120
sldi $r0, 97784
ld $r21, $r0, 28
sldi $r12, 1148
sldi $r0, 97880
ld $r12, $r0, 28
sldi $r24, 1176
sldi $r0, 98456
ld $r24, $r0, 28
sldi $r22, 1204
sldi $r0, 98552
ld $r22, $r0, 28
sldi $r20, 1232
sldi $r0, 98648
ld $r20, $r0, 28
sldi $r19, 1264
sldi $r0, 96948
ld $r19, $r0, 12
sldi $r3, 1276
sldi $r0, 97044
ld $r3, $r0, 12
sldi $r2, 1288
sldi $r0, 97140
ld $r2, $r0, 12
sldi $r30, 1300
sldi $r0, 97716
ld $r30, $r0, 12
sldi $r29, 1312
sldi $r0, 97812
ld $r29, $r0, 12
sldi $r26, 1324
sldi $r0, 97908
ld $r26, $r0, 12
sldi $r9, 1336
sldi $r0, 98484
ld $r9, $r0, 12
sldi $r17, 1348
sldi $r0, 98580
ld $r17, $r0, 12
sldi $r8, 1360
sldi $r0, 98676
ld $r8, $r0, 12
setbw 16, 64
sldi $r28, 1376
sldi $r27, 496
mvmul $r28, $r27, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r25, 1488
sldi $r23, 752
mvmul $r25, $r23, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r16, 1600
mvmul $r16, $r5, 16, 0, 6
setbw 64, 64
setbw 16, 64
sldi $r18, 1712
mvmul $r18, $r19, 16, 0, 7
setbw 64, 64
sldi $r14, 0
vvadd $r28, $r28, $r14, 14
setbw 64, 16
sldi $r11, 1760
sldi $r10, 112
vvsra $r11, $r28, $r10, 14
setbw 16, 16
vrsl $r11, $r11, $r14, 14
sldi $r7, 24576
vrsu $r11, $r11, $r7, 14
sldi $r0, 103872
st $r0, $r11, 28
setbw 64, 64
sldi $r6, 224
vvadd $r25, $r25, $r6, 14
setbw 64, 16
vvsra $r11, $r25, $r10, 14
setbw 16, 16
vrsl $r11, $r11, $r14, 14
vrsu $r11, $r11, $r7, 14
sldi $r0, 103900
st $r0, $r11, 28
setbw 64, 64
sldi $r4, 336
vvadd $r16, $r16, $r4, 14
setbw 64, 16
vvsra $r11, $r16, $r10, 14
setbw 16, 16
vrsl $r11, $r11, $r14, 14
vrsu $r11, $r11, $r7, 14
sldi $r0, 103928
st $r0, $r11, 28
setbw 64, 64
sldi $r13, 448
vvadd $r18, $r18, $r13, 6
setbw 64, 16
vvsra $r11, $r18, $r10, 6
setbw 16, 16
vrsl $r11, $r11, $r14, 6
vrsu $r11, $r11, $r7, 6
sldi $r0, 103956
st $r0, $r11, 12
sync 0, 0
