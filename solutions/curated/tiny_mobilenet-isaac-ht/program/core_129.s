# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 54048
ld $r30, $r0, 32
sldi $r29, 64
sldi $r0, 126408
ld $r29, $r0, 32
setbw 16, 16
sldi $r28, 32
vvsra $r28, $r30, $r29, 16
sldi $r0, 62240
st $r0, $r28, 32
sync 0, 0
wait 1, 1
sldi $r0, 13088
ld $r30, $r0, 32
sldi $r0, 62240
ld $r28, $r0, 32
vvadd $r29, $r30, $r28, 16
sldi $r0, 70432
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
sldi $r0, 72704
ld $r23, $r0, 28
sldi $r22, 424
sldi $r0, 72768
ld $r22, $r0, 28
sldi $r21, 452
lldi $r21, 0, 28
sldi $r20, 480
sldi $r0, 73728
ld $r20, $r0, 28
sldi $r19, 508
sldi $r0, 73792
ld $r19, $r0, 28
sldi $r18, 536
lldi $r18, 0, 28
sldi $r17, 564
sldi $r0, 74752
ld $r17, $r0, 28
sldi $r16, 592
sldi $r0, 74816
ld $r16, $r0, 28
sldi $r15, 624
lldi $r15, 0, 28
sldi $r14, 652
sldi $r0, 72732
ld $r14, $r0, 28
sldi $r13, 680
sldi $r0, 72796
ld $r13, $r0, 28
sldi $r12, 708
lldi $r12, 0, 28
sldi $r11, 736
sldi $r0, 73756
ld $r11, $r0, 28
sldi $r10, 764
sldi $r0, 73820
ld $r10, $r0, 28
sldi $r9, 792
lldi $r9, 0, 28
sldi $r8, 820
sldi $r0, 74780
ld $r8, $r0, 28
sldi $r7, 848
sldi $r0, 74844
ld $r7, $r0, 28
sldi $r6, 880
lldi $r6, 0, 8
sldi $r5, 888
sldi $r0, 72760
ld $r5, $r0, 8
sldi $r4, 896
sldi $r0, 72824
ld $r4, $r0, 8
sldi $r3, 904
lldi $r3, 0, 8
sldi $r2, 912
sldi $r0, 73784
ld $r2, $r0, 8
sldi $r28, 920
sldi $r0, 73848
ld $r28, $r0, 8
sldi $r29, 928
lldi $r29, 0, 8
sldi $r30, 936
sldi $r0, 74808
ld $r30, $r0, 8
sldi $r27, 944
sldi $r0, 74872
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
sldi $r0, 88576
st $r0, $r21, 28
setbw 64, 64
sldi $r18, 224
vvadd $r25, $r25, $r18, 14
setbw 64, 16
vvsra $r21, $r25, $r20, 14
setbw 16, 16
vrsl $r21, $r21, $r22, 14
vrsu $r21, $r21, $r19, 14
sldi $r0, 88604
st $r0, $r21, 28
setbw 64, 64
sldi $r17, 336
vvadd $r23, $r23, $r17, 4
setbw 64, 16
vvsra $r21, $r23, $r20, 4
setbw 16, 16
vrsl $r21, $r21, $r22, 4
vrsu $r21, $r21, $r19, 4
sldi $r0, 88632
st $r0, $r21, 8
sldi $r0, 72768
ld $r24, $r0, 28
sldi $r16, 396
sldi $r0, 72832
ld $r16, $r0, 28
sldi $r14, 424
sldi $r0, 72896
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 73792
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 73856
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 73920
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 74816
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 74880
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 74944
ld $r8, $r0, 28
sldi $r0, 72796
ld $r15, $r0, 28
sldi $r7, 652
sldi $r0, 72860
ld $r7, $r0, 28
sldi $r5, 680
sldi $r0, 72924
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 73820
ld $r4, $r0, 28
sldi $r3, 736
sldi $r0, 73884
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 73948
ld $r2, $r0, 28
sldi $r28, 792
sldi $r0, 74844
ld $r28, $r0, 28
sldi $r29, 820
sldi $r0, 74908
ld $r29, $r0, 28
sldi $r30, 848
sldi $r0, 74972
ld $r30, $r0, 28
sldi $r0, 72824
ld $r6, $r0, 8
sldi $r27, 888
sldi $r0, 72888
ld $r27, $r0, 8
sldi $r26, 896
sldi $r0, 72952
ld $r26, $r0, 8
sldi $r18, 904
sldi $r0, 73848
ld $r18, $r0, 8
sldi $r25, 912
sldi $r0, 73912
ld $r25, $r0, 8
sldi $r17, 920
sldi $r0, 73976
ld $r17, $r0, 8
sldi $r23, 928
sldi $r0, 74872
ld $r23, $r0, 8
sldi $r20, 936
sldi $r0, 74936
ld $r20, $r0, 8
sldi $r22, 944
sldi $r0, 75000
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
sldi $r0, 88640
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r21, $r21, $r10, 14
setbw 64, 16
vvsra $r13, $r21, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 88668
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r16, $r16, $r9, 4
setbw 64, 16
vvsra $r13, $r16, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 88696
st $r0, $r13, 8
sldi $r0, 72896
ld $r24, $r0, 28
sldi $r8, 396
sldi $r0, 72960
ld $r8, $r0, 28
sldi $r7, 424
sldi $r0, 73024
ld $r7, $r0, 28
sldi $r5, 452
sldi $r0, 73920
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 73984
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 74048
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 74944
ld $r2, $r0, 28
sldi $r28, 564
sldi $r0, 75008
ld $r28, $r0, 28
sldi $r29, 592
sldi $r0, 75072
ld $r29, $r0, 28
sldi $r0, 72924
ld $r15, $r0, 28
sldi $r30, 652
sldi $r0, 72988
ld $r30, $r0, 28
sldi $r27, 680
sldi $r0, 73052
ld $r27, $r0, 28
sldi $r26, 708
sldi $r0, 73948
ld $r26, $r0, 28
sldi $r18, 736
sldi $r0, 74012
ld $r18, $r0, 28
sldi $r25, 764
sldi $r0, 74076
ld $r25, $r0, 28
sldi $r17, 792
sldi $r0, 74972
ld $r17, $r0, 28
sldi $r23, 820
sldi $r0, 75036
ld $r23, $r0, 28
sldi $r20, 848
sldi $r0, 75100
ld $r20, $r0, 28
sldi $r0, 72952
ld $r6, $r0, 8
sldi $r22, 888
sldi $r0, 73016
ld $r22, $r0, 8
sldi $r19, 896
sldi $r0, 73080
ld $r19, $r0, 8
sldi $r10, 904
sldi $r0, 73976
ld $r10, $r0, 8
sldi $r21, 912
sldi $r0, 74040
ld $r21, $r0, 8
sldi $r9, 920
sldi $r0, 74104
ld $r9, $r0, 8
sldi $r16, 928
sldi $r0, 75000
ld $r16, $r0, 8
sldi $r12, 936
sldi $r0, 75064
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 75128
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
sldi $r0, 88704
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r7, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 88732
st $r0, $r5, 28
setbw 64, 64
sldi $r28, 336
vvadd $r8, $r8, $r28, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r7, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 88760
st $r0, $r5, 8
sldi $r0, 73024
ld $r24, $r0, 28
sldi $r29, 396
sldi $r0, 73088
ld $r29, $r0, 28
sldi $r30, 424
sldi $r0, 73152
ld $r30, $r0, 28
sldi $r27, 452
sldi $r0, 74048
ld $r27, $r0, 28
sldi $r26, 480
sldi $r0, 74112
ld $r26, $r0, 28
sldi $r18, 508
sldi $r0, 74176
ld $r18, $r0, 28
sldi $r25, 536
sldi $r0, 75072
ld $r25, $r0, 28
sldi $r17, 564
sldi $r0, 75136
ld $r17, $r0, 28
sldi $r23, 592
sldi $r0, 75200
ld $r23, $r0, 28
sldi $r0, 73052
ld $r15, $r0, 28
sldi $r20, 652
sldi $r0, 73116
ld $r20, $r0, 28
sldi $r22, 680
sldi $r0, 73180
ld $r22, $r0, 28
sldi $r19, 708
sldi $r0, 74076
ld $r19, $r0, 28
sldi $r10, 736
sldi $r0, 74140
ld $r10, $r0, 28
sldi $r21, 764
sldi $r0, 74204
ld $r21, $r0, 28
sldi $r9, 792
sldi $r0, 75100
ld $r9, $r0, 28
sldi $r16, 820
sldi $r0, 75164
ld $r16, $r0, 28
sldi $r12, 848
sldi $r0, 75228
ld $r12, $r0, 28
sldi $r0, 73080
ld $r6, $r0, 8
sldi $r14, 888
sldi $r0, 73144
ld $r14, $r0, 8
sldi $r11, 896
sldi $r0, 73208
ld $r11, $r0, 8
sldi $r2, 904
sldi $r0, 74104
ld $r2, $r0, 8
sldi $r13, 912
sldi $r0, 74168
ld $r13, $r0, 8
sldi $r28, 920
sldi $r0, 74232
ld $r28, $r0, 8
sldi $r8, 928
sldi $r0, 75128
ld $r8, $r0, 8
sldi $r4, 936
sldi $r0, 75192
ld $r4, $r0, 8
sldi $r7, 944
sldi $r0, 75256
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
sldi $r0, 88768
st $r0, $r27, 28
setbw 64, 64
sldi $r25, 224
vvadd $r5, $r5, $r25, 14
setbw 64, 16
vvsra $r27, $r5, $r26, 14
setbw 16, 16
vrsl $r27, $r27, $r30, 14
vrsu $r27, $r27, $r18, 14
sldi $r0, 88796
st $r0, $r27, 28
setbw 64, 64
sldi $r17, 336
vvadd $r29, $r29, $r17, 4
setbw 64, 16
vvsra $r27, $r29, $r26, 4
setbw 16, 16
vrsl $r27, $r27, $r30, 4
vrsu $r27, $r27, $r18, 4
sldi $r0, 88824
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
sldi $r0, 88064
ld $r20, $r0, 512
setbw 16, 64
sldi $r22, 960
mvmul $r22, $r20, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
sldi $r19, 1152
vvsra $r19, $r22, $r23, 24
setbw 16, 16
sldi $r0, 92160
st $r0, $r19, 48
setbw 16, 64
sldi $r10, 448
mvmul $r22, $r10, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r19, $r22, $r23, 24
setbw 16, 16
sldi $r0, 92208
st $r0, $r19, 48
setbw 16, 64
sldi $r21, 512
mvmul $r22, $r21, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r19, $r22, $r23, 24
setbw 16, 16
sldi $r0, 92256
st $r0, $r19, 48
setbw 16, 64
sldi $r9, 576
mvmul $r22, $r9, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r19, $r22, $r23, 24
setbw 16, 16
sldi $r0, 92304
st $r0, $r19, 48
sync 0, 0
wait 1, 1
sldi $r0, 129832
ld $r30, $r0, 80
sldi $r16, 80
sldi $r0, 129752
ld $r16, $r0, 80
sldi $r12, 160
sldi $r0, 124928
ld $r12, $r0, 128
setbw 16, 64
sldi $r14, 288
mvmul $r14, $r12, 16, 0, 4
setbw 64, 64
vvadd $r14, $r14, $r30, 10
setbw 64, 16
vvsra $r24, $r14, $r16, 10
setbw 16, 16
sldi $r0, 125056
st $r0, $r24, 20
sync 0, 0
