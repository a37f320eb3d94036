# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
sldi $r0, 2970
ld $r28, $r0, 18
sldi $r27, 274
sldi $r0, 3162
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 3354
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
sldi $r0, 10496
st $r0, $r24, 32
sldi $r0, 2982
ld $r28, $r0, 18
sldi $r0, 3174
ld $r27, $r0, 18
sldi $r0, 3366
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
sldi $r0, 10528
st $r0, $r24, 32
sldi $r0, 2994
ld $r28, $r0, 18
sldi $r0, 3186
ld $r27, $r0, 18
sldi $r0, 3378
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
sldi $r0, 10560
st $r0, $r24, 32
sldi $r0, 3006
ld $r28, $r0, 18
sldi $r0, 3198
ld $r27, $r0, 18
sldi $r0, 3390
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
sldi $r0, 10592
st $r0, $r24, 32
sldi $r0, 3018
ld $r28, $r0, 18
sldi $r0, 3210
ld $r27, $r0, 18
sldi $r0, 3402
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
sldi $r0, 10624
st $r0, $r24, 32
sldi $r0, 3030
ld $r28, $r0, 18
sldi $r0, 3222
ld $r27, $r0, 18
sldi $r0, 3414
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
sldi $r0, 10656
st $r0, $r24, 32
sldi $r0, 3042
ld $r28, $r0, 18
sldi $r0, 3234
ld $r27, $r0, 18
sldi $r0, 3426
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
sldi $r0, 10688
st $r0, $r24, 32
sldi $r0, 3054
ld $r28, $r0, 18
sldi $r0, 3246
ld $r27, $r0, 18
sldi $r0, 3438
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
sldi $r0, 10720
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
sldi $r0, 27712
ld $r19, $r0, 28
sldi $r18, 396
sldi $r0, 27776
ld $r18, $r0, 28
sldi $r17, 424
sldi $r0, 27840
ld $r17, $r0, 28
sldi $r16, 452
sldi $r0, 28736
ld $r16, $r0, 28
sldi $r15, 480
sldi $r0, 28800
ld $r15, $r0, 28
sldi $r14, 508
sldi $r0, 28864
ld $r14, $r0, 28
sldi $r13, 536
sldi $r0, 29760
ld $r13, $r0, 28
sldi $r12, 564
sldi $r0, 29824
ld $r12, $r0, 28
sldi $r11, 592
sldi $r0, 29888
ld $r11, $r0, 28
sldi $r10, 624
sldi $r0, 27740
ld $r10, $r0, 28
sldi $r9, 652
sldi $r0, 27804
ld $r9, $r0, 28
sldi $r8, 680
sldi $r0, 27868
ld $r8, $r0, 28
sldi $r7, 708
sldi $r0, 28764
ld $r7, $r0, 28
sldi $r6, 736
sldi $r0, 28828
ld $r6, $r0, 28
sldi $r5, 764
sldi $r0, 28892
ld $r5, $r0, 28
sldi $r4, 792
sldi $r0, 29788
ld $r4, $r0, 28
sldi $r3, 820
sldi $r0, 29852
ld $r3, $r0, 28
sldi $r2, 848
sldi $r0, 29916
ld $r2, $r0, 28
sldi $r27, 880
sldi $r0, 27768
ld $r27, $r0, 8
sldi $r26, 888
sldi $r0, 27832
ld $r26, $r0, 8
sldi $r28, 896
sldi $r0, 27896
ld $r28, $r0, 8
sldi $r25, 904
sldi $r0, 28792
ld $r25, $r0, 8
sldi $r29, 912
sldi $r0, 28856
ld $r29, $r0, 8
sldi $r23, 920
sldi $r0, 28920
ld $r23, $r0, 8
sldi $r24, 928
sldi $r0, 29816
ld $r24, $r0, 8
sldi $r30, 936
sldi $r0, 29880
ld $r30, $r0, 8
sldi $r22, 944
sldi $r0, 29944
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
sldi $r0, 45184
st $r0, $r16, 28
setbw 64, 64
sldi $r13, 224
vvadd $r20, $r20, $r13, 14
setbw 64, 16
vvsra $r16, $r20, $r15, 14
setbw 16, 16
vrsl $r16, $r16, $r17, 14
vrsu $r16, $r16, $r14, 14
sldi $r0, 45212
st $r0, $r16, 28
setbw 64, 64
sldi $r12, 336
vvadd $r18, $r18, $r12, 4
setbw 64, 16
vvsra $r16, $r18, $r15, 4
setbw 16, 16
vrsl $r16, $r16, $r17, 4
vrsu $r16, $r16, $r14, 4
sldi $r0, 45240
st $r0, $r16, 8
sldi $r0, 27776
ld $r19, $r0, 28
sldi $r11, 396
sldi $r0, 27840
ld $r11, $r0, 28
sldi $r9, 424
sldi $r0, 27904
ld $r9, $r0, 28
sldi $r8, 452
sldi $r0, 28800
ld $r8, $r0, 28
sldi $r7, 480
sldi $r0, 28864
ld $r7, $r0, 28
sldi $r6, 508
sldi $r0, 28928
ld $r6, $r0, 28
sldi $r5, 536
sldi $r0, 29824
ld $r5, $r0, 28
sldi $r4, 564
sldi $r0, 29888
ld $r4, $r0, 28
sldi $r3, 592
sldi $r0, 29952
ld $r3, $r0, 28
sldi $r0, 27804
ld $r10, $r0, 28
sldi $r2, 652
sldi $r0, 27868
ld $r2, $r0, 28
sldi $r26, 680
sldi $r0, 27932
ld $r26, $r0, 28
sldi $r28, 708
sldi $r0, 28828
ld $r28, $r0, 28
sldi $r25, 736
sldi $r0, 28892
ld $r25, $r0, 28
sldi $r29, 764
sldi $r0, 28956
ld $r29, $r0, 28
sldi $r23, 792
sldi $r0, 29852
ld $r23, $r0, 28
sldi $r24, 820
sldi $r0, 29916
ld $r24, $r0, 28
sldi $r30, 848
sldi $r0, 29980
ld $r30, $r0, 28
sldi $r0, 27832
ld $r27, $r0, 8
sldi $r22, 888
sldi $r0, 27896
ld $r22, $r0, 8
sldi $r21, 896
sldi $r0, 27960
ld $r21, $r0, 8
sldi $r13, 904
sldi $r0, 28856
ld $r13, $r0, 8
sldi $r20, 912
sldi $r0, 28920
ld $r20, $r0, 8
sldi $r12, 920
sldi $r0, 28984
ld $r12, $r0, 8
sldi $r18, 928
sldi $r0, 29880
ld $r18, $r0, 8
sldi $r15, 936
sldi $r0, 29944
ld $r15, $r0, 8
sldi $r17, 944
sldi $r0, 30008
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
sldi $r0, 45248
st $r0, $r8, 28
setbw 64, 64
sldi $r5, 224
vvadd $r16, $r16, $r5, 14
setbw 64, 16
vvsra $r8, $r16, $r7, 14
setbw 16, 16
vrsl $r8, $r8, $r9, 14
vrsu $r8, $r8, $r6, 14
sldi $r0, 45276
st $r0, $r8, 28
setbw 64, 64
sldi $r4, 336
vvadd $r11, $r11, $r4, 4
setbw 64, 16
vvsra $r8, $r11, $r7, 4
setbw 16, 16
vrsl $r8, $r8, $r9, 4
vrsu $r8, $r8, $r6, 4
sldi $r0, 45304
st $r0, $r8, 8
sync 0, 0
wait 1, 1
sldi $r0, 54816
ld $r9, $r0, 32
sldi $r3, 64
sldi $r0, 126408
ld $r3, $r0, 32
sldi $r2, 32
vvsra $r2, $r9, $r3, 16
sldi $r0, 63008
st $r0, $r2, 32
sync 0, 0
wait 1, 1
sldi $r0, 13856
ld $r9, $r0, 32
sldi $r0, 63008
ld $r2, $r0, 32
vvadd $r3, $r9, $r2, 16
sldi $r0, 71200
st $r0, $r3, 32
sync 0, 0
wait 1, 1
