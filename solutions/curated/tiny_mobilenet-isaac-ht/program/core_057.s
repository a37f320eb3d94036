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
sldi $r0, 17728
ld $r26, $r0, 28
sldi $r25, 396
sldi $r0, 17792
ld $r25, $r0, 28
sldi $r24, 424
sldi $r0, 17856
ld $r24, $r0, 28
sldi $r23, 452
sldi $r0, 18752
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 18816
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 18880
ld $r21, $r0, 28
sldi $r20, 536
sldi $r0, 19776
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 19840
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 19904
ld $r18, $r0, 28
sldi $r17, 624
sldi $r0, 17756
ld $r17, $r0, 28
sldi $r16, 652
sldi $r0, 17820
ld $r16, $r0, 28
sldi $r15, 680
sldi $r0, 17884
ld $r15, $r0, 28
sldi $r14, 708
sldi $r0, 18780
ld $r14, $r0, 28
sldi $r13, 736
sldi $r0, 18844
ld $r13, $r0, 28
sldi $r12, 764
sldi $r0, 18908
ld $r12, $r0, 28
sldi $r11, 792
sldi $r0, 19804
ld $r11, $r0, 28
sldi $r10, 820
sldi $r0, 19868
ld $r10, $r0, 28
sldi $r9, 848
sldi $r0, 19932
ld $r9, $r0, 28
sldi $r8, 880
sldi $r0, 17784
ld $r8, $r0, 8
sldi $r7, 888
sldi $r0, 17848
ld $r7, $r0, 8
sldi $r6, 896
sldi $r0, 17912
ld $r6, $r0, 8
sldi $r5, 904
sldi $r0, 18808
ld $r5, $r0, 8
sldi $r4, 912
sldi $r0, 18872
ld $r4, $r0, 8
sldi $r3, 920
sldi $r0, 18936
ld $r3, $r0, 8
sldi $r2, 928
sldi $r0, 19832
ld $r2, $r0, 8
sldi $r30, 936
sldi $r0, 19896
ld $r30, $r0, 8
sldi $r29, 944
sldi $r0, 19960
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
sldi $r0, 35200
st $r0, $r23, 28
setbw 64, 64
sldi $r20, 224
vvadd $r27, $r27, $r20, 14
setbw 64, 16
vvsra $r23, $r27, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
vrsu $r23, $r23, $r21, 14
sldi $r0, 35228
st $r0, $r23, 28
setbw 64, 64
sldi $r19, 336
vvadd $r25, $r25, $r19, 4
setbw 64, 16
vvsra $r23, $r25, $r22, 4
setbw 16, 16
vrsl $r23, $r23, $r24, 4
vrsu $r23, $r23, $r21, 4
sldi $r0, 35256
st $r0, $r23, 8
sldi $r0, 17792
ld $r26, $r0, 28
sldi $r18, 396
sldi $r0, 17856
ld $r18, $r0, 28
sldi $r16, 424
sldi $r0, 17920
ld $r16, $r0, 28
sldi $r15, 452
sldi $r0, 18816
ld $r15, $r0, 28
sldi $r14, 480
sldi $r0, 18880
ld $r14, $r0, 28
sldi $r13, 508
sldi $r0, 18944
ld $r13, $r0, 28
sldi $r12, 536
sldi $r0, 19840
ld $r12, $r0, 28
sldi $r11, 564
sldi $r0, 19904
ld $r11, $r0, 28
sldi $r10, 592
sldi $r0, 19968
ld $r10, $r0, 28
sldi $r0, 17820
ld $r17, $r0, 28
sldi $r9, 652
sldi $r0, 17884
ld $r9, $r0, 28
sldi $r7, 680
sldi $r0, 17948
ld $r7, $r0, 28
sldi $r6, 708
sldi $r0, 18844
ld $r6, $r0, 28
sldi $r5, 736
sldi $r0, 18908
ld $r5, $r0, 28
sldi $r4, 764
sldi $r0, 18972
ld $r4, $r0, 28
sldi $r3, 792
sldi $r0, 19868
ld $r3, $r0, 28
sldi $r2, 820
sldi $r0, 19932
ld $r2, $r0, 28
sldi $r30, 848
sldi $r0, 19996
ld $r30, $r0, 28
sldi $r0, 17848
ld $r8, $r0, 8
sldi $r29, 888
sldi $r0, 17912
ld $r29, $r0, 8
sldi $r28, 896
sldi $r0, 17976
ld $r28, $r0, 8
sldi $r20, 904
sldi $r0, 18872
ld $r20, $r0, 8
sldi $r27, 912
sldi $r0, 18936
ld $r27, $r0, 8
sldi $r19, 920
sldi $r0, 19000
ld $r19, $r0, 8
sldi $r25, 928
sldi $r0, 19896
ld $r25, $r0, 8
sldi $r22, 936
sldi $r0, 19960
ld $r22, $r0, 8
sldi $r24, 944
sldi $r0, 20024
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
sldi $r0, 35264
st $r0, $r15, 28
setbw 64, 64
sldi $r12, 224
vvadd $r23, $r23, $r12, 14
setbw 64, 16
vvsra $r15, $r23, $r14, 14
setbw 16, 16
vrsl $r15, $r15, $r16, 14
vrsu $r15, $r15, $r13, 14
sldi $r0, 35292
st $r0, $r15, 28
setbw 64, 64
sldi $r11, 336
vvadd $r18, $r18, $r11, 4
setbw 64, 16
vvsra $r15, $r18, $r14, 4
setbw 16, 16
vrsl $r15, $r15, $r16, 4
vrsu $r15, $r15, $r13, 4
sldi $r0, 35320
st $r0, $r15, 8
sldi $r0, 17856
ld $r26, $r0, 28
sldi $r10, 396
sldi $r0, 17920
ld $r10, $r0, 28
sldi $r9, 424
sldi $r0, 17984
ld $r9, $r0, 28
sldi $r7, 452
sldi $r0, 18880
ld $r7, $r0, 28
sldi $r6, 480
sldi $r0, 18944
ld $r6, $r0, 28
sldi $r5, 508
sldi $r0, 19008
ld $r5, $r0, 28
sldi $r4, 536
sldi $r0, 19904
ld $r4, $r0, 28
sldi $r3, 564
sldi $r0, 19968
ld $r3, $r0, 28
sldi $r2, 592
sldi $r0, 20032
ld $r2, $r0, 28
sldi $r0, 17884
ld $r17, $r0, 28
sldi $r30, 652
sldi $r0, 17948
ld $r30, $r0, 28
sldi $r29, 680
sldi $r0, 18012
ld $r29, $r0, 28
sldi $r28, 708
sldi $r0, 18908
ld $r28, $r0, 28
sldi $r20, 736
sldi $r0, 18972
ld $r20, $r0, 28
sldi $r27, 764
sldi $r0, 19036
ld $r27, $r0, 28
sldi $r19, 792
sldi $r0, 19932
ld $r19, $r0, 28
sldi $r25, 820
sldi $r0, 19996
ld $r25, $r0, 28
sldi $r22, 848
sldi $r0, 20060
ld $r22, $r0, 28
sldi $r0, 17912
ld $r8, $r0, 8
sldi $r24, 888
sldi $r0, 17976
ld $r24, $r0, 8
sldi $r21, 896
sldi $r0, 18040
ld $r21, $r0, 8
sldi $r12, 904
sldi $r0, 18936
ld $r12, $r0, 8
sldi $r23, 912
sldi $r0, 19000
ld $r23, $r0, 8
sldi $r11, 920
sldi $r0, 19064
ld $r11, $r0, 8
sldi $r18, 928
sldi $r0, 19960
ld $r18, $r0, 8
sldi $r14, 936
sldi $r0, 20024
ld $r14, $r0, 8
sldi $r16, 944
sldi $r0, 20088
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
sldi $r0, 35328
st $r0, $r7, 28
setbw 64, 64
sldi $r4, 224
vvadd $r15, $r15, $r4, 14
setbw 64, 16
vvsra $r7, $r15, $r6, 14
setbw 16, 16
vrsl $r7, $r7, $r9, 14
vrsu $r7, $r7, $r5, 14
sldi $r0, 35356
st $r0, $r7, 28
setbw 64, 64
sldi $r3, 336
vvadd $r10, $r10, $r3, 4
setbw 64, 16
vvsra $r7, $r10, $r6, 4
setbw 16, 16
vrsl $r7, $r7, $r9, 4
vrsu $r7, $r7, $r5, 4
sldi $r0, 35384
st $r0, $r7, 8
sldi $r0, 17920
ld $r26, $r0, 28
sldi $r2, 396
sldi $r0, 17984
ld $r2, $r0, 28
sldi $r30, 424
sldi $r0, 18048
ld $r30, $r0, 28
sldi $r29, 452
sldi $r0, 18944
ld $r29, $r0, 28
sldi $r28, 480
sldi $r0, 19008
ld $r28, $r0, 28
sldi $r20, 508
sldi $r0, 19072
ld $r20, $r0, 28
sldi $r27, 536
sldi $r0, 19968
ld $r27, $r0, 28
sldi $r19, 564
sldi $r0, 20032
ld $r19, $r0, 28
sldi $r25, 592
sldi $r0, 20096
ld $r25, $r0, 28
sldi $r0, 17948
ld $r17, $r0, 28
sldi $r22, 652
sldi $r0, 18012
ld $r22, $r0, 28
sldi $r24, 680
sldi $r0, 18076
ld $r24, $r0, 28
sldi $r21, 708
sldi $r0, 18972
ld $r21, $r0, 28
sldi $r12, 736
sldi $r0, 19036
ld $r12, $r0, 28
sldi $r23, 764
sldi $r0, 19100
ld $r23, $r0, 28
sldi $r11, 792
sldi $r0, 19996
ld $r11, $r0, 28
sldi $r18, 820
sldi $r0, 20060
ld $r18, $r0, 28
sldi $r14, 848
sldi $r0, 20124
ld $r14, $r0, 28
sldi $r0, 17976
ld $r8, $r0, 8
sldi $r16, 888
sldi $r0, 18040
ld $r16, $r0, 8
sldi $r13, 896
sldi $r0, 18104
ld $r13, $r0, 8
sldi $r4, 904
sldi $r0, 19000
ld $r4, $r0, 8
sldi $r15, 912
sldi $r0, 19064
ld $r15, $r0, 8
sldi $r3, 920
sldi $r0, 19128
ld $r3, $r0, 8
sldi $r10, 928
sldi $r0, 20024
ld $r10, $r0, 8
sldi $r6, 936
sldi $r0, 20088
ld $r6, $r0, 8
sldi $r9, 944
sldi $r0, 20152
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
sldi $r0, 35392
st $r0, $r29, 28
setbw 64, 64
sldi $r27, 224
vvadd $r7, $r7, $r27, 14
setbw 64, 16
vvsra $r29, $r7, $r28, 14
setbw 16, 16
vrsl $r29, $r29, $r30, 14
vrsu $r29, $r29, $r20, 14
sldi $r0, 35420
st $r0, $r29, 28
setbw 64, 64
sldi $r19, 336
vvadd $r2, $r2, $r19, 4
setbw 64, 16
vvsra $r29, $r2, $r28, 4
setbw 16, 16
vrsl $r29, $r29, $r30, 4
vrsu $r29, $r29, $r20, 4
sldi $r0, 35448
st $r0, $r29, 8
sync 0, 0
wait 1, 1
sldi $r0, 50752
ld $r30, $r0, 64
sldi $r25, 128
sldi $r0, 126344
ld $r25, $r0, 64
sldi $r22, 64
vvsra $r22, $r30, $r25, 32
sldi $r0, 58944
st $r0, $r22, 64
sync 0, 0
wait 1, 1
sldi $r0, 9792
ld $r30, $r0, 64
sldi $r0, 58944
ld $r22, $r0, 64
vvadd $r25, $r30, $r22, 32
sldi $r0, 67136
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
sldi $r0, 104448
ld $r21, $r0, 768
setbw 16, 64
sldi $r12, 1248
sldi $r23, 672
mvmul $r12, $r23, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
sldi $r11, 1440
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109200
st $r0, $r11, 48
setbw 16, 64
sldi $r18, 768
mvmul $r12, $r18, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109248
st $r0, $r11, 48
setbw 16, 64
sldi $r14, 864
mvmul $r12, $r14, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109296
st $r0, $r11, 48
setbw 16, 64
sldi $r16, 960
mvmul $r12, $r16, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109344
st $r0, $r11, 48
setbw 16, 64
sldi $r13, 1056
mvmul $r12, $r13, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109392
st $r0, $r11, 48
sync 0, 0
wait 1, 1
sldi $r0, 110256
ld $r30, $r0, 48
sldi $r4, 96
sldi $r0, 128680
ld $r4, $r0, 48
sldi $r15, 48
vvsra $r15, $r30, $r4, 24
sldi $r0, 113328
st $r0, $r15, 48
sync 0, 0
wait 1, 1
sldi $r0, 94896
ld $r30, $r0, 48
sldi $r0, 113328
ld $r15, $r0, 48
vvadd $r4, $r30, $r15, 24
sldi $r0, 116400
st $r0, $r4, 48
sync 0, 0
