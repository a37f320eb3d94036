# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
sldi $r0, 3738
ld $r28, $r0, 18
sldi $r27, 274
sldi $r0, 3930
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 4122
ld $r26, $r0, 18
setbw 16, 64
sldi $r25, 312
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
sldi $r24, 440
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
sldi $r23, 24576
vrsu $r24, $r24, $r23, 16
sldi $r0, 11520
st $r0, $r24, 32
sldi $r0, 3750
ld $r28, $r0, 18
sldi $r0, 3942
ld $r27, $r0, 18
sldi $r0, 4134
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 11552
st $r0, $r24, 32
sldi $r0, 3762
ld $r28, $r0, 18
sldi $r0, 3954
ld $r27, $r0, 18
sldi $r0, 4146
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 11584
st $r0, $r24, 32
sldi $r0, 3774
ld $r28, $r0, 18
sldi $r0, 3966
ld $r27, $r0, 18
sldi $r0, 4158
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 11616
st $r0, $r24, 32
sldi $r0, 3786
ld $r28, $r0, 18
sldi $r0, 3978
ld $r27, $r0, 18
sldi $r0, 4170
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 11648
st $r0, $r24, 32
sldi $r0, 3798
ld $r28, $r0, 18
sldi $r0, 3990
ld $r27, $r0, 18
sldi $r0, 4182
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 11680
st $r0, $r24, 32
sldi $r0, 3810
ld $r28, $r0, 18
sldi $r0, 4002
ld $r27, $r0, 18
sldi $r0, 4194
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 11712
st $r0, $r24, 32
sldi $r0, 3822
ld $r28, $r0, 18
sldi $r0, 4014
ld $r27, $r0, 18
sldi $r0, 4206
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 11744
st $r0, $r24, 32
sync 0, 0
wait 1, 1
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r22, 112
sldi $r0, 125848
ld $r22, $r0, 112
sldi $r21, 224
sldi $r0, 126072
ld $r21, $r0, 112
sldi $r20, 336
sldi $r0, 126184
ld $r20, $r0, 32
sldi $r19, 368
sldi $r0, 28224
ld $r19, $r0, 28
sldi $r18, 396
sldi $r0, 28288
ld $r18, $r0, 28
sldi $r17, 424
sldi $r0, 28352
ld $r17, $r0, 28
sldi $r16, 452
sldi $r0, 29248
ld $r16, $r0, 28
sldi $r15, 480
sldi $r0, 29312
ld $r15, $r0, 28
sldi $r14, 508
sldi $r0, 29376
ld $r14, $r0, 28
sldi $r13, 536
sldi $r0, 30272
ld $r13, $r0, 28
sldi $r12, 564
sldi $r0, 30336
ld $r12, $r0, 28
sldi $r11, 592
sldi $r0, 30400
ld $r11, $r0, 28
sldi $r10, 624
sldi $r0, 28252
ld $r10, $r0, 28
sldi $r9, 652
sldi $r0, 28316
ld $r9, $r0, 28
sldi $r8, 680
sldi $r0, 28380
ld $r8, $r0, 28
sldi $r7, 708
sldi $r0, 29276
ld $r7, $r0, 28
sldi $r6, 736
sldi $r0, 29340
ld $r6, $r0, 28
sldi $r5, 764
sldi $r0, 29404
ld $r5, $r0, 28
sldi $r4, 792
sldi $r0, 30300
ld $r4, $r0, 28
sldi $r3, 820
sldi $r0, 30364
ld $r3, $r0, 28
sldi $r2, 848
sldi $r0, 30428
ld $r2, $r0, 28
sldi $r27, 880
sldi $r0, 28280
ld $r27, $r0, 8
sldi $r26, 888
sldi $r0, 28344
ld $r26, $r0, 8
sldi $r28, 896
sldi $r0, 28408
ld $r28, $r0, 8
sldi $r25, 904
sldi $r0, 29304
ld $r25, $r0, 8
sldi $r29, 912
sldi $r0, 29368
ld $r29, $r0, 8
sldi $r23, 920
sldi $r0, 29432
ld $r23, $r0, 8
sldi $r24, 928
sldi $r0, 30328
ld $r24, $r0, 8
sldi $r30, 936
sldi $r0, 30392
ld $r30, $r0, 8
sldi $r22, 944
sldi $r0, 30456
ld $r22, $r0, 8
setbw 16, 64
sldi $r21, 952
mvmul $r21, $r19, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r20, 1064
mvmul $r20, $r10, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r18, 1176
mvmul $r18, $r27, 16, 0, 3
setbw 64, 64
sldi $r17, 0
vvadd $r21, $r21, $r17, 14
setbw 64, 16
sldi $r16, 1208
sldi $r15, 112
vvsra $r16, $r21, $r15, 14
setbw 16, 16
vrsl $r16, $r16, $r17, 14
sldi $r14, 24576
vrsu $r16, $r16, $r14, 14
sldi $r0, 45696
st $r0, $r16, 28
setbw 64, 64
sldi $r13, 224
vvadd $r20, $r20, $r13, 14
setbw 64, 16
vvsra $r16, $r20, $r15, 14
setbw 16, 16
vrsl $r16, $r16, $r17, 14
vrsu $r16, $r16, $r14, 14
sldi $r0, 45724
st $r0, $r16, 28
setbw 64, 64
sldi $r12, 336
vvadd $r18, $r18, $r12, 4
setbw 64, 16
vvsra $r16, $r18, $r15, 4
setbw 16, 16
vrsl $r16, $r16, $r17, 4
vrsu $r16, $r16, $r14, 4
sldi $r0, 45752
st $r0, $r16, 8
sldi $r0, 28288
ld $r19, $r0, 28
sldi $r11, 396
sldi $r0, 28352
ld $r11, $r0, 28
sldi $r9, 424
sldi $r0, 28416
ld $r9, $r0, 28
sldi $r8, 452
sldi $r0, 29312
ld $r8, $r0, 28
sldi $r7, 480
sldi $r0, 29376
ld $r7, $r0, 28
sldi $r6, 508
sldi $r0, 29440
ld $r6, $r0, 28
sldi $r5, 536
sldi $r0, 30336
ld $r5, $r0, 28
sldi $r4, 564
sldi $r0, 30400
ld $r4, $r0, 28
sldi $r3, 592
sldi $r0, 30464
ld $r3, $r0, 28
sldi $r0, 28316
ld $r10, $r0, 28
sldi $r2, 652
sldi $r0, 28380
ld $r2, $r0, 28
sldi $r26, 680
sldi $r0, 28444
ld $r26, $r0, 28
sldi $r28, 708
sldi $r0, 29340
ld $r28, $r0, 28
sldi $r25, 736
sldi $r0, 29404
ld $r25, $r0, 28
sldi $r29, 764
sldi $r0, 29468
ld $r29, $r0, 28
sldi $r23, 792
sldi $r0, 30364
ld $r23, $r0, 28
sldi $r24, 820
sldi $r0, 30428
ld $r24, $r0, 28
sldi $r30, 848
sldi $r0, 30492
ld $r30, $r0, 28
sldi $r0, 28344
ld $r27, $r0, 8
sldi $r22, 888
sldi $r0, 28408
ld $r22, $r0, 8
sldi $r21, 896
sldi $r0, 28472
ld $r21, $r0, 8
sldi $r13, 904
sldi $r0, 29368
ld $r13, $r0, 8
sldi $r20, 912
sldi $r0, 29432
ld $r20, $r0, 8
sldi $r12, 920
sldi $r0, 29496
ld $r12, $r0, 8
sldi $r18, 928
sldi $r0, 30392
ld $r18, $r0, 8
sldi $r15, 936
sldi $r0, 30456
ld $r15, $r0, 8
sldi $r17, 944
sldi $r0, 30520
ld $r17, $r0, 8
setbw 16, 64
sldi $r14, 952
mvmul $r14, $r19, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r16, 1064
mvmul $r16, $r10, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r11, 1176
mvmul $r11, $r27, 16, 0, 3
setbw 64, 64
sldi $r9, 0
vvadd $r14, $r14, $r9, 14
setbw 64, 16
sldi $r8, 1208
sldi $r7, 112
vvsra $r8, $r14, $r7, 14
setbw 16, 16
vrsl $r8, $r8, $r9, 14
sldi $r6, 24576
vrsu $r8, $r8, $r6, 14
sldi $r0, 45760
st $r0, $r8, 28
setbw 64, 64
sldi $r5, 224
vvadd $r16, $r16, $r5, 14
setbw 64, 16
vvsra $r8, $r16, $r7, 14
setbw 16, 16
vrsl $r8, $r8, $r9, 14
vrsu $r8, $r8, $r6, 14
sldi $r0, 45788
st $r0, $r8, 28
setbw 64, 64
sldi $r4, 336
vvadd $r11, $r11, $r4, 4
setbw 64, 16
vvsra $r8, $r11, $r7, 4
setbw 16, 16
vrsl $r8, $r8, $r9, 4
vrsu $r8, $r8, $r6, 4
sldi $r0, 45816
st $r0, $r8, 8
sync 0, 0
wait 1, 1
sldi $r0, 54944
ld $r9, $r0, 32
sldi $r3, 64
sldi $r0, 126408
ld $r3, $r0, 32
sldi $r2, 32
vvsra $r2, $r9, $r3, 16
sldi $r0, 63136
st $r0, $r2, 32
sync 0, 0
wait 1, 1
sldi $r0, 13984
ld $r9, $r0, 32
sldi $r0, 63136
ld $r2, $r0, 32
vvadd $r3, $r9, $r2, 16
sldi $r0, 71328
st $r0, $r3, 32
sync 0, 0
wait 1, 1
