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
sldi $r0, 17984
ld $r26, $r0, 28
sldi $r25, 396
sldi $r0, 18048
ld $r25, $r0, 28
sldi $r24, 424
sldi $r0, 18112
ld $r24, $r0, 28
sldi $r23, 452
sldi $r0, 19008
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 19072
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 19136
ld $r21, $r0, 28
sldi $r20, 536
sldi $r0, 20032
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 20096
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 20160
ld $r18, $r0, 28
sldi $r17, 624
sldi $r0, 18012
ld $r17, $r0, 28
sldi $r16, 652
sldi $r0, 18076
ld $r16, $r0, 28
sldi $r15, 680
sldi $r0, 18140
ld $r15, $r0, 28
sldi $r14, 708
sldi $r0, 19036
ld $r14, $r0, 28
sldi $r13, 736
sldi $r0, 19100
ld $r13, $r0, 28
sldi $r12, 764
sldi $r0, 19164
ld $r12, $r0, 28
sldi $r11, 792
sldi $r0, 20060
ld $r11, $r0, 28
sldi $r10, 820
sldi $r0, 20124
ld $r10, $r0, 28
sldi $r9, 848
sldi $r0, 20188
ld $r9, $r0, 28
sldi $r8, 880
sldi $r0, 18040
ld $r8, $r0, 8
sldi $r7, 888
sldi $r0, 18104
ld $r7, $r0, 8
sldi $r6, 896
sldi $r0, 18168
ld $r6, $r0, 8
sldi $r5, 904
sldi $r0, 19064
ld $r5, $r0, 8
sldi $r4, 912
sldi $r0, 19128
ld $r4, $r0, 8
sldi $r3, 920
sldi $r0, 19192
ld $r3, $r0, 8
sldi $r2, 928
sldi $r0, 20088
ld $r2, $r0, 8
sldi $r30, 936
sldi $r0, 20152
ld $r30, $r0, 8
sldi $r29, 944
sldi $r0, 20216
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
sldi $r0, 35456
st $r0, $r23, 28
setbw 64, 64
sldi $r20, 224
vvadd $r27, $r27, $r20, 14
setbw 64, 16
vvsra $r23, $r27, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
vrsu $r23, $r23, $r21, 14
sldi $r0, 35484
st $r0, $r23, 28
setbw 64, 64
sldi $r19, 336
vvadd $r25, $r25, $r19, 4
setbw 64, 16
vvsra $r23, $r25, $r22, 4
setbw 16, 16
vrsl $r23, $r23, $r24, 4
vrsu $r23, $r23, $r21, 4
sldi $r0, 35512
st $r0, $r23, 8
sldi $r0, 18048
ld $r26, $r0, 28
sldi $r18, 396
sldi $r0, 18112
ld $r18, $r0, 28
sldi $r16, 424
sldi $r0, 18176
ld $r16, $r0, 28
sldi $r15, 452
sldi $r0, 19072
ld $r15, $r0, 28
sldi $r14, 480
sldi $r0, 19136
ld $r14, $r0, 28
sldi $r13, 508
sldi $r0, 19200
ld $r13, $r0, 28
sldi $r12, 536
sldi $r0, 20096
ld $r12, $r0, 28
sldi $r11, 564
sldi $r0, 20160
ld $r11, $r0, 28
sldi $r10, 592
sldi $r0, 20224
ld $r10, $r0, 28
sldi $r0, 18076
ld $r17, $r0, 28
sldi $r9, 652
sldi $r0, 18140
ld $r9, $r0, 28
sldi $r7, 680
sldi $r0, 18204
ld $r7, $r0, 28
sldi $r6, 708
sldi $r0, 19100
ld $r6, $r0, 28
sldi $r5, 736
sldi $r0, 19164
ld $r5, $r0, 28
sldi $r4, 764
sldi $r0, 19228
ld $r4, $r0, 28
sldi $r3, 792
sldi $r0, 20124
ld $r3, $r0, 28
sldi $r2, 820
sldi $r0, 20188
ld $r2, $r0, 28
sldi $r30, 848
sldi $r0, 20252
ld $r30, $r0, 28
sldi $r0, 18104
ld $r8, $r0, 8
sldi $r29, 888
sldi $r0, 18168
ld $r29, $r0, 8
sldi $r28, 896
sldi $r0, 18232
ld $r28, $r0, 8
sldi $r20, 904
sldi $r0, 19128
ld $r20, $r0, 8
sldi $r27, 912
sldi $r0, 19192
ld $r27, $r0, 8
sldi $r19, 920
sldi $r0, 19256
ld $r19, $r0, 8
sldi $r25, 928
sldi $r0, 20152
ld $r25, $r0, 8
sldi $r22, 936
sldi $r0, 20216
ld $r22, $r0, 8
sldi $r24, 944
sldi $r0, 20280
ld $r24, $r0, 8
setbw 16, 64
sldi $r21, 952
mvmul $r21, $r26, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r23, 1064
mvmul $r23, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r18, 1176
mvmul $r18, $r8, 16, 0, 2
setbw 64, 64
sldi $r16, 0
vvadd $r21, $r21, $r16, 14
setbw 64, 16
sldi $r15, 1208
sldi $r14, 112
vvsra $r15, $r21, $r14, 14
setbw 16, 16
vrsl $r15, $r15, $r16, 14
sldi $r13, 24576
vrsu $r15, $r15, $r13, 14
sldi $r0, 35520
st $r0, $r15, 28
setbw 64, 64
sldi $r12, 224
vvadd $r23, $r23, $r12, 14
setbw 64, 16
vvsra $r15, $r23, $r14, 14
setbw 16, 16
vrsl $r15, $r15, $r16, 14
vrsu $r15, $r15, $r13, 14
sldi $r0, 35548
st $r0, $r15, 28
setbw 64, 64
sldi $r11, 336
vvadd $r18, $r18, $r11, 4
setbw 64, 16
vvsra $r15, $r18, $r14, 4
setbw 16, 16
vrsl $r15, $r15, $r16, 4
vrsu $r15, $r15, $r13, 4
sldi $r0, 35576
st $r0, $r15, 8
sldi $r0, 18112
ld $r26, $r0, 28
sldi $r10, 396
sldi $r0, 18176
ld $r10, $r0, 28
sldi $r9, 424
sldi $r0, 18240
ld $r9, $r0, 28
sldi $r7, 452
sldi $r0, 19136
ld $r7, $r0, 28
sldi $r6, 480
sldi $r0, 19200
ld $r6, $r0, 28
sldi $r5, 508
sldi $r0, 19264
ld $r5, $r0, 28
sldi $r4, 536
sldi $r0, 20160
ld $r4, $r0, 28
sldi $r3, 564
sldi $r0, 20224
ld $r3, $r0, 28
sldi $r2, 592
sldi $r0, 20288
ld $r2, $r0, 28
sldi $r0, 18140
ld $r17, $r0, 28
sldi $r30, 652
sldi $r0, 18204
ld $r30, $r0, 28
sldi $r29, 680
sldi $r0, 18268
ld $r29, $r0, 28
sldi $r28, 708
sldi $r0, 19164
ld $r28, $r0, 28
sldi $r20, 736
sldi $r0, 19228
ld $r20, $r0, 28
sldi $r27, 764
sldi $r0, 19292
ld $r27, $r0, 28
sldi $r19, 792
sldi $r0, 20188
ld $r19, $r0, 28
sldi $r25, 820
sldi $r0, 20252
ld $r25, $r0, 28
sldi $r22, 848
sldi $r0, 20316
ld $r22, $r0, 28
sldi $r0, 18168
ld $r8, $r0, 8
sldi $r24, 888
sldi $r0, 18232
ld $r24, $r0, 8
sldi $r21, 896
sldi $r0, 18296
ld $r21, $r0, 8
sldi $r12, 904
sldi $r0, 19192
ld $r12, $r0, 8
sldi $r23, 912
sldi $r0, 19256
ld $r23, $r0, 8
sldi $r11, 920
sldi $r0, 19320
ld $r11, $r0, 8
sldi $r18, 928
sldi $r0, 20216
ld $r18, $r0, 8
sldi $r14, 936
sldi $r0, 20280
ld $r14, $r0, 8
sldi $r16, 944
sldi $r0, 20344
ld $r16, $r0, 8
setbw 16, 64
sldi $r13, 952
mvmul $r13, $r26, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r15, 1064
mvmul $r15, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r10, 1176
mvmul $r10, $r8, 16, 0, 2
setbw 64, 64
sldi $r9, 0
vvadd $r13, $r13, $r9, 14
setbw 64, 16
sldi $r7, 1208
sldi $r6, 112
vvsra $r7, $r13, $r6, 14
setbw 16, 16
vrsl $r7, $r7, $r9, 14
sldi $r5, 24576
vrsu $r7, $r7, $r5, 14
sldi $r0, 35584
st $r0, $r7, 28
setbw 64, 64
sldi $r4, 224
vvadd $r15, $r15, $r4, 14
setbw 64, 16
vvsra $r7, $r15, $r6, 14
setbw 16, 16
vrsl $r7, $r7, $r9, 14
vrsu $r7, $r7, $r5, 14
sldi $r0, 35612
st $r0, $r7, 28
setbw 64, 64
sldi $r3, 336
vvadd $r10, $r10, $r3, 4
setbw 64, 16
vvsra $r7, $r10, $r6, 4
setbw 16, 16
vrsl $r7, $r7, $r9, 4
vrsu $r7, $r7, $r5, 4
sldi $r0, 35640
st $r0, $r7, 8
sldi $r0, 18176
ld $r26, $r0, 28
sldi $r2, 396
sldi $r0, 18240
ld $r2, $r0, 28
sldi $r30, 424
sldi $r0, 18304
ld $r30, $r0, 28
sldi $r29, 452
sldi $r0, 19200
ld $r29, $r0, 28
sldi $r28, 480
sldi $r0, 19264
ld $r28, $r0, 28
sldi $r20, 508
sldi $r0, 19328
ld $r20, $r0, 28
sldi $r27, 536
sldi $r0, 20224
ld $r27, $r0, 28
sldi $r19, 564
sldi $r0, 20288
ld $r19, $r0, 28
sldi $r25, 592
sldi $r0, 20352
ld $r25, $r0, 28
sldi $r0, 18204
ld $r17, $r0, 28
sldi $r22, 652
sldi $r0, 18268
ld $r22, $r0, 28
sldi $r24, 680
sldi $r0, 18332
ld $r24, $r0, 28
sldi $r21, 708
sldi $r0, 19228
ld $r21, $r0, 28
sldi $r12, 736
sldi $r0, 19292
ld $r12, $r0, 28
sldi $r23, 764
sldi $r0, 19356
ld $r23, $r0, 28
sldi $r11, 792
sldi $r0, 20252
ld $r11, $r0, 28
sldi $r18, 820
sldi $r0, 20316
ld $r18, $r0, 28
sldi $r14, 848
sldi $r0, 20380
ld $r14, $r0, 28
sldi $r0, 18232
ld $r8, $r0, 8
sldi $r16, 888
sldi $r0, 18296
ld $r16, $r0, 8
sldi $r13, 896
sldi $r0, 18360
ld $r13, $r0, 8
sldi $r4, 904
sldi $r0, 19256
ld $r4, $r0, 8
sldi $r15, 912
sldi $r0, 19320
ld $r15, $r0, 8
sldi $r3, 920
sldi $r0, 19384
ld $r3, $r0, 8
sldi $r10, 928
sldi $r0, 20280
ld $r10, $r0, 8
sldi $r6, 936
sldi $r0, 20344
ld $r6, $r0, 8
sldi $r9, 944
sldi $r0, 20408
ld $r9, $r0, 8
setbw 16, 64
sldi $r5, 952
mvmul $r5, $r26, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r7, 1064
mvmul $r7, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r2, 1176
mvmul $r2, $r8, 16, 0, 2
setbw 64, 64
sldi $r30, 0
vvadd $r5, $r5, $r30, 14
setbw 64, 16
sldi $r29, 1208
sldi $r28, 112
vvsra $r29, $r5, $r28, 14
setbw 16, 16
vrsl $r29, $r29, $r30, 14
sldi $r20, 24576
vrsu $r29, $r29, $r20, 14
sldi $r0, 35648
st $r0, $r29, 28
setbw 64, 64
sldi $r27, 224
vvadd $r7, $r7, $r27, 14
setbw 64, 16
vvsra $r29, $r7, $r28, 14
setbw 16, 16
vrsl $r29, $r29, $r30, 14
vrsu $r29, $r29, $r20, 14
sldi $r0, 35676
st $r0, $r29, 28
setbw 64, 64
sldi $r19, 336
vvadd $r2, $r2, $r19, 4
setbw 64, 16
vvsra $r29, $r2, $r28, 4
setbw 16, 16
vrsl $r29, $r29, $r30, 4
vrsu $r29, $r29, $r20, 4
sldi $r0, 35704
st $r0, $r29, 8
sync 0, 0
wait 1, 1
sldi $r0, 50816
ld $r30, $r0, 64
sldi $r25, 128
sldi $r0, 126344
ld $r25, $r0, 64
sldi $r22, 64
vvsra $r22, $r30, $r25, 32
sldi $r0, 59008
st $r0, $r22, 64
sync 0, 0
wait 1, 1
sldi $r0, 9856
ld $r30, $r0, 64
sldi $r0, 59008
ld $r22, $r0, 64
vvadd $r25, $r30, $r22, 32
sldi $r0, 67200
st $r0, $r25, 64
sync 0, 0
wait 1, 1
sldi $r0, 128488
ld $r30, $r0, 192
sldi $r24, 192
sldi $r0, 126952
ld $r24, $r0, 192
sldi $r21, 384
lldi $r21, 0, 768
sldi $r0, 105216
ld $r21, $r0, 768
setbw 16, 64
sldi $r12, 1248
mvmul $r12, $r21, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
sldi $r23, 1440
vvsra $r23, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109440
st $r0, $r23, 48
setbw 16, 64
sldi $r11, 480
mvmul $r12, $r11, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r23, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109488
st $r0, $r23, 48
setbw 16, 64
sldi $r18, 576
mvmul $r12, $r18, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r23, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109536
st $r0, $r23, 48
setbw 16, 64
sldi $r14, 672
mvmul $r12, $r14, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r23, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109584
st $r0, $r23, 48
setbw 16, 64
sldi $r16, 768
mvmul $r12, $r16, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r23, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109632
st $r0, $r23, 48
sync 0, 0
wait 1, 1
sldi $r0, 110304
ld $r30, $r0, 48
sldi $r13, 96
sldi $r0, 128680
ld $r13, $r0, 48
sldi $r4, 48
vvsra $r4, $r30, $r13, 24
sldi $r0, 113376
st $r0, $r4, 48
sync 0, 0
wait 1, 1
sldi $r0, 94944
ld $r30, $r0, 48
sldi $r0, 113376
ld $r4, $r0, 48
vvadd $r13, $r30, $r4, 24
sldi $r0, 116448
st $r0, $r13, 48
sync 0, 0
