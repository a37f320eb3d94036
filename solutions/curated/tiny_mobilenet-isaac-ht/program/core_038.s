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
sldi $r0, 8192
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
sldi $r0, 18496
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
sldi $r0, 18560
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
sldi $r0, 18624
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
sldi $r0, 18688
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
sldi $r0, 18752
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
sldi $r0, 18816
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
sldi $r0, 18880
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
sldi $r0, 18944
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
sldi $r0, 15168
ld $r13, $r0, 28
sldi $r12, 396
sldi $r0, 15232
ld $r12, $r0, 28
sldi $r11, 424
sldi $r0, 15296
ld $r11, $r0, 28
sldi $r10, 452
sldi $r0, 16192
ld $r10, $r0, 28
sldi $r9, 480
sldi $r0, 16256
ld $r9, $r0, 28
sldi $r8, 508
sldi $r0, 16320
ld $r8, $r0, 28
sldi $r7, 536
sldi $r0, 17216
ld $r7, $r0, 28
sldi $r6, 564
sldi $r0, 17280
ld $r6, $r0, 28
sldi $r5, 592
sldi $r0, 17344
ld $r5, $r0, 28
sldi $r4, 624
sldi $r0, 15196
ld $r4, $r0, 28
sldi $r3, 652
sldi $r0, 15260
ld $r3, $r0, 28
sldi $r2, 680
sldi $r0, 15324
ld $r2, $r0, 28
sldi $r28, 708
sldi $r0, 16220
ld $r28, $r0, 28
sldi $r0, 16284
ld $r18, $r0, 28
sldi $r26, 764
sldi $r0, 16348
ld $r26, $r0, 28
sldi $r23, 792
sldi $r0, 17244
ld $r23, $r0, 28
sldi $r22, 820
sldi $r0, 17308
ld $r22, $r0, 28
sldi $r21, 848
sldi $r0, 17372
ld $r21, $r0, 28
sldi $r20, 880
sldi $r0, 15224
ld $r20, $r0, 8
sldi $r19, 888
sldi $r0, 15288
ld $r19, $r0, 8
sldi $r17, 896
sldi $r0, 15352
ld $r17, $r0, 8
sldi $r27, 904
sldi $r0, 16248
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 16312
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 16376
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 17272
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 17336
ld $r30, $r0, 8
sldi $r16, 944
sldi $r0, 17400
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
sldi $r0, 32640
st $r0, $r10, 28
setbw 64, 64
sldi $r7, 224
vvadd $r14, $r14, $r7, 14
setbw 64, 16
vvsra $r10, $r14, $r9, 14
setbw 16, 16
vrsl $r10, $r10, $r11, 14
vrsu $r10, $r10, $r8, 14
sldi $r0, 32668
st $r0, $r10, 28
setbw 64, 64
sldi $r6, 336
vvadd $r12, $r12, $r6, 4
setbw 64, 16
vvsra $r10, $r12, $r9, 4
setbw 16, 16
vrsl $r10, $r10, $r11, 4
vrsu $r10, $r10, $r8, 4
sldi $r0, 32696
st $r0, $r10, 8
sync 0, 0
wait 1, 1
sldi $r0, 49536
ld $r11, $r0, 64
sldi $r5, 128
sldi $r0, 126344
ld $r5, $r0, 64
sldi $r3, 64
vvsra $r3, $r11, $r5, 32
sldi $r0, 57728
st $r0, $r3, 64
sync 0, 0
wait 1, 1
sldi $r0, 8576
ld $r11, $r0, 64
sldi $r0, 57728
ld $r3, $r0, 64
vvadd $r5, $r11, $r3, 32
sldi $r0, 65920
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
lldi $r28, 0, 84
sldi $r18, 580
sldi $r0, 95520
ld $r18, $r0, 28
sldi $r26, 608
sldi $r0, 95616
ld $r26, $r0, 28
sldi $r23, 636
sldi $r0, 95712
ld $r23, $r0, 28
sldi $r22, 664
sldi $r0, 96288
ld $r22, $r0, 28
sldi $r21, 692
sldi $r0, 96384
ld $r21, $r0, 28
sldi $r19, 720
sldi $r0, 96480
ld $r19, $r0, 28
sldi $r17, 752
lldi $r17, 0, 84
sldi $r27, 836
sldi $r0, 95548
ld $r27, $r0, 28
sldi $r29, 864
sldi $r0, 95644
ld $r29, $r0, 28
sldi $r24, 892
sldi $r0, 95740
ld $r24, $r0, 28
sldi $r25, 920
sldi $r0, 96316
ld $r25, $r0, 28
sldi $r30, 948
sldi $r0, 96412
ld $r30, $r0, 28
sldi $r16, 976
sldi $r0, 96508
ld $r16, $r0, 28
sldi $r13, 1008
lldi $r13, 0, 84
sldi $r4, 1092
sldi $r0, 95576
ld $r4, $r0, 28
sldi $r20, 1120
sldi $r0, 95672
ld $r20, $r0, 28
sldi $r15, 1148
sldi $r0, 95768
ld $r15, $r0, 28
sldi $r0, 96344
ld $r12, $r0, 28
sldi $r14, 1204
sldi $r0, 96440
ld $r14, $r0, 28
sldi $r8, 1232
sldi $r0, 96536
ld $r8, $r0, 28
sldi $r10, 1264
lldi $r10, 0, 36
sldi $r3, 1300
sldi $r0, 95604
ld $r3, $r0, 12
sldi $r5, 1312
sldi $r0, 95700
ld $r5, $r0, 12
sldi $r11, 1324
sldi $r0, 95796
ld $r11, $r0, 12
sldi $r9, 1336
sldi $r0, 96372
ld $r9, $r0, 12
sldi $r7, 1348
sldi $r0, 96468
ld $r7, $r0, 12
sldi $r6, 1360
sldi $r0, 96564
ld $r6, $r0, 12
setbw 16, 64
sldi $r2, 1376
mvmul $r2, $r28, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r18, 1488
mvmul $r18, $r17, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r26, 1600
mvmul $r26, $r13, 16, 0, 6
setbw 64, 64
setbw 16, 64
sldi $r23, 1712
mvmul $r23, $r10, 16, 0, 7
setbw 64, 64
sldi $r22, 0
vvadd $r2, $r2, $r22, 14
setbw 64, 16
sldi $r21, 1760
sldi $r19, 112
vvsra $r21, $r2, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r22, 14
sldi $r27, 24576
vrsu $r21, $r21, $r27, 14
sldi $r0, 101760
st $r0, $r21, 28
setbw 64, 64
sldi $r29, 224
vvadd $r18, $r18, $r29, 14
setbw 64, 16
vvsra $r21, $r18, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r22, 14
vrsu $r21, $r21, $r27, 14
sldi $r0, 101788
st $r0, $r21, 28
setbw 64, 64
sldi $r24, 336
vvadd $r26, $r26, $r24, 14
setbw 64, 16
vvsra $r21, $r26, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r22, 14
vrsu $r21, $r21, $r27, 14
sldi $r0, 101816
st $r0, $r21, 28
setbw 64, 64
sldi $r25, 448
vvadd $r23, $r23, $r25, 6
setbw 64, 16
vvsra $r21, $r23, $r19, 6
setbw 16, 16
vrsl $r21, $r21, $r22, 6
vrsu $r21, $r21, $r27, 6
sldi $r0, 101844
st $r0, $r21, 12
sync 0, 0
wait 1, 1
sldi $r0, 109344
ld $r22, $r0, 48
sldi $r30, 96
sldi $r0, 128680
ld $r30, $r0, 48
sldi $r16, 48
vvsra $r16, $r22, $r30, 24
sldi $r0, 112416
st $r0, $r16, 48
sync 0, 0
wait 1, 1
sldi $r0, 93984
ld $r22, $r0, 48
sldi $r0, 112416
ld $r16, $r0, 48
vvadd $r30, $r22, $r16, 24
sldi $r0, 115488
st $r0, $r30, 48
sync 0, 0
