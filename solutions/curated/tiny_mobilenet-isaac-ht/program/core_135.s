# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 54240
ld $r30, $r0, 32
sldi $r29, 64
sldi $r0, 126408
ld $r29, $r0, 32
setbw 16, 16
sldi $r28, 32
vvsra $r28, $r30, $r29, 16
sldi $r0, 62432
st $r0, $r28, 32
sync 0, 0
wait 1, 1
sldi $r0, 13280
ld $r30, $r0, 32
sldi $r0, 62432
ld $r28, $r0, 32
vvadd $r29, $r30, $r28, 16
sldi $r0, 70624
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
sldi $r0, 78848
ld $r23, $r0, 28
sldi $r22, 424
sldi $r0, 78912
ld $r22, $r0, 28
sldi $r21, 452
lldi $r21, 0, 28
sldi $r20, 480
sldi $r0, 79872
ld $r20, $r0, 28
sldi $r19, 508
sldi $r0, 79936
ld $r19, $r0, 28
sldi $r18, 536
lldi $r18, 0, 28
sldi $r17, 564
sldi $r0, 80896
ld $r17, $r0, 28
sldi $r16, 592
sldi $r0, 80960
ld $r16, $r0, 28
sldi $r15, 624
lldi $r15, 0, 28
sldi $r14, 652
sldi $r0, 78876
ld $r14, $r0, 28
sldi $r13, 680
sldi $r0, 78940
ld $r13, $r0, 28
sldi $r12, 708
lldi $r12, 0, 28
sldi $r11, 736
sldi $r0, 79900
ld $r11, $r0, 28
sldi $r10, 764
sldi $r0, 79964
ld $r10, $r0, 28
sldi $r9, 792
lldi $r9, 0, 28
sldi $r8, 820
sldi $r0, 80924
ld $r8, $r0, 28
sldi $r7, 848
sldi $r0, 80988
ld $r7, $r0, 28
sldi $r6, 880
lldi $r6, 0, 8
sldi $r5, 888
sldi $r0, 78904
ld $r5, $r0, 8
sldi $r4, 896
sldi $r0, 78968
ld $r4, $r0, 8
sldi $r3, 904
lldi $r3, 0, 8
sldi $r2, 912
sldi $r0, 79928
ld $r2, $r0, 8
sldi $r28, 920
sldi $r0, 79992
ld $r28, $r0, 8
sldi $r29, 928
lldi $r29, 0, 8
sldi $r30, 936
sldi $r0, 80952
ld $r30, $r0, 8
sldi $r27, 944
sldi $r0, 81016
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
sldi $r0, 90112
st $r0, $r21, 28
setbw 64, 64
sldi $r18, 224
vvadd $r25, $r25, $r18, 14
setbw 64, 16
vvsra $r21, $r25, $r20, 14
setbw 16, 16
vrsl $r21, $r21, $r22, 14
vrsu $r21, $r21, $r19, 14
sldi $r0, 90140
st $r0, $r21, 28
setbw 64, 64
sldi $r17, 336
vvadd $r23, $r23, $r17, 4
setbw 64, 16
vvsra $r21, $r23, $r20, 4
setbw 16, 16
vrsl $r21, $r21, $r22, 4
vrsu $r21, $r21, $r19, 4
sldi $r0, 90168
st $r0, $r21, 8
sldi $r0, 78912
ld $r24, $r0, 28
sldi $r16, 396
sldi $r0, 78976
ld $r16, $r0, 28
sldi $r14, 424
sldi $r0, 79040
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 79936
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 80000
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 80064
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 80960
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 81024
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 81088
ld $r8, $r0, 28
sldi $r0, 78940
ld $r15, $r0, 28
sldi $r7, 652
sldi $r0, 79004
ld $r7, $r0, 28
sldi $r5, 680
sldi $r0, 79068
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 79964
ld $r4, $r0, 28
sldi $r3, 736
sldi $r0, 80028
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 80092
ld $r2, $r0, 28
sldi $r28, 792
sldi $r0, 80988
ld $r28, $r0, 28
sldi $r29, 820
sldi $r0, 81052
ld $r29, $r0, 28
sldi $r30, 848
sldi $r0, 81116
ld $r30, $r0, 28
sldi $r0, 78968
ld $r6, $r0, 8
sldi $r27, 888
sldi $r0, 79032
ld $r27, $r0, 8
sldi $r26, 896
sldi $r0, 79096
ld $r26, $r0, 8
sldi $r18, 904
sldi $r0, 79992
ld $r18, $r0, 8
sldi $r25, 912
sldi $r0, 80056
ld $r25, $r0, 8
sldi $r17, 920
sldi $r0, 80120
ld $r17, $r0, 8
sldi $r23, 928
sldi $r0, 81016
ld $r23, $r0, 8
sldi $r20, 936
sldi $r0, 81080
ld $r20, $r0, 8
sldi $r22, 944
sldi $r0, 81144
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
sldi $r0, 90176
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r21, $r21, $r10, 14
setbw 64, 16
vvsra $r13, $r21, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 90204
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r16, $r16, $r9, 4
setbw 64, 16
vvsra $r13, $r16, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 90232
st $r0, $r13, 8
sldi $r0, 79040
ld $r24, $r0, 28
sldi $r8, 396
sldi $r0, 79104
ld $r8, $r0, 28
sldi $r7, 424
sldi $r0, 79168
ld $r7, $r0, 28
sldi $r5, 452
sldi $r0, 80064
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 80128
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 80192
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 81088
ld $r2, $r0, 28
sldi $r28, 564
sldi $r0, 81152
ld $r28, $r0, 28
sldi $r29, 592
sldi $r0, 81216
ld $r29, $r0, 28
sldi $r0, 79068
ld $r15, $r0, 28
sldi $r30, 652
sldi $r0, 79132
ld $r30, $r0, 28
sldi $r27, 680
sldi $r0, 79196
ld $r27, $r0, 28
sldi $r26, 708
sldi $r0, 80092
ld $r26, $r0, 28
sldi $r18, 736
sldi $r0, 80156
ld $r18, $r0, 28
sldi $r25, 764
sldi $r0, 80220
ld $r25, $r0, 28
sldi $r17, 792
sldi $r0, 81116
ld $r17, $r0, 28
sldi $r23, 820
sldi $r0, 81180
ld $r23, $r0, 28
sldi $r20, 848
sldi $r0, 81244
ld $r20, $r0, 28
sldi $r0, 79096
ld $r6, $r0, 8
sldi $r22, 888
sldi $r0, 79160
ld $r22, $r0, 8
sldi $r19, 896
sldi $r0, 79224
ld $r19, $r0, 8
sldi $r10, 904
sldi $r0, 80120
ld $r10, $r0, 8
sldi $r21, 912
sldi $r0, 80184
ld $r21, $r0, 8
sldi $r9, 920
sldi $r0, 80248
ld $r9, $r0, 8
sldi $r16, 928
sldi $r0, 81144
ld $r16, $r0, 8
sldi $r12, 936
sldi $r0, 81208
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 81272
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
sldi $r0, 90240
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r7, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 90268
st $r0, $r5, 28
setbw 64, 64
sldi $r28, 336
vvadd $r8, $r8, $r28, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r7, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 90296
st $r0, $r5, 8
sldi $r0, 79168
ld $r24, $r0, 28
sldi $r29, 396
sldi $r0, 79232
ld $r29, $r0, 28
sldi $r30, 424
sldi $r0, 79296
ld $r30, $r0, 28
sldi $r27, 452
sldi $r0, 80192
ld $r27, $r0, 28
sldi $r26, 480
sldi $r0, 80256
ld $r26, $r0, 28
sldi $r18, 508
sldi $r0, 80320
ld $r18, $r0, 28
sldi $r25, 536
sldi $r0, 81216
ld $r25, $r0, 28
sldi $r17, 564
sldi $r0, 81280
ld $r17, $r0, 28
sldi $r23, 592
sldi $r0, 81344
ld $r23, $r0, 28
sldi $r0, 79196
ld $r15, $r0, 28
sldi $r20, 652
sldi $r0, 79260
ld $r20, $r0, 28
sldi $r22, 680
sldi $r0, 79324
ld $r22, $r0, 28
sldi $r19, 708
sldi $r0, 80220
ld $r19, $r0, 28
sldi $r10, 736
sldi $r0, 80284
ld $r10, $r0, 28
sldi $r21, 764
sldi $r0, 80348
ld $r21, $r0, 28
sldi $r9, 792
sldi $r0, 81244
ld $r9, $r0, 28
sldi $r16, 820
sldi $r0, 81308
ld $r16, $r0, 28
sldi $r12, 848
sldi $r0, 81372
ld $r12, $r0, 28
sldi $r0, 79224
ld $r6, $r0, 8
sldi $r14, 888
sldi $r0, 79288
ld $r14, $r0, 8
sldi $r11, 896
sldi $r0, 79352
ld $r11, $r0, 8
sldi $r2, 904
sldi $r0, 80248
ld $r2, $r0, 8
sldi $r13, 912
sldi $r0, 80312
ld $r13, $r0, 8
sldi $r28, 920
sldi $r0, 80376
ld $r28, $r0, 8
sldi $r8, 928
sldi $r0, 81272
ld $r8, $r0, 8
sldi $r4, 936
sldi $r0, 81336
ld $r4, $r0, 8
sldi $r7, 944
sldi $r0, 81400
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
sldi $r0, 90304
st $r0, $r27, 28
setbw 64, 64
sldi $r25, 224
vvadd $r5, $r5, $r25, 14
setbw 64, 16
vvsra $r27, $r5, $r26, 14
setbw 16, 16
vrsl $r27, $r27, $r30, 14
vrsu $r27, $r27, $r18, 14
sldi $r0, 90332
st $r0, $r27, 28
setbw 64, 64
sldi $r17, 336
vvadd $r29, $r29, $r17, 4
setbw 64, 16
vvsra $r27, $r29, $r26, 4
setbw 16, 16
vrsl $r27, $r27, $r30, 4
vrsu $r27, $r27, $r18, 4
sldi $r0, 90360
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
sldi $r0, 89600
ld $r20, $r0, 512
setbw 16, 64
sldi $r22, 960
sldi $r19, 704
mvmul $r22, $r19, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
sldi $r10, 1152
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 93552
st $r0, $r10, 48
setbw 16, 64
sldi $r21, 768
mvmul $r22, $r21, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 93600
st $r0, $r10, 48
setbw 16, 64
sldi $r9, 832
mvmul $r22, $r9, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 93648
st $r0, $r10, 48
sldi $r0, 90112
ld $r20, $r0, 512
setbw 16, 64
mvmul $r22, $r20, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 93696
st $r0, $r10, 48
setbw 16, 64
sldi $r16, 448
mvmul $r22, $r16, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 93744
st $r0, $r10, 48
sync 0, 0
