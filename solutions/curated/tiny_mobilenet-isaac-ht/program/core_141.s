# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 54432
ld $r30, $r0, 32
sldi $r29, 64
sldi $r0, 126408
ld $r29, $r0, 32
setbw 16, 16
sldi $r28, 32
vvsra $r28, $r30, $r29, 16
sldi $r0, 62624
st $r0, $r28, 32
sync 0, 0
wait 1, 1
sldi $r0, 13472
ld $r30, $r0, 32
sldi $r0, 62624
ld $r28, $r0, 32
vvadd $r29, $r30, $r28, 16
sldi $r0, 70816
st $r0, $r29, 32
sync 0, 0
wait 1, 1
sldi $r0, 126696
ld $r30, $r0, 112
sldi $r27, 112
sldi $r0, 125848
ld $r27, $r0, 112
sldi $r26, 224
sldi $r0, 126808
ld $r26, $r0, 112
sldi $r25, 336
sldi $r0, 126920
ld $r25, $r0, 32
sldi $r24, 368
lldi $r24, 0, 28
sldi $r23, 396
sldi $r0, 84992
ld $r23, $r0, 28
sldi $r22, 424
sldi $r0, 85056
ld $r22, $r0, 28
sldi $r21, 452
lldi $r21, 0, 28
sldi $r20, 480
sldi $r0, 86016
ld $r20, $r0, 28
sldi $r19, 508
sldi $r0, 86080
ld $r19, $r0, 28
sldi $r18, 536
lldi $r18, 0, 28
sldi $r17, 564
sldi $r0, 87040
ld $r17, $r0, 28
sldi $r16, 592
sldi $r0, 87104
ld $r16, $r0, 28
sldi $r15, 624
lldi $r15, 0, 28
sldi $r14, 652
sldi $r0, 85020
ld $r14, $r0, 28
sldi $r13, 680
sldi $r0, 85084
ld $r13, $r0, 28
sldi $r12, 708
lldi $r12, 0, 28
sldi $r11, 736
sldi $r0, 86044
ld $r11, $r0, 28
sldi $r10, 764
sldi $r0, 86108
ld $r10, $r0, 28
sldi $r9, 792
lldi $r9, 0, 28
sldi $r8, 820
sldi $r0, 87068
ld $r8, $r0, 28
sldi $r7, 848
sldi $r0, 87132
ld $r7, $r0, 28
sldi $r6, 880
lldi $r6, 0, 8
sldi $r5, 888
sldi $r0, 85048
ld $r5, $r0, 8
sldi $r4, 896
sldi $r0, 85112
ld $r4, $r0, 8
sldi $r3, 904
lldi $r3, 0, 8
sldi $r2, 912
sldi $r0, 86072
ld $r2, $r0, 8
sldi $r28, 920
sldi $r0, 86136
ld $r28, $r0, 8
sldi $r29, 928
lldi $r29, 0, 8
sldi $r30, 936
sldi $r0, 87096
ld $r30, $r0, 8
sldi $r27, 944
sldi $r0, 87160
ld $r27, $r0, 8
setbw 16, 64
sldi $r26, 952
mvmul $r26, $r24, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r25, 1064
mvmul $r25, $r15, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r23, 1176
mvmul $r23, $r6, 16, 0, 2
setbw 64, 64
sldi $r22, 0
vvadd $r26, $r26, $r22, 14
setbw 64, 16
sldi $r21, 1208
sldi $r20, 112
vvsra $r21, $r26, $r20, 14
setbw 16, 16
vrsl $r21, $r21, $r22, 14
sldi $r19, 24576
vrsu $r21, $r21, $r19, 14
sldi $r0, 91648
st $r0, $r21, 28
setbw 64, 64
sldi $r18, 224
vvadd $r25, $r25, $r18, 14
setbw 64, 16
vvsra $r21, $r25, $r20, 14
setbw 16, 16
vrsl $r21, $r21, $r22, 14
vrsu $r21, $r21, $r19, 14
sldi $r0, 91676
st $r0, $r21, 28
setbw 64, 64
sldi $r17, 336
vvadd $r23, $r23, $r17, 4
setbw 64, 16
vvsra $r21, $r23, $r20, 4
setbw 16, 16
vrsl $r21, $r21, $r22, 4
vrsu $r21, $r21, $r19, 4
sldi $r0, 91704
st $r0, $r21, 8
sldi $r0, 85056
ld $r24, $r0, 28
sldi $r16, 396
sldi $r0, 85120
ld $r16, $r0, 28
sldi $r14, 424
sldi $r0, 85184
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 86080
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 86144
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 86208
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 87104
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 87168
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 87232
ld $r8, $r0, 28
sldi $r0, 85084
ld $r15, $r0, 28
sldi $r7, 652
sldi $r0, 85148
ld $r7, $r0, 28
sldi $r5, 680
sldi $r0, 85212
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 86108
ld $r4, $r0, 28
sldi $r3, 736
sldi $r0, 86172
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 86236
ld $r2, $r0, 28
sldi $r28, 792
sldi $r0, 87132
ld $r28, $r0, 28
sldi $r29, 820
sldi $r0, 87196
ld $r29, $r0, 28
sldi $r30, 848
sldi $r0, 87260
ld $r30, $r0, 28
sldi $r0, 85112
ld $r6, $r0, 8
sldi $r27, 888
sldi $r0, 85176
ld $r27, $r0, 8
sldi $r26, 896
sldi $r0, 85240
ld $r26, $r0, 8
sldi $r18, 904
sldi $r0, 86136
ld $r18, $r0, 8
sldi $r25, 912
sldi $r0, 86200
ld $r25, $r0, 8
sldi $r17, 920
sldi $r0, 86264
ld $r17, $r0, 8
sldi $r23, 928
sldi $r0, 87160
ld $r23, $r0, 8
sldi $r20, 936
sldi $r0, 87224
ld $r20, $r0, 8
sldi $r22, 944
sldi $r0, 87288
ld $r22, $r0, 8
setbw 16, 64
sldi $r19, 952
mvmul $r19, $r24, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r21, 1064
mvmul $r21, $r15, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r16, 1176
mvmul $r16, $r6, 16, 0, 2
setbw 64, 64
sldi $r14, 0
vvadd $r19, $r19, $r14, 14
setbw 64, 16
sldi $r13, 1208
sldi $r12, 112
vvsra $r13, $r19, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
sldi $r11, 24576
vrsu $r13, $r13, $r11, 14
sldi $r0, 91712
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r21, $r21, $r10, 14
setbw 64, 16
vvsra $r13, $r21, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 91740
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r16, $r16, $r9, 4
setbw 64, 16
vvsra $r13, $r16, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 91768
st $r0, $r13, 8
sldi $r0, 85184
ld $r24, $r0, 28
sldi $r8, 396
sldi $r0, 85248
ld $r8, $r0, 28
sldi $r7, 424
sldi $r0, 85312
ld $r7, $r0, 28
sldi $r5, 452
sldi $r0, 86208
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 86272
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 86336
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 87232
ld $r2, $r0, 28
sldi $r28, 564
sldi $r0, 87296
ld $r28, $r0, 28
sldi $r29, 592
sldi $r0, 87360
ld $r29, $r0, 28
sldi $r0, 85212
ld $r15, $r0, 28
sldi $r30, 652
sldi $r0, 85276
ld $r30, $r0, 28
sldi $r27, 680
sldi $r0, 85340
ld $r27, $r0, 28
sldi $r26, 708
sldi $r0, 86236
ld $r26, $r0, 28
sldi $r18, 736
sldi $r0, 86300
ld $r18, $r0, 28
sldi $r25, 764
sldi $r0, 86364
ld $r25, $r0, 28
sldi $r17, 792
sldi $r0, 87260
ld $r17, $r0, 28
sldi $r23, 820
sldi $r0, 87324
ld $r23, $r0, 28
sldi $r20, 848
sldi $r0, 87388
ld $r20, $r0, 28
sldi $r0, 85240
ld $r6, $r0, 8
sldi $r22, 888
sldi $r0, 85304
ld $r22, $r0, 8
sldi $r19, 896
sldi $r0, 85368
ld $r19, $r0, 8
sldi $r10, 904
sldi $r0, 86264
ld $r10, $r0, 8
sldi $r21, 912
sldi $r0, 86328
ld $r21, $r0, 8
sldi $r9, 920
sldi $r0, 86392
ld $r9, $r0, 8
sldi $r16, 928
sldi $r0, 87288
ld $r16, $r0, 8
sldi $r12, 936
sldi $r0, 87352
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 87416
ld $r14, $r0, 8
setbw 16, 64
sldi $r11, 952
mvmul $r11, $r24, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r13, 1064
mvmul $r13, $r15, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r8, 1176
mvmul $r8, $r6, 16, 0, 2
setbw 64, 64
sldi $r7, 0
vvadd $r11, $r11, $r7, 14
setbw 64, 16
sldi $r5, 1208
sldi $r4, 112
vvsra $r5, $r11, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r7, 14
sldi $r3, 24576
vrsu $r5, $r5, $r3, 14
sldi $r0, 91776
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r7, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 91804
st $r0, $r5, 28
setbw 64, 64
sldi $r28, 336
vvadd $r8, $r8, $r28, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r7, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 91832
st $r0, $r5, 8
sldi $r0, 85312
ld $r24, $r0, 28
sldi $r29, 396
sldi $r0, 85376
ld $r29, $r0, 28
sldi $r30, 424
sldi $r0, 85440
ld $r30, $r0, 28
sldi $r27, 452
sldi $r0, 86336
ld $r27, $r0, 28
sldi $r26, 480
sldi $r0, 86400
ld $r26, $r0, 28
sldi $r18, 508
sldi $r0, 86464
ld $r18, $r0, 28
sldi $r25, 536
sldi $r0, 87360
ld $r25, $r0, 28
sldi $r17, 564
sldi $r0, 87424
ld $r17, $r0, 28
sldi $r23, 592
sldi $r0, 87488
ld $r23, $r0, 28
sldi $r0, 85340
ld $r15, $r0, 28
sldi $r20, 652
sldi $r0, 85404
ld $r20, $r0, 28
sldi $r22, 680
sldi $r0, 85468
ld $r22, $r0, 28
sldi $r19, 708
sldi $r0, 86364
ld $r19, $r0, 28
sldi $r10, 736
sldi $r0, 86428
ld $r10, $r0, 28
sldi $r21, 764
sldi $r0, 86492
ld $r21, $r0, 28
sldi $r9, 792
sldi $r0, 87388
ld $r9, $r0, 28
sldi $r16, 820
sldi $r0, 87452
ld $r16, $r0, 28
sldi $r12, 848
sldi $r0, 87516
ld $r12, $r0, 28
sldi $r0, 85368
ld $r6, $r0, 8
sldi $r14, 888
sldi $r0, 85432
ld $r14, $r0, 8
sldi $r11, 896
sldi $r0, 85496
ld $r11, $r0, 8
sldi $r2, 904
sldi $r0, 86392
ld $r2, $r0, 8
sldi $r13, 912
sldi $r0, 86456
ld $r13, $r0, 8
sldi $r28, 920
sldi $r0, 86520
ld $r28, $r0, 8
sldi $r8, 928
sldi $r0, 87416
ld $r8, $r0, 8
sldi $r4, 936
sldi $r0, 87480
ld $r4, $r0, 8
sldi $r7, 944
sldi $r0, 87544
ld $r7, $r0, 8
setbw 16, 64
sldi $r3, 952
mvmul $r3, $r24, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r5, 1064
mvmul $r5, $r15, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r29, 1176
mvmul $r29, $r6, 16, 0, 2
setbw 64, 64
sldi $r30, 0
vvadd $r3, $r3, $r30, 14
setbw 64, 16
sldi $r27, 1208
sldi $r26, 112
vvsra $r27, $r3, $r26, 14
setbw 16, 16
vrsl $r27, $r27, $r30, 14
sldi $r18, 24576
vrsu $r27, $r27, $r18, 14
sldi $r0, 91840
st $r0, $r27, 28
setbw 64, 64
sldi $r25, 224
vvadd $r5, $r5, $r25, 14
setbw 64, 16
vvsra $r27, $r5, $r26, 14
setbw 16, 16
vrsl $r27, $r27, $r30, 14
vrsu $r27, $r27, $r18, 14
sldi $r0, 91868
st $r0, $r27, 28
setbw 64, 64
sldi $r17, 336
vvadd $r29, $r29, $r17, 4
setbw 64, 16
vvsra $r27, $r29, $r26, 4
setbw 16, 16
vrsl $r27, $r27, $r30, 4
vrsu $r27, $r27, $r18, 4
sldi $r0, 91896
st $r0, $r27, 8
sync 0, 0
wait 1, 1
sldi $r0, 127144
ld $r30, $r0, 192
sldi $r23, 192
sldi $r0, 126952
ld $r23, $r0, 192
sldi $r20, 384
lldi $r20, 0, 512
sldi $r0, 91648
ld $r20, $r0, 512
setbw 16, 64
sldi $r22, 960
sldi $r19, 576
mvmul $r22, $r19, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
sldi $r10, 1152
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 94992
st $r0, $r10, 48
setbw 16, 64
sldi $r21, 640
mvmul $r22, $r21, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 95040
st $r0, $r10, 48
setbw 16, 64
sldi $r9, 704
mvmul $r22, $r9, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 95088
st $r0, $r10, 48
setbw 16, 64
sldi $r16, 768
mvmul $r22, $r16, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 95136
st $r0, $r10, 48
setbw 16, 64
sldi $r12, 832
mvmul $r22, $r12, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 95184
st $r0, $r10, 48
sync 0, 0
