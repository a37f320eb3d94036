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
sldi $r26, 928
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
sldi $r0, 28480
st $r0, $r25, 64
setbw 16, 64
sldi $r23, 960
mvmul $r27, $r23, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 28544
st $r0, $r25, 64
setbw 16, 64
sldi $r22, 992
mvmul $r27, $r22, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 28608
st $r0, $r25, 64
sldi $r0, 13312
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
sldi $r0, 28672
st $r0, $r25, 64
setbw 16, 64
sldi $r21, 544
mvmul $r27, $r21, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 28736
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
sldi $r0, 24640
ld $r17, $r0, 28
sldi $r16, 396
sldi $r0, 24704
ld $r16, $r0, 28
sldi $r15, 424
sldi $r0, 24768
ld $r15, $r0, 28
sldi $r14, 452
sldi $r0, 25664
ld $r14, $r0, 28
sldi $r13, 480
sldi $r0, 25728
ld $r13, $r0, 28
sldi $r12, 508
sldi $r0, 25792
ld $r12, $r0, 28
sldi $r11, 536
sldi $r0, 26688
ld $r11, $r0, 28
sldi $r10, 564
sldi $r0, 26752
ld $r10, $r0, 28
sldi $r9, 592
sldi $r0, 26816
ld $r9, $r0, 28
sldi $r8, 624
sldi $r0, 24668
ld $r8, $r0, 28
sldi $r7, 652
sldi $r0, 24732
ld $r7, $r0, 28
sldi $r6, 680
sldi $r0, 24796
ld $r6, $r0, 28
sldi $r5, 708
sldi $r0, 25692
ld $r5, $r0, 28
sldi $r4, 736
sldi $r0, 25756
ld $r4, $r0, 28
sldi $r3, 764
sldi $r0, 25820
ld $r3, $r0, 28
sldi $r2, 792
sldi $r0, 26716
ld $r2, $r0, 28
sldi $r26, 820
sldi $r0, 26780
ld $r26, $r0, 28
sldi $r23, 848
sldi $r0, 26844
ld $r23, $r0, 28
sldi $r22, 880
sldi $r0, 24696
ld $r22, $r0, 8
sldi $r28, 888
sldi $r0, 24760
ld $r28, $r0, 8
sldi $r21, 896
sldi $r0, 24824
ld $r21, $r0, 8
sldi $r27, 904
sldi $r0, 25720
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 25784
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 25848
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 26744
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 26808
ld $r30, $r0, 8
sldi $r20, 944
sldi $r0, 26872
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
mvmul $r16, $r22, 16, 0, 3
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
sldi $r0, 42112
st $r0, $r14, 28
setbw 64, 64
sldi $r11, 224
vvadd $r18, $r18, $r11, 14
setbw 64, 16
vvsra $r14, $r18, $r13, 14
setbw 16, 16
vrsl $r14, $r14, $r15, 14
vrsu $r14, $r14, $r12, 14
sldi $r0, 42140
st $r0, $r14, 28
setbw 64, 64
sldi $r10, 336
vvadd $r16, $r16, $r10, 4
setbw 64, 16
vvsra $r14, $r16, $r13, 4
setbw 16, 16
vrsl $r14, $r14, $r15, 4
vrsu $r14, $r14, $r12, 4
sldi $r0, 42168
st $r0, $r14, 8
sldi $r0, 24704
ld $r17, $r0, 28
sldi $r9, 396
sldi $r0, 24768
ld $r9, $r0, 28
sldi $r7, 424
sldi $r0, 24832
ld $r7, $r0, 28
sldi $r6, 452
sldi $r0, 25728
ld $r6, $r0, 28
sldi $r5, 480
sldi $r0, 25792
ld $r5, $r0, 28
sldi $r4, 508
sldi $r0, 25856
ld $r4, $r0, 28
sldi $r3, 536
sldi $r0, 26752
ld $r3, $r0, 28
sldi $r2, 564
sldi $r0, 26816
ld $r2, $r0, 28
sldi $r26, 592
sldi $r0, 26880
ld $r26, $r0, 28
sldi $r0, 24732
ld $r8, $r0, 28
sldi $r23, 652
sldi $r0, 24796
ld $r23, $r0, 28
sldi $r28, 680
sldi $r0, 24860
ld $r28, $r0, 28
sldi $r21, 708
sldi $r0, 25756
ld $r21, $r0, 28
sldi $r27, 736
sldi $r0, 25820
ld $r27, $r0, 28
sldi $r29, 764
sldi $r0, 25884
ld $r29, $r0, 28
sldi $r24, 792
sldi $r0, 26780
ld $r24, $r0, 28
sldi $r25, 820
sldi $r0, 26844
ld $r25, $r0, 28
sldi $r30, 848
sldi $r0, 26908
ld $r30, $r0, 28
sldi $r0, 24760
ld $r22, $r0, 8
sldi $r20, 888
sldi $r0, 24824
ld $r20, $r0, 8
sldi $r19, 896
sldi $r0, 24888
ld $r19, $r0, 8
sldi $r11, 904
sldi $r0, 25784
ld $r11, $r0, 8
sldi $r18, 912
sldi $r0, 25848
ld $r18, $r0, 8
sldi $r10, 920
sldi $r0, 25912
ld $r10, $r0, 8
sldi $r16, 928
sldi $r0, 26808
ld $r16, $r0, 8
sldi $r13, 936
sldi $r0, 26872
ld $r13, $r0, 8
sldi $r15, 944
sldi $r0, 26936
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
mvmul $r9, $r22, 16, 0, 3
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
sldi $r0, 42176
st $r0, $r6, 28
setbw 64, 64
sldi $r3, 224
vvadd $r14, $r14, $r3, 14
setbw 64, 16
vvsra $r6, $r14, $r5, 14
setbw 16, 16
vrsl $r6, $r6, $r7, 14
vrsu $r6, $r6, $r4, 14
sldi $r0, 42204
st $r0, $r6, 28
setbw 64, 64
sldi $r2, 336
vvadd $r9, $r9, $r2, 4
setbw 64, 16
vvsra $r6, $r9, $r5, 4
setbw 16, 16
vrsl $r6, $r6, $r7, 4
vrsu $r6, $r6, $r4, 4
sldi $r0, 42232
st $r0, $r6, 8
sldi $r0, 24768
ld $r17, $r0, 28
sldi $r26, 396
sldi $r0, 24832
ld $r26, $r0, 28
sldi $r23, 424
sldi $r0, 24896
ld $r23, $r0, 28
sldi $r28, 452
sldi $r0, 25792
ld $r28, $r0, 28
sldi $r21, 480
sldi $r0, 25856
ld $r21, $r0, 28
sldi $r27, 508
sldi $r0, 25920
ld $r27, $r0, 28
sldi $r29, 536
sldi $r0, 26816
ld $r29, $r0, 28
sldi $r24, 564
sldi $r0, 26880
ld $r24, $r0, 28
sldi $r25, 592
sldi $r0, 26944
ld $r25, $r0, 28
sldi $r0, 24796
ld $r8, $r0, 28
sldi $r30, 652
sldi $r0, 24860
ld $r30, $r0, 28
sldi $r20, 680
sldi $r0, 24924
ld $r20, $r0, 28
sldi $r19, 708
sldi $r0, 25820
ld $r19, $r0, 28
sldi $r11, 736
sldi $r0, 25884
ld $r11, $r0, 28
sldi $r18, 764
sldi $r0, 25948
ld $r18, $r0, 28
sldi $r10, 792
sldi $r0, 26844
ld $r10, $r0, 28
sldi $r16, 820
sldi $r0, 26908
ld $r16, $r0, 28
sldi $r13, 848
sldi $r0, 26972
ld $r13, $r0, 28
sldi $r0, 24824
ld $r22, $r0, 8
sldi $r15, 888
sldi $r0, 24888
ld $r15, $r0, 8
sldi $r12, 896
sldi $r0, 24952
ld $r12, $r0, 8
sldi $r3, 904
sldi $r0, 25848
ld $r3, $r0, 8
sldi $r14, 912
sldi $r0, 25912
ld $r14, $r0, 8
sldi $r2, 920
sldi $r0, 25976
ld $r2, $r0, 8
sldi $r9, 928
sldi $r0, 26872
ld $r9, $r0, 8
sldi $r5, 936
sldi $r0, 26936
ld $r5, $r0, 8
sldi $r7, 944
sldi $r0, 27000
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
mvmul $r26, $r22, 16, 0, 3
setbw 64, 64
sldi $r23, 0
vvadd $r4, $r4, $r23, 14
setbw 64, 16
sldi $r28, 1208
sldi $r21, 112
vvsra $r28, $r4, $r21, 14
setbw 16, 16
vrsl $r28, $r28, $r23, 14
sldi $r27, 24576
vrsu $r28, $r28, $r27, 14
sldi $r0, 42240
st $r0, $r28, 28
setbw 64, 64
sldi $r29, 224
vvadd $r6, $r6, $r29, 14
setbw 64, 16
vvsra $r28, $r6, $r21, 14
setbw 16, 16
vrsl $r28, $r28, $r23, 14
vrsu $r28, $r28, $r27, 14
sldi $r0, 42268
st $r0, $r28, 28
setbw 64, 64
sldi $r24, 336
vvadd $r26, $r26, $r24, 4
setbw 64, 16
vvsra $r28, $r26, $r21, 4
setbw 16, 16
vrsl $r28, $r28, $r23, 4
vrsu $r28, $r28, $r27, 4
sldi $r0, 42296
st $r0, $r28, 8
sldi $r0, 24832
ld $r17, $r0, 28
sldi $r25, 396
sldi $r0, 24896
ld $r25, $r0, 28
sldi $r30, 424
sldi $r0, 24960
ld $r30, $r0, 28
sldi $r20, 452
sldi $r0, 25856
ld $r20, $r0, 28
sldi $r19, 480
sldi $r0, 25920
ld $r19, $r0, 28
sldi $r11, 508
sldi $r0, 25984
ld $r11, $r0, 28
sldi $r18, 536
sldi $r0, 26880
ld $r18, $r0, 28
sldi $r10, 564
sldi $r0, 26944
ld $r10, $r0, 28
sldi $r16, 592
sldi $r0, 27008
ld $r16, $r0, 28
sldi $r0, 24860
ld $r8, $r0, 28
sldi $r13, 652
sldi $r0, 24924
ld $r13, $r0, 28
sldi $r15, 680
sldi $r0, 24988
ld $r15, $r0, 28
sldi $r12, 708
sldi $r0, 25884
ld $r12, $r0, 28
sldi $r3, 736
sldi $r0, 25948
ld $r3, $r0, 28
sldi $r14, 764
sldi $r0, 26012
ld $r14, $r0, 28
sldi $r2, 792
sldi $r0, 26908
ld $r2, $r0, 28
sldi $r9, 820
sldi $r0, 26972
ld $r9, $r0, 28
sldi $r5, 848
sldi $r0, 27036
ld $r5, $r0, 28
sldi $r0, 24888
ld $r22, $r0, 8
sldi $r7, 888
sldi $r0, 24952
ld $r7, $r0, 8
sldi $r4, 896
sldi $r0, 25016
ld $r4, $r0, 8
sldi $r29, 904
sldi $r0, 25912
ld $r29, $r0, 8
sldi $r6, 912
sldi $r0, 25976
ld $r6, $r0, 8
sldi $r24, 920
sldi $r0, 26040
ld $r24, $r0, 8
sldi $r26, 928
sldi $r0, 26936
ld $r26, $r0, 8
sldi $r21, 936
sldi $r0, 27000
ld $r21, $r0, 8
sldi $r23, 944
sldi $r0, 27064
ld $r23, $r0, 8
setbw 16, 64
sldi $r27, 952
mvmul $r27, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r28, 1064
mvmul $r28, $r8, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r25, 1176
mvmul $r25, $r22, 16, 0, 3
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
sldi $r0, 42304
st $r0, $r20, 28
setbw 64, 64
sldi $r18, 224
vvadd $r28, $r28, $r18, 14
setbw 64, 16
vvsra $r20, $r28, $r19, 14
setbw 16, 16
vrsl $r20, $r20, $r30, 14
vrsu $r20, $r20, $r11, 14
sldi $r0, 42332
st $r0, $r20, 28
setbw 64, 64
sldi $r10, 336
vvadd $r25, $r25, $r10, 4
setbw 64, 16
vvsra $r20, $r25, $r19, 4
setbw 16, 16
vrsl $r20, $r20, $r30, 4
vrsu $r20, $r20, $r11, 4
sldi $r0, 42360
st $r0, $r20, 8
sync 0, 0
wait 1, 1
sldi $r0, 53568
ld $r30, $r0, 32
sldi $r16, 64
sldi $r0, 126408
ld $r16, $r0, 32
sldi $r13, 32
vvsra $r13, $r30, $r16, 16
sldi $r0, 61760
st $r0, $r13, 32
sync 0, 0
wait 1, 1
sldi $r0, 12608
ld $r30, $r0, 32
sldi $r0, 61760
ld $r13, $r0, 32
vvadd $r16, $r30, $r13, 16
sldi $r0, 69952
st $r0, $r16, 32
sync 0, 0
