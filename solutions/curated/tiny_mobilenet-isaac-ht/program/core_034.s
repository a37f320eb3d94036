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
sldi $r0, 7168
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
sldi $r0, 16448
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
sldi $r0, 16512
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
sldi $r0, 16576
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
sldi $r0, 16640
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
sldi $r0, 16704
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
sldi $r0, 16768
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
sldi $r0, 16832
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
sldi $r0, 16896
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
sldi $r0, 14912
ld $r13, $r0, 28
sldi $r12, 396
sldi $r0, 14976
ld $r12, $r0, 28
sldi $r11, 424
sldi $r0, 15040
ld $r11, $r0, 28
sldi $r10, 452
sldi $r0, 15936
ld $r10, $r0, 28
sldi $r9, 480
sldi $r0, 16000
ld $r9, $r0, 28
sldi $r8, 508
sldi $r0, 16064
ld $r8, $r0, 28
sldi $r7, 536
sldi $r0, 16960
ld $r7, $r0, 28
sldi $r6, 564
sldi $r0, 17024
ld $r6, $r0, 28
sldi $r5, 592
sldi $r0, 17088
ld $r5, $r0, 28
sldi $r4, 624
sldi $r0, 14940
ld $r4, $r0, 28
sldi $r3, 652
sldi $r0, 15004
ld $r3, $r0, 28
sldi $r2, 680
sldi $r0, 15068
ld $r2, $r0, 28
sldi $r28, 708
sldi $r0, 15964
ld $r28, $r0, 28
sldi $r0, 16028
ld $r18, $r0, 28
sldi $r26, 764
sldi $r0, 16092
ld $r26, $r0, 28
sldi $r23, 792
sldi $r0, 16988
ld $r23, $r0, 28
sldi $r22, 820
sldi $r0, 17052
ld $r22, $r0, 28
sldi $r21, 848
sldi $r0, 17116
ld $r21, $r0, 28
sldi $r20, 880
sldi $r0, 14968
ld $r20, $r0, 8
sldi $r19, 888
sldi $r0, 15032
ld $r19, $r0, 8
sldi $r17, 896
sldi $r0, 15096
ld $r17, $r0, 8
sldi $r27, 904
sldi $r0, 15992
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 16056
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 16120
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 17016
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 17080
ld $r30, $r0, 8
sldi $r16, 944
sldi $r0, 17144
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
sldi $r0, 32384
st $r0, $r10, 28
setbw 64, 64
sldi $r7, 224
vvadd $r14, $r14, $r7, 14
setbw 64, 16
vvsra $r10, $r14, $r9, 14
setbw 16, 16
vrsl $r10, $r10, $r11, 14
vrsu $r10, $r10, $r8, 14
sldi $r0, 32412
st $r0, $r10, 28
setbw 64, 64
sldi $r6, 336
vvadd $r12, $r12, $r6, 4
setbw 64, 16
vvsra $r10, $r12, $r9, 4
setbw 16, 16
vrsl $r10, $r10, $r11, 4
vrsu $r10, $r10, $r8, 4
sldi $r0, 32440
st $r0, $r10, 8
sync 0, 0
wait 1, 1
sldi $r0, 49280
ld $r11, $r0, 64
sldi $r5, 128
sldi $r0, 126344
ld $r5, $r0, 64
sldi $r3, 64
vvsra $r3, $r11, $r5, 32
sldi $r0, 57472
st $r0, $r3, 64
sync 0, 0
wait 1, 1
sldi $r0, 8320
ld $r11, $r0, 64
sldi $r0, 57472
ld $r3, $r0, 64
vvadd $r5, $r11, $r3, 32
sldi $r0, 65664
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
lldi $r28, 0, 112
sldi $r18, 608
sldi $r0, 95232
ld $r18, $r0, 28
sldi $r26, 636
sldi $r0, 95328
ld $r26, $r0, 28
sldi $r23, 664
lldi $r23, 0, 28
sldi $r22, 692
sldi $r0, 96000
ld $r22, $r0, 28
sldi $r21, 720
sldi $r0, 96096
ld $r21, $r0, 28
sldi $r19, 752
lldi $r19, 0, 112
sldi $r17, 864
sldi $r0, 95260
ld $r17, $r0, 28
sldi $r27, 892
sldi $r0, 95356
ld $r27, $r0, 28
lldi $r24, 0, 28
sldi $r29, 948
sldi $r0, 96028
ld $r29, $r0, 28
sldi $r25, 976
sldi $r0, 96124
ld $r25, $r0, 28
sldi $r30, 1008
lldi $r30, 0, 112
sldi $r16, 1120
sldi $r0, 95288
ld $r16, $r0, 28
sldi $r13, 1148
sldi $r0, 95384
ld $r13, $r0, 28
lldi $r12, 0, 28
sldi $r4, 1204
sldi $r0, 96056
ld $r4, $r0, 28
sldi $r20, 1232
sldi $r0, 96152
ld $r20, $r0, 28
sldi $r15, 1264
lldi $r15, 0, 48
sldi $r14, 1312
sldi $r0, 95316
ld $r14, $r0, 12
sldi $r8, 1324
sldi $r0, 95412
ld $r8, $r0, 12
sldi $r10, 1336
lldi $r10, 0, 12
sldi $r3, 1348
sldi $r0, 96084
ld $r3, $r0, 12
sldi $r5, 1360
sldi $r0, 96180
ld $r5, $r0, 12
setbw 16, 64
sldi $r11, 1376
mvmul $r11, $r28, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r9, 1488
mvmul $r9, $r19, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r7, 1600
mvmul $r7, $r30, 16, 0, 6
setbw 64, 64
setbw 16, 64
sldi $r6, 1712
mvmul $r6, $r15, 16, 0, 7
setbw 64, 64
sldi $r2, 0
vvadd $r11, $r11, $r2, 14
setbw 64, 16
sldi $r18, 1760
sldi $r26, 112
vvsra $r18, $r11, $r26, 14
setbw 16, 16
vrsl $r18, $r18, $r2, 14
sldi $r23, 24576
vrsu $r18, $r18, $r23, 14
sldi $r0, 101376
st $r0, $r18, 28
setbw 64, 64
sldi $r22, 224
vvadd $r9, $r9, $r22, 14
setbw 64, 16
vvsra $r18, $r9, $r26, 14
setbw 16, 16
vrsl $r18, $r18, $r2, 14
vrsu $r18, $r18, $r23, 14
sldi $r0, 101404
st $r0, $r18, 28
setbw 64, 64
sldi $r21, 336
vvadd $r7, $r7, $r21, 14
setbw 64, 16
vvsra $r18, $r7, $r26, 14
setbw 16, 16
vrsl $r18, $r18, $r2, 14
vrsu $r18, $r18, $r23, 14
sldi $r0, 101432
st $r0, $r18, 28
setbw 64, 64
sldi $r17, 448
vvadd $r6, $r6, $r17, 6
setbw 64, 16
vvsra $r18, $r6, $r26, 6
setbw 16, 16
vrsl $r18, $r18, $r2, 6
vrsu $r18, $r18, $r23, 6
sldi $r0, 101460
st $r0, $r18, 12
sync 0, 0
wait 1, 1
sldi $r0, 109152
ld $r2, $r0, 48
sldi $r27, 96
sldi $r0, 128680
ld $r27, $r0, 48
sldi $r24, 48
vvsra $r24, $r2, $r27, 24
sldi $r0, 112224
st $r0, $r24, 48
sync 0, 0
wait 1, 1
sldi $r0, 93792
ld $r2, $r0, 48
sldi $r0, 112224
ld $r24, $r0, 48
vvadd $r27, $r2, $r24, 24
sldi $r0, 115296
st $r0, $r27, 48
sync 0, 0
