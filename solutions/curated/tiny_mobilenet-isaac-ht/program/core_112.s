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
sldi $r0, 12800
ld $r28, $r0, 512
setbw 16, 64
sldi $r27, 1056
sldi $r26, 608
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
sldi $r0, 27840
st $r0, $r25, 64
setbw 16, 64
sldi $r23, 640
mvmul $r27, $r23, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 27904
st $r0, $r25, 64
setbw 16, 64
sldi $r22, 672
mvmul $r27, $r22, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 27968
st $r0, $r25, 64
setbw 16, 64
sldi $r21, 704
mvmul $r27, $r21, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 28032
st $r0, $r25, 64
setbw 16, 64
sldi $r20, 736
mvmul $r27, $r20, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 28096
st $r0, $r25, 64
sync 0, 0
wait 1, 1
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r19, 112
sldi $r0, 125848
ld $r19, $r0, 112
sldi $r18, 224
sldi $r0, 126072
ld $r18, $r0, 112
sldi $r17, 336
sldi $r0, 126184
ld $r17, $r0, 32
sldi $r16, 368
sldi $r0, 24128
ld $r16, $r0, 28
sldi $r15, 396
sldi $r0, 24192
ld $r15, $r0, 28
sldi $r14, 424
sldi $r0, 24256
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 25152
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 25216
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 25280
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 26176
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 26240
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 26304
ld $r8, $r0, 28
sldi $r7, 624
sldi $r0, 24156
ld $r7, $r0, 28
sldi $r6, 652
sldi $r0, 24220
ld $r6, $r0, 28
sldi $r5, 680
sldi $r0, 24284
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 25180
ld $r4, $r0, 28
sldi $r0, 25244
ld $r20, $r0, 28
sldi $r3, 764
sldi $r0, 25308
ld $r3, $r0, 28
sldi $r2, 792
sldi $r0, 26204
ld $r2, $r0, 28
sldi $r28, 820
sldi $r0, 26268
ld $r28, $r0, 28
sldi $r26, 848
sldi $r0, 26332
ld $r26, $r0, 28
sldi $r23, 880
sldi $r0, 24184
ld $r23, $r0, 8
sldi $r22, 888
sldi $r0, 24248
ld $r22, $r0, 8
sldi $r21, 896
sldi $r0, 24312
ld $r21, $r0, 8
sldi $r27, 904
sldi $r0, 25208
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 25272
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 25336
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 26232
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 26296
ld $r30, $r0, 8
sldi $r19, 944
sldi $r0, 26360
ld $r19, $r0, 8
setbw 16, 64
sldi $r18, 952
mvmul $r18, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r17, 1064
mvmul $r17, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r15, 1176
mvmul $r15, $r23, 16, 0, 3
setbw 64, 64
sldi $r14, 0
vvadd $r18, $r18, $r14, 14
setbw 64, 16
sldi $r13, 1208
sldi $r12, 112
vvsra $r13, $r18, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
sldi $r11, 24576
vrsu $r13, $r13, $r11, 14
sldi $r0, 41600
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r17, $r17, $r10, 14
setbw 64, 16
vvsra $r13, $r17, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 41628
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r15, $r15, $r9, 4
setbw 64, 16
vvsra $r13, $r15, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 41656
st $r0, $r13, 8
sldi $r0, 24192
ld $r16, $r0, 28
sldi $r8, 396
sldi $r0, 24256
ld $r8, $r0, 28
sldi $r6, 424
sldi $r0, 24320
ld $r6, $r0, 28
sldi $r5, 452
sldi $r0, 25216
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 25280
ld $r4, $r0, 28
sldi $r20, 508
sldi $r0, 25344
ld $r20, $r0, 28
sldi $r3, 536
sldi $r0, 26240
ld $r3, $r0, 28
sldi $r2, 564
sldi $r0, 26304
ld $r2, $r0, 28
sldi $r28, 592
sldi $r0, 26368
ld $r28, $r0, 28
sldi $r0, 24220
ld $r7, $r0, 28
sldi $r26, 652
sldi $r0, 24284
ld $r26, $r0, 28
sldi $r22, 680
sldi $r0, 24348
ld $r22, $r0, 28
sldi $r21, 708
sldi $r0, 25244
ld $r21, $r0, 28
sldi $r27, 736
sldi $r0, 25308
ld $r27, $r0, 28
sldi $r29, 764
sldi $r0, 25372
ld $r29, $r0, 28
sldi $r24, 792
sldi $r0, 26268
ld $r24, $r0, 28
sldi $r25, 820
sldi $r0, 26332
ld $r25, $r0, 28
sldi $r30, 848
sldi $r0, 26396
ld $r30, $r0, 28
sldi $r0, 24248
ld $r23, $r0, 8
sldi $r19, 888
sldi $r0, 24312
ld $r19, $r0, 8
sldi $r18, 896
sldi $r0, 24376
ld $r18, $r0, 8
sldi $r10, 904
sldi $r0, 25272
ld $r10, $r0, 8
sldi $r17, 912
sldi $r0, 25336
ld $r17, $r0, 8
sldi $r9, 920
sldi $r0, 25400
ld $r9, $r0, 8
sldi $r15, 928
sldi $r0, 26296
ld $r15, $r0, 8
sldi $r12, 936
sldi $r0, 26360
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 26424
ld $r14, $r0, 8
setbw 16, 64
sldi $r11, 952
mvmul $r11, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r13, 1064
mvmul $r13, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r8, 1176
mvmul $r8, $r23, 16, 0, 3
setbw 64, 64
sldi $r6, 0
vvadd $r11, $r11, $r6, 14
setbw 64, 16
sldi $r5, 1208
sldi $r4, 112
vvsra $r5, $r11, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
sldi $r20, 24576
vrsu $r5, $r5, $r20, 14
sldi $r0, 41664
st $r0, $r5, 28
setbw 64, 64
sldi $r3, 224
vvadd $r13, $r13, $r3, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
vrsu $r5, $r5, $r20, 14
sldi $r0, 41692
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 336
vvadd $r8, $r8, $r2, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r6, 4
vrsu $r5, $r5, $r20, 4
sldi $r0, 41720
st $r0, $r5, 8
sldi $r0, 24256
ld $r16, $r0, 28
sldi $r28, 396
sldi $r0, 24320
ld $r28, $r0, 28
sldi $r26, 424
sldi $r0, 24384
ld $r26, $r0, 28
sldi $r22, 452
sldi $r0, 25280
ld $r22, $r0, 28
sldi $r21, 480
sldi $r0, 25344
ld $r21, $r0, 28
sldi $r27, 508
sldi $r0, 25408
ld $r27, $r0, 28
sldi $r29, 536
sldi $r0, 26304
ld $r29, $r0, 28
sldi $r24, 564
sldi $r0, 26368
ld $r24, $r0, 28
sldi $r25, 592
sldi $r0, 26432
ld $r25, $r0, 28
sldi $r0, 24284
ld $r7, $r0, 28
sldi $r30, 652
sldi $r0, 24348
ld $r30, $r0, 28
sldi $r19, 680
sldi $r0, 24412
ld $r19, $r0, 28
sldi $r18, 708
sldi $r0, 25308
ld $r18, $r0, 28
sldi $r10, 736
sldi $r0, 25372
ld $r10, $r0, 28
sldi $r17, 764
sldi $r0, 25436
ld $r17, $r0, 28
sldi $r9, 792
sldi $r0, 26332
ld $r9, $r0, 28
sldi $r15, 820
sldi $r0, 26396
ld $r15, $r0, 28
sldi $r12, 848
sldi $r0, 26460
ld $r12, $r0, 28
sldi $r0, 24312
ld $r23, $r0, 8
sldi $r14, 888
sldi $r0, 24376
ld $r14, $r0, 8
sldi $r11, 896
sldi $r0, 24440
ld $r11, $r0, 8
sldi $r3, 904
sldi $r0, 25336
ld $r3, $r0, 8
sldi $r13, 912
sldi $r0, 25400
ld $r13, $r0, 8
sldi $r2, 920
sldi $r0, 25464
ld $r2, $r0, 8
sldi $r8, 928
sldi $r0, 26360
ld $r8, $r0, 8
sldi $r4, 936
sldi $r0, 26424
ld $r4, $r0, 8
sldi $r6, 944
sldi $r0, 26488
ld $r6, $r0, 8
setbw 16, 64
sldi $r20, 952
mvmul $r20, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r5, 1064
mvmul $r5, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r28, 1176
mvmul $r28, $r23, 16, 0, 3
setbw 64, 64
sldi $r26, 0
vvadd $r20, $r20, $r26, 14
setbw 64, 16
sldi $r22, 1208
sldi $r21, 112
vvsra $r22, $r20, $r21, 14
setbw 16, 16
vrsl $r22, $r22, $r26, 14
sldi $r27, 24576
vrsu $r22, $r22, $r27, 14
sldi $r0, 41728
st $r0, $r22, 28
setbw 64, 64
sldi $r29, 224
vvadd $r5, $r5, $r29, 14
setbw 64, 16
vvsra $r22, $r5, $r21, 14
setbw 16, 16
vrsl $r22, $r22, $r26, 14
vrsu $r22, $r22, $r27, 14
sldi $r0, 41756
st $r0, $r22, 28
setbw 64, 64
sldi $r24, 336
vvadd $r28, $r28, $r24, 4
setbw 64, 16
vvsra $r22, $r28, $r21, 4
setbw 16, 16
vrsl $r22, $r22, $r26, 4
vrsu $r22, $r22, $r27, 4
sldi $r0, 41784
st $r0, $r22, 8
sldi $r0, 24320
ld $r16, $r0, 28
sldi $r25, 396
sldi $r0, 24384
ld $r25, $r0, 28
sldi $r30, 424
sldi $r0, 24448
ld $r30, $r0, 28
sldi $r19, 452
sldi $r0, 25344
ld $r19, $r0, 28
sldi $r18, 480
sldi $r0, 25408
ld $r18, $r0, 28
sldi $r10, 508
sldi $r0, 25472
ld $r10, $r0, 28
sldi $r17, 536
sldi $r0, 26368
ld $r17, $r0, 28
sldi $r9, 564
sldi $r0, 26432
ld $r9, $r0, 28
sldi $r15, 592
sldi $r0, 26496
ld $r15, $r0, 28
sldi $r0, 24348
ld $r7, $r0, 28
sldi $r12, 652
sldi $r0, 24412
ld $r12, $r0, 28
sldi $r14, 680
sldi $r0, 24476
ld $r14, $r0, 28
sldi $r11, 708
sldi $r0, 25372
ld $r11, $r0, 28
sldi $r3, 736
sldi $r0, 25436
ld $r3, $r0, 28
sldi $r13, 764
sldi $r0, 25500
ld $r13, $r0, 28
sldi $r2, 792
sldi $r0, 26396
ld $r2, $r0, 28
sldi $r8, 820
sldi $r0, 26460
ld $r8, $r0, 28
sldi $r4, 848
sldi $r0, 26524
ld $r4, $r0, 28
sldi $r0, 24376
ld $r23, $r0, 8
sldi $r6, 888
sldi $r0, 24440
ld $r6, $r0, 8
sldi $r20, 896
sldi $r0, 24504
ld $r20, $r0, 8
sldi $r29, 904
sldi $r0, 25400
ld $r29, $r0, 8
sldi $r5, 912
sldi $r0, 25464
ld $r5, $r0, 8
sldi $r24, 920
sldi $r0, 25528
ld $r24, $r0, 8
sldi $r28, 928
sldi $r0, 26424
ld $r28, $r0, 8
sldi $r21, 936
sldi $r0, 26488
ld $r21, $r0, 8
sldi $r26, 944
sldi $r0, 26552
ld $r26, $r0, 8
setbw 16, 64
sldi $r27, 952
mvmul $r27, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r22, 1064
mvmul $r22, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r25, 1176
mvmul $r25, $r23, 16, 0, 3
setbw 64, 64
sldi $r30, 0
vvadd $r27, $r27, $r30, 14
setbw 64, 16
sldi $r19, 1208
sldi $r18, 112
vvsra $r19, $r27, $r18, 14
setbw 16, 16
vrsl $r19, $r19, $r30, 14
sldi $r10, 24576
vrsu $r19, $r19, $r10, 14
sldi $r0, 41792
st $r0, $r19, 28
setbw 64, 64
sldi $r17, 224
vvadd $r22, $r22, $r17, 14
setbw 64, 16
vvsra $r19, $r22, $r18, 14
setbw 16, 16
vrsl $r19, $r19, $r30, 14
vrsu $r19, $r19, $r10, 14
sldi $r0, 41820
st $r0, $r19, 28
setbw 64, 64
sldi $r9, 336
vvadd $r25, $r25, $r9, 4
setbw 64, 16
vvsra $r19, $r25, $r18, 4
setbw 16, 16
vrsl $r19, $r19, $r30, 4
vrsu $r19, $r19, $r10, 4
sldi $r0, 41848
st $r0, $r19, 8
sync 0, 0
wait 1, 1
sldi $r0, 53504
ld $r30, $r0, 32
sldi $r15, 64
sldi $r0, 126408
ld $r15, $r0, 32
sldi $r12, 32
vvsra $r12, $r30, $r15, 16
sldi $r0, 61696
st $r0, $r12, 32
sync 0, 0
wait 1, 1
sldi $r0, 12544
ld $r30, $r0, 32
sldi $r0, 61696
ld $r12, $r0, 32
vvadd $r15, $r30, $r12, 16
sldi $r0, 69888
st $r0, $r15, 32
sync 0, 0
