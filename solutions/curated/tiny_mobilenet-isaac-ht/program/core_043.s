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
sldi $r0, 9216
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
sldi $r0, 21056
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
sldi $r0, 21120
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
sldi $r0, 21184
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
sldi $r0, 21248
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
sldi $r0, 21312
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
sldi $r0, 21376
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
sldi $r0, 21440
st $r0, $r25, 64
sldi $r0, 9728
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
sldi $r0, 21504
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
sldi $r0, 15488
ld $r14, $r0, 28
sldi $r13, 396
sldi $r0, 15552
ld $r13, $r0, 28
sldi $r12, 424
sldi $r0, 15616
ld $r12, $r0, 28
sldi $r11, 452
sldi $r0, 16512
ld $r11, $r0, 28
sldi $r10, 480
sldi $r0, 16576
ld $r10, $r0, 28
sldi $r9, 508
sldi $r0, 16640
ld $r9, $r0, 28
sldi $r8, 536
sldi $r0, 17536
ld $r8, $r0, 28
sldi $r7, 564
sldi $r0, 17600
ld $r7, $r0, 28
sldi $r6, 592
sldi $r0, 17664
ld $r6, $r0, 28
sldi $r5, 624
sldi $r0, 15516
ld $r5, $r0, 28
sldi $r4, 652
sldi $r0, 15580
ld $r4, $r0, 28
sldi $r3, 680
sldi $r0, 15644
ld $r3, $r0, 28
sldi $r2, 708
sldi $r0, 16540
ld $r2, $r0, 28
sldi $r26, 736
sldi $r0, 16604
ld $r26, $r0, 28
sldi $r23, 764
sldi $r0, 16668
ld $r23, $r0, 28
sldi $r22, 792
sldi $r0, 17564
ld $r22, $r0, 28
sldi $r21, 820
sldi $r0, 17628
ld $r21, $r0, 28
sldi $r20, 848
sldi $r0, 17692
ld $r20, $r0, 28
sldi $r19, 880
sldi $r0, 15544
ld $r19, $r0, 8
sldi $r18, 888
sldi $r0, 15608
ld $r18, $r0, 8
sldi $r28, 896
sldi $r0, 15672
ld $r28, $r0, 8
sldi $r27, 904
sldi $r0, 16568
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 16632
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 16696
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 17592
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 17656
ld $r30, $r0, 8
sldi $r17, 944
sldi $r0, 17720
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
sldi $r0, 32960
st $r0, $r11, 28
setbw 64, 64
sldi $r8, 224
vvadd $r15, $r15, $r8, 14
setbw 64, 16
vvsra $r11, $r15, $r10, 14
setbw 16, 16
vrsl $r11, $r11, $r12, 14
vrsu $r11, $r11, $r9, 14
sldi $r0, 32988
st $r0, $r11, 28
setbw 64, 64
sldi $r7, 336
vvadd $r13, $r13, $r7, 4
setbw 64, 16
vvsra $r11, $r13, $r10, 4
setbw 16, 16
vrsl $r11, $r11, $r12, 4
vrsu $r11, $r11, $r9, 4
sldi $r0, 33016
st $r0, $r11, 8
sync 0, 0
wait 1, 1
sldi $r0, 49856
ld $r12, $r0, 64
sldi $r6, 128
sldi $r0, 126344
ld $r6, $r0, 64
sldi $r4, 64
vvsra $r4, $r12, $r6, 32
sldi $r0, 58048
st $r0, $r4, 64
sync 0, 0
wait 1, 1
sldi $r0, 8896
ld $r12, $r0, 64
sldi $r0, 58048
ld $r4, $r0, 64
vvadd $r6, $r12, $r4, 32
sldi $r0, 66240
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
sldi $r0, 95232
ld $r2, $r0, 28
sldi $r26, 524
sldi $r0, 95328
ld $r26, $r0, 28
sldi $r23, 552
sldi $r0, 95424
ld $r23, $r0, 28
sldi $r22, 580
sldi $r0, 96000
ld $r22, $r0, 28
sldi $r21, 608
sldi $r0, 96096
ld $r21, $r0, 28
sldi $r20, 636
sldi $r0, 96192
ld $r20, $r0, 28
sldi $r18, 664
sldi $r0, 96768
ld $r18, $r0, 28
sldi $r28, 692
sldi $r0, 96864
ld $r28, $r0, 28
sldi $r27, 720
sldi $r0, 96960
ld $r27, $r0, 28
sldi $r29, 752
sldi $r0, 95260
ld $r29, $r0, 28
sldi $r24, 780
sldi $r0, 95356
ld $r24, $r0, 28
sldi $r25, 808
sldi $r0, 95452
ld $r25, $r0, 28
sldi $r30, 836
sldi $r0, 96028
ld $r30, $r0, 28
sldi $r17, 864
sldi $r0, 96124
ld $r17, $r0, 28
sldi $r14, 892
sldi $r0, 96220
ld $r14, $r0, 28
sldi $r5, 920
sldi $r0, 96796
ld $r5, $r0, 28
sldi $r19, 948
sldi $r0, 96892
ld $r19, $r0, 28
sldi $r16, 976
sldi $r0, 96988
ld $r16, $r0, 28
sldi $r15, 1008
sldi $r0, 95288
ld $r15, $r0, 28
sldi $r13, 1036
sldi $r0, 95384
ld $r13, $r0, 28
sldi $r9, 1064
sldi $r0, 95480
ld $r9, $r0, 28
sldi $r11, 1092
sldi $r0, 96056
ld $r11, $r0, 28
sldi $r4, 1120
sldi $r0, 96152
ld $r4, $r0, 28
sldi $r6, 1148
sldi $r0, 96248
ld $r6, $r0, 28
sldi $r12, 1176
sldi $r0, 96824
ld $r12, $r0, 28
sldi $r10, 1204
sldi $r0, 96920
ld $r10, $r0, 28
sldi $r8, 1232
sldi $r0, 97016
ld $r8, $r0, 28
sldi $r7, 1264
sldi $r0, 95316
ld $r7, $r0, 12
sldi $r3, 1276
sldi $r0, 95412
ld $r3, $r0, 12
sldi $r2, 1288
sldi $r0, 95508
ld $r2, $r0, 12
sldi $r26, 1300
sldi $r0, 96084
ld $r26, $r0, 12
sldi $r23, 1312
sldi $r0, 96180
ld $r23, $r0, 12
sldi $r22, 1324
sldi $r0, 96276
ld $r22, $r0, 12
sldi $r21, 1336
sldi $r0, 96852
ld $r21, $r0, 12
sldi $r20, 1348
sldi $r0, 96948
ld $r20, $r0, 12
sldi $r18, 1360
sldi $r0, 97044
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
sldi $r0, 102240
st $r0, $r14, 28
setbw 64, 64
sldi $r16, 224
vvadd $r29, $r29, $r16, 14
setbw 64, 16
vvsra $r14, $r29, $r5, 14
setbw 16, 16
vrsl $r14, $r14, $r17, 14
vrsu $r14, $r14, $r19, 14
sldi $r0, 102268
st $r0, $r14, 28
setbw 64, 64
sldi $r13, 336
vvadd $r25, $r25, $r13, 14
setbw 64, 16
vvsra $r14, $r25, $r5, 14
setbw 16, 16
vrsl $r14, $r14, $r17, 14
vrsu $r14, $r14, $r19, 14
sldi $r0, 102296
st $r0, $r14, 28
setbw 64, 64
sldi $r9, 448
vvadd $r30, $r30, $r9, 6
setbw 64, 16
vvsra $r14, $r30, $r5, 6
setbw 16, 16
vrsl $r14, $r14, $r17, 6
vrsu $r14, $r14, $r19, 6
sldi $r0, 102324
st $r0, $r14, 12
sync 0, 0
wait 1, 1
sldi $r0, 109584
ld $r17, $r0, 48
sldi $r11, 96
sldi $r0, 128680
ld $r11, $r0, 48
sldi $r4, 48
vvsra $r4, $r17, $r11, 24
sldi $r0, 112656
st $r0, $r4, 48
sync 0, 0
wait 1, 1
sldi $r0, 94224
ld $r17, $r0, 48
sldi $r0, 112656
ld $r4, $r0, 48
vvadd $r11, $r17, $r4, 24
sldi $r0, 115728
st $r0, $r11, 48
sync 0, 0
