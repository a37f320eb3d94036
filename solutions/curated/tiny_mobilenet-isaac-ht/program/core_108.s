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
sldi $r0, 11776
ld $r28, $r0, 512
setbw 16, 64
sldi $r27, 1056
sldi $r26, 992
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
sldi $r0, 26560
st $r0, $r25, 64
sldi $r0, 12288
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
sldi $r0, 26624
st $r0, $r25, 64
setbw 16, 64
sldi $r23, 544
mvmul $r27, $r23, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 26688
st $r0, $r25, 64
setbw 16, 64
sldi $r22, 576
mvmul $r27, $r22, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 26752
st $r0, $r25, 64
setbw 16, 64
sldi $r21, 608
mvmul $r27, $r21, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 26816
st $r0, $r25, 64
sync 0, 0
wait 1, 1
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r20, 112
sldi $r0, 125848
ld $r20, $r0, 112
sldi $r19, 224
sldi $r0, 126072
ld $r19, $r0, 112
sldi $r18, 336
sldi $r0, 126184
ld $r18, $r0, 32
sldi $r17, 368
sldi $r0, 23104
ld $r17, $r0, 28
sldi $r16, 396
sldi $r0, 23168
ld $r16, $r0, 28
sldi $r15, 424
sldi $r0, 23232
ld $r15, $r0, 28
sldi $r14, 452
sldi $r0, 24128
ld $r14, $r0, 28
sldi $r13, 480
sldi $r0, 24192
ld $r13, $r0, 28
sldi $r12, 508
sldi $r0, 24256
ld $r12, $r0, 28
sldi $r11, 536
sldi $r0, 25152
ld $r11, $r0, 28
sldi $r10, 564
sldi $r0, 25216
ld $r10, $r0, 28
sldi $r9, 592
sldi $r0, 25280
ld $r9, $r0, 28
sldi $r8, 624
sldi $r0, 23132
ld $r8, $r0, 28
sldi $r7, 652
sldi $r0, 23196
ld $r7, $r0, 28
sldi $r6, 680
sldi $r0, 23260
ld $r6, $r0, 28
sldi $r5, 708
sldi $r0, 24156
ld $r5, $r0, 28
sldi $r4, 736
sldi $r0, 24220
ld $r4, $r0, 28
sldi $r3, 764
sldi $r0, 24284
ld $r3, $r0, 28
sldi $r2, 792
sldi $r0, 25180
ld $r2, $r0, 28
sldi $r26, 820
sldi $r0, 25244
ld $r26, $r0, 28
sldi $r28, 848
sldi $r0, 25308
ld $r28, $r0, 28
sldi $r23, 880
sldi $r0, 23160
ld $r23, $r0, 8
sldi $r22, 888
sldi $r0, 23224
ld $r22, $r0, 8
sldi $r21, 896
sldi $r0, 23288
ld $r21, $r0, 8
sldi $r27, 904
sldi $r0, 24184
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 24248
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 24312
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 25208
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 25272
ld $r30, $r0, 8
sldi $r20, 944
sldi $r0, 25336
ld $r20, $r0, 8
setbw 16, 64
sldi $r19, 952
mvmul $r19, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r18, 1064
mvmul $r18, $r8, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r16, 1176
mvmul $r16, $r23, 16, 0, 3
setbw 64, 64
sldi $r15, 0
vvadd $r19, $r19, $r15, 14
setbw 64, 16
sldi $r14, 1208
sldi $r13, 112
vvsra $r14, $r19, $r13, 14
setbw 16, 16
vrsl $r14, $r14, $r15, 14
sldi $r12, 24576
vrsu $r14, $r14, $r12, 14
sldi $r0, 40576
st $r0, $r14, 28
setbw 64, 64
sldi $r11, 224
vvadd $r18, $r18, $r11, 14
setbw 64, 16
vvsra $r14, $r18, $r13, 14
setbw 16, 16
vrsl $r14, $r14, $r15, 14
vrsu $r14, $r14, $r12, 14
sldi $r0, 40604
st $r0, $r14, 28
setbw 64, 64
sldi $r10, 336
vvadd $r16, $r16, $r10, 4
setbw 64, 16
vvsra $r14, $r16, $r13, 4
setbw 16, 16
vrsl $r14, $r14, $r15, 4
vrsu $r14, $r14, $r12, 4
sldi $r0, 40632
st $r0, $r14, 8
sldi $r0, 23168
ld $r17, $r0, 28
sldi $r9, 396
sldi $r0, 23232
ld $r9, $r0, 28
sldi $r7, 424
sldi $r0, 23296
ld $r7, $r0, 28
sldi $r6, 452
sldi $r0, 24192
ld $r6, $r0, 28
sldi $r5, 480
sldi $r0, 24256
ld $r5, $r0, 28
sldi $r4, 508
sldi $r0, 24320
ld $r4, $r0, 28
sldi $r3, 536
sldi $r0, 25216
ld $r3, $r0, 28
sldi $r2, 564
sldi $r0, 25280
ld $r2, $r0, 28
sldi $r26, 592
sldi $r0, 25344
ld $r26, $r0, 28
sldi $r0, 23196
ld $r8, $r0, 28
sldi $r28, 652
sldi $r0, 23260
ld $r28, $r0, 28
sldi $r22, 680
sldi $r0, 23324
ld $r22, $r0, 28
sldi $r21, 708
sldi $r0, 24220
ld $r21, $r0, 28
sldi $r27, 736
sldi $r0, 24284
ld $r27, $r0, 28
sldi $r29, 764
sldi $r0, 24348
ld $r29, $r0, 28
sldi $r24, 792
sldi $r0, 25244
ld $r24, $r0, 28
sldi $r25, 820
sldi $r0, 25308
ld $r25, $r0, 28
sldi $r30, 848
sldi $r0, 25372
ld $r30, $r0, 28
sldi $r0, 23224
ld $r23, $r0, 8
sldi $r20, 888
sldi $r0, 23288
ld $r20, $r0, 8
sldi $r19, 896
sldi $r0, 23352
ld $r19, $r0, 8
sldi $r11, 904
sldi $r0, 24248
ld $r11, $r0, 8
sldi $r18, 912
sldi $r0, 24312
ld $r18, $r0, 8
sldi $r10, 920
sldi $r0, 24376
ld $r10, $r0, 8
sldi $r16, 928
sldi $r0, 25272
ld $r16, $r0, 8
sldi $r13, 936
sldi $r0, 25336
ld $r13, $r0, 8
sldi $r15, 944
sldi $r0, 25400
ld $r15, $r0, 8
setbw 16, 64
sldi $r12, 952
mvmul $r12, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r14, 1064
mvmul $r14, $r8, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r9, 1176
mvmul $r9, $r23, 16, 0, 3
setbw 64, 64
sldi $r7, 0
vvadd $r12, $r12, $r7, 14
setbw 64, 16
sldi $r6, 1208
sldi $r5, 112
vvsra $r6, $r12, $r5, 14
setbw 16, 16
vrsl $r6, $r6, $r7, 14
sldi $r4, 24576
vrsu $r6, $r6, $r4, 14
sldi $r0, 40640
st $r0, $r6, 28
setbw 64, 64
sldi $r3, 224
vvadd $r14, $r14, $r3, 14
setbw 64, 16
vvsra $r6, $r14, $r5, 14
setbw 16, 16
vrsl $r6, $r6, $r7, 14
vrsu $r6, $r6, $r4, 14
sldi $r0, 40668
st $r0, $r6, 28
setbw 64, 64
sldi $r2, 336
vvadd $r9, $r9, $r2, 4
setbw 64, 16
vvsra $r6, $r9, $r5, 4
setbw 16, 16
vrsl $r6, $r6, $r7, 4
vrsu $r6, $r6, $r4, 4
sldi $r0, 40696
st $r0, $r6, 8
sldi $r0, 23232
ld $r17, $r0, 28
sldi $r26, 396
sldi $r0, 23296
ld $r26, $r0, 28
sldi $r28, 424
sldi $r0, 23360
ld $r28, $r0, 28
sldi $r22, 452
sldi $r0, 24256
ld $r22, $r0, 28
sldi $r21, 480
sldi $r0, 24320
ld $r21, $r0, 28
sldi $r27, 508
sldi $r0, 24384
ld $r27, $r0, 28
sldi $r29, 536
sldi $r0, 25280
ld $r29, $r0, 28
sldi $r24, 564
sldi $r0, 25344
ld $r24, $r0, 28
sldi $r25, 592
sldi $r0, 25408
ld $r25, $r0, 28
sldi $r0, 23260
ld $r8, $r0, 28
sldi $r30, 652
sldi $r0, 23324
ld $r30, $r0, 28
sldi $r20, 680
sldi $r0, 23388
ld $r20, $r0, 28
sldi $r19, 708
sldi $r0, 24284
ld $r19, $r0, 28
sldi $r11, 736
sldi $r0, 24348
ld $r11, $r0, 28
sldi $r18, 764
sldi $r0, 24412
ld $r18, $r0, 28
sldi $r10, 792
sldi $r0, 25308
ld $r10, $r0, 28
sldi $r16, 820
sldi $r0, 25372
ld $r16, $r0, 28
sldi $r13, 848
sldi $r0, 25436
ld $r13, $r0, 28
sldi $r0, 23288
ld $r23, $r0, 8
sldi $r15, 888
sldi $r0, 23352
ld $r15, $r0, 8
sldi $r12, 896
sldi $r0, 23416
ld $r12, $r0, 8
sldi $r3, 904
sldi $r0, 24312
ld $r3, $r0, 8
sldi $r14, 912
sldi $r0, 24376
ld $r14, $r0, 8
sldi $r2, 920
sldi $r0, 24440
ld $r2, $r0, 8
sldi $r9, 928
sldi $r0, 25336
ld $r9, $r0, 8
sldi $r5, 936
sldi $r0, 25400
ld $r5, $r0, 8
sldi $r7, 944
sldi $r0, 25464
ld $r7, $r0, 8
setbw 16, 64
sldi $r4, 952
mvmul $r4, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r6, 1064
mvmul $r6, $r8, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r26, 1176
mvmul $r26, $r23, 16, 0, 3
setbw 64, 64
sldi $r28, 0
vvadd $r4, $r4, $r28, 14
setbw 64, 16
sldi $r22, 1208
sldi $r21, 112
vvsra $r22, $r4, $r21, 14
setbw 16, 16
vrsl $r22, $r22, $r28, 14
sldi $r27, 24576
vrsu $r22, $r22, $r27, 14
sldi $r0, 40704
st $r0, $r22, 28
setbw 64, 64
sldi $r29, 224
vvadd $r6, $r6, $r29, 14
setbw 64, 16
vvsra $r22, $r6, $r21, 14
setbw 16, 16
vrsl $r22, $r22, $r28, 14
vrsu $r22, $r22, $r27, 14
sldi $r0, 40732
st $r0, $r22, 28
setbw 64, 64
sldi $r24, 336
vvadd $r26, $r26, $r24, 4
setbw 64, 16
vvsra $r22, $r26, $r21, 4
setbw 16, 16
vrsl $r22, $r22, $r28, 4
vrsu $r22, $r22, $r27, 4
sldi $r0, 40760
st $r0, $r22, 8
sldi $r0, 23296
ld $r17, $r0, 28
sldi $r25, 396
sldi $r0, 23360
ld $r25, $r0, 28
sldi $r30, 424
sldi $r0, 23424
ld $r30, $r0, 28
sldi $r20, 452
sldi $r0, 24320
ld $r20, $r0, 28
sldi $r19, 480
sldi $r0, 24384
ld $r19, $r0, 28
sldi $r11, 508
sldi $r0, 24448
ld $r11, $r0, 28
sldi $r18, 536
sldi $r0, 25344
ld $r18, $r0, 28
sldi $r10, 564
sldi $r0, 25408
ld $r10, $r0, 28
sldi $r16, 592
sldi $r0, 25472
ld $r16, $r0, 28
sldi $r0, 23324
ld $r8, $r0, 28
sldi $r13, 652
sldi $r0, 23388
ld $r13, $r0, 28
sldi $r15, 680
sldi $r0, 23452
ld $r15, $r0, 28
sldi $r12, 708
sldi $r0, 24348
ld $r12, $r0, 28
sldi $r3, 736
sldi $r0, 24412
ld $r3, $r0, 28
sldi $r14, 764
sldi $r0, 24476
ld $r14, $r0, 28
sldi $r2, 792
sldi $r0, 25372
ld $r2, $r0, 28
sldi $r9, 820
sldi $r0, 25436
ld $r9, $r0, 28
sldi $r5, 848
sldi $r0, 25500
ld $r5, $r0, 28
sldi $r0, 23352
ld $r23, $r0, 8
sldi $r7, 888
sldi $r0, 23416
ld $r7, $r0, 8
sldi $r4, 896
sldi $r0, 23480
ld $r4, $r0, 8
sldi $r29, 904
sldi $r0, 24376
ld $r29, $r0, 8
sldi $r6, 912
sldi $r0, 24440
ld $r6, $r0, 8
sldi $r24, 920
sldi $r0, 24504
ld $r24, $r0, 8
sldi $r26, 928
sldi $r0, 25400
ld $r26, $r0, 8
sldi $r21, 936
sldi $r0, 25464
ld $r21, $r0, 8
sldi $r28, 944
sldi $r0, 25528
ld $r28, $r0, 8
setbw 16, 64
sldi $r27, 952
mvmul $r27, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r22, 1064
mvmul $r22, $r8, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r25, 1176
mvmul $r25, $r23, 16, 0, 3
setbw 64, 64
sldi $r30, 0
vvadd $r27, $r27, $r30, 14
setbw 64, 16
sldi $r20, 1208
sldi $r19, 112
vvsra $r20, $r27, $r19, 14
setbw 16, 16
vrsl $r20, $r20, $r30, 14
sldi $r11, 24576
vrsu $r20, $r20, $r11, 14
sldi $r0, 40768
st $r0, $r20, 28
setbw 64, 64
sldi $r18, 224
vvadd $r22, $r22, $r18, 14
setbw 64, 16
vvsra $r20, $r22, $r19, 14
setbw 16, 16
vrsl $r20, $r20, $r30, 14
vrsu $r20, $r20, $r11, 14
sldi $r0, 40796
st $r0, $r20, 28
setbw 64, 64
sldi $r10, 336
vvadd $r25, $r25, $r10, 4
setbw 64, 16
vvsra $r20, $r25, $r19, 4
setbw 16, 16
vrsl $r20, $r20, $r30, 4
vrsu $r20, $r20, $r11, 4
sldi $r0, 40824
st $r0, $r20, 8
sync 0, 0
wait 1, 1
sldi $r0, 53376
ld $r30, $r0, 32
sldi $r16, 64
sldi $r0, 126408
ld $r16, $r0, 32
sldi $r13, 32
vvsra $r13, $r30, $r16, 16
sldi $r0, 61568
st $r0, $r13, 32
sync 0, 0
wait 1, 1
sldi $r0, 12416
ld $r30, $r0, 32
sldi $r0, 61568
ld $r13, $r0, 32
vvadd $r16, $r30, $r13, 16
sldi $r0, 69760
st $r0, $r16, 32
sync 0, 0
