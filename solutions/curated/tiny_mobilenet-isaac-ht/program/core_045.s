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
sldi $r0, 9728
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
sldi $r0, 22080
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
sldi $r0, 22144
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
sldi $r0, 22208
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
sldi $r0, 22272
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
sldi $r0, 22336
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
sldi $r0, 22400
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
sldi $r0, 22464
st $r0, $r25, 64
sldi $r0, 10240
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
sldi $r0, 22528
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
sldi $r0, 15616
ld $r14, $r0, 28
sldi $r13, 396
sldi $r0, 15680
ld $r13, $r0, 28
sldi $r12, 424
sldi $r0, 15744
ld $r12, $r0, 28
sldi $r11, 452
sldi $r0, 16640
ld $r11, $r0, 28
sldi $r10, 480
sldi $r0, 16704
ld $r10, $r0, 28
sldi $r9, 508
sldi $r0, 16768
ld $r9, $r0, 28
sldi $r8, 536
sldi $r0, 17664
ld $r8, $r0, 28
sldi $r7, 564
sldi $r0, 17728
ld $r7, $r0, 28
sldi $r6, 592
sldi $r0, 17792
ld $r6, $r0, 28
sldi $r5, 624
sldi $r0, 15644
ld $r5, $r0, 28
sldi $r4, 652
sldi $r0, 15708
ld $r4, $r0, 28
sldi $r3, 680
sldi $r0, 15772
ld $r3, $r0, 28
sldi $r2, 708
sldi $r0, 16668
ld $r2, $r0, 28
sldi $r26, 736
sldi $r0, 16732
ld $r26, $r0, 28
sldi $r23, 764
sldi $r0, 16796
ld $r23, $r0, 28
sldi $r22, 792
sldi $r0, 17692
ld $r22, $r0, 28
sldi $r21, 820
sldi $r0, 17756
ld $r21, $r0, 28
sldi $r20, 848
sldi $r0, 17820
ld $r20, $r0, 28
sldi $r19, 880
sldi $r0, 15672
ld $r19, $r0, 8
sldi $r18, 888
sldi $r0, 15736
ld $r18, $r0, 8
sldi $r28, 896
sldi $r0, 15800
ld $r28, $r0, 8
sldi $r27, 904
sldi $r0, 16696
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 16760
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 16824
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 17720
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 17784
ld $r30, $r0, 8
sldi $r17, 944
sldi $r0, 17848
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
sldi $r0, 33088
st $r0, $r11, 28
setbw 64, 64
sldi $r8, 224
vvadd $r15, $r15, $r8, 14
setbw 64, 16
vvsra $r11, $r15, $r10, 14
setbw 16, 16
vrsl $r11, $r11, $r12, 14
vrsu $r11, $r11, $r9, 14
sldi $r0, 33116
st $r0, $r11, 28
setbw 64, 64
sldi $r7, 336
vvadd $r13, $r13, $r7, 4
setbw 64, 16
vvsra $r11, $r13, $r10, 4
setbw 16, 16
vrsl $r11, $r11, $r12, 4
vrsu $r11, $r11, $r9, 4
sldi $r0, 33144
st $r0, $r11, 8
sync 0, 0
wait 1, 1
sldi $r0, 49984
ld $r12, $r0, 64
sldi $r6, 128
sldi $r0, 126344
ld $r6, $r0, 64
sldi $r4, 64
vvsra $r4, $r12, $r6, 32
sldi $r0, 58176
st $r0, $r4, 64
sync 0, 0
wait 1, 1
sldi $r0, 9024
ld $r12, $r0, 64
sldi $r0, 58176
ld $r4, $r0, 64
vvadd $r6, $r12, $r4, 32
sldi $r0, 66368
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
sldi $r0, 95424
ld $r2, $r0, 28
sldi $r26, 524
sldi $r0, 95520
ld $r26, $r0, 28
sldi $r23, 552
sldi $r0, 95616
ld $r23, $r0, 28
sldi $r22, 580
sldi $r0, 96192
ld $r22, $r0, 28
sldi $r21, 608
sldi $r0, 96288
ld $r21, $r0, 28
sldi $r20, 636
sldi $r0, 96384
ld $r20, $r0, 28
sldi $r18, 664
sldi $r0, 96960
ld $r18, $r0, 28
sldi $r28, 692
sldi $r0, 97056
ld $r28, $r0, 28
sldi $r27, 720
sldi $r0, 97152
ld $r27, $r0, 28
sldi $r29, 752
sldi $r0, 95452
ld $r29, $r0, 28
sldi $r24, 780
sldi $r0, 95548
ld $r24, $r0, 28
sldi $r25, 808
sldi $r0, 95644
ld $r25, $r0, 28
sldi $r30, 836
sldi $r0, 96220
ld $r30, $r0, 28
sldi $r17, 864
sldi $r0, 96316
ld $r17, $r0, 28
sldi $r14, 892
sldi $r0, 96412
ld $r14, $r0, 28
sldi $r5, 920
sldi $r0, 96988
ld $r5, $r0, 28
sldi $r19, 948
sldi $r0, 97084
ld $r19, $r0, 28
sldi $r16, 976
sldi $r0, 97180
ld $r16, $r0, 28
sldi $r15, 1008
sldi $r0, 95480
ld $r15, $r0, 28
sldi $r13, 1036
sldi $r0, 95576
ld $r13, $r0, 28
sldi $r9, 1064
sldi $r0, 95672
ld $r9, $r0, 28
sldi $r11, 1092
sldi $r0, 96248
ld $r11, $r0, 28
sldi $r4, 1120
sldi $r0, 96344
ld $r4, $r0, 28
sldi $r6, 1148
sldi $r0, 96440
ld $r6, $r0, 28
sldi $r12, 1176
sldi $r0, 97016
ld $r12, $r0, 28
sldi $r10, 1204
sldi $r0, 97112
ld $r10, $r0, 28
sldi $r8, 1232
sldi $r0, 97208
ld $r8, $r0, 28
sldi $r7, 1264
sldi $r0, 95508
ld $r7, $r0, 12
sldi $r3, 1276
sldi $r0, 95604
ld $r3, $r0, 12
sldi $r2, 1288
sldi $r0, 95700
ld $r2, $r0, 12
sldi $r26, 1300
sldi $r0, 96276
ld $r26, $r0, 12
sldi $r23, 1312
sldi $r0, 96372
ld $r23, $r0, 12
sldi $r22, 1324
sldi $r0, 96468
ld $r22, $r0, 12
sldi $r21, 1336
sldi $r0, 97044
ld $r21, $r0, 12
sldi $r20, 1348
sldi $r0, 97140
ld $r20, $r0, 12
sldi $r18, 1360
sldi $r0, 97236
ld $r18, $r0, 12
setbw 16, 64
sldi $r28, 1376
sldi $r27, 496
mvmul $r28, $r27, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r29, 1488
sldi $r24, 752
mvmul $r29, $r24, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r25, 1600
mvmul $r25, $r15, 16, 0, 6
setbw 64, 64
setbw 16, 64
sldi $r30, 1712
mvmul $r30, $r7, 16, 0, 7
setbw 64, 64
sldi $r17, 0
vvadd $r28, $r28, $r17, 14
setbw 64, 16
sldi $r14, 1760
sldi $r5, 112
vvsra $r14, $r28, $r5, 14
setbw 16, 16
vrsl $r14, $r14, $r17, 14
sldi $r19, 24576
vrsu $r14, $r14, $r19, 14
sldi $r0, 102432
st $r0, $r14, 28
setbw 64, 64
sldi $r16, 224
vvadd $r29, $r29, $r16, 14
setbw 64, 16
vvsra $r14, $r29, $r5, 14
setbw 16, 16
vrsl $r14, $r14, $r17, 14
vrsu $r14, $r14, $r19, 14
sldi $r0, 102460
st $r0, $r14, 28
setbw 64, 64
sldi $r13, 336
vvadd $r25, $r25, $r13, 14
setbw 64, 16
vvsra $r14, $r25, $r5, 14
setbw 16, 16
vrsl $r14, $r14, $r17, 14
vrsu $r14, $r14, $r19, 14
sldi $r0, 102488
st $r0, $r14, 28
setbw 64, 64
sldi $r9, 448
vvadd $r30, $r30, $r9, 6
setbw 64, 16
vvsra $r14, $r30, $r5, 6
setbw 16, 16
vrsl $r14, $r14, $r17, 6
vrsu $r14, $r14, $r19, 6
sldi $r0, 102516
st $r0, $r14, 12
sync 0, 0
wait 1, 1
sldi $r0, 109680
ld $r17, $r0, 48
sldi $r11, 96
sldi $r0, 128680
ld $r11, $r0, 48
sldi $r4, 48
vvsra $r4, $r17, $r11, 24
sldi $r0, 112752
st $r0, $r4, 48
sync 0, 0
wait 1, 1
sldi $r0, 94320
ld $r17, $r0, 48
sldi $r0, 112752
ld $r4, $r0, 48
vvadd $r11, $r17, $r4, 24
sldi $r0, 115824
st $r0, $r11, 48
sync 0, 0
