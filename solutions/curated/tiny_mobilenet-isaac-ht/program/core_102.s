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
sldi $r0, 11264
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
sldi $r0, 24640
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
sldi $r0, 24704
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
sldi $r0, 24768
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
sldi $r0, 24832
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
sldi $r0, 24896
st $r0, $r25, 64
sync 0, 0
wait 1, 1
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r19, 112
sldi $r0, 125848
ld $r19, $r0, 112
sldi $r18, 224
sldi $r0, 126072
ld $r18, $r0, 112
sldi $r17, 336
sldi $r0, 126184
ld $r17, $r0, 32
sldi $r16, 368
sldi $r0, 21568
ld $r16, $r0, 28
sldi $r15, 396
sldi $r0, 21632
ld $r15, $r0, 28
sldi $r14, 424
sldi $r0, 21696
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 22592
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 22656
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 22720
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 23616
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 23680
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 23744
ld $r8, $r0, 28
sldi $r7, 624
sldi $r0, 21596
ld $r7, $r0, 28
sldi $r6, 652
sldi $r0, 21660
ld $r6, $r0, 28
sldi $r5, 680
sldi $r0, 21724
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 22620
ld $r4, $r0, 28
sldi $r3, 736
sldi $r0, 22684
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 22748
ld $r2, $r0, 28
sldi $r28, 792
sldi $r0, 23644
ld $r28, $r0, 28
sldi $r26, 820
sldi $r0, 23708
ld $r26, $r0, 28
sldi $r23, 848
sldi $r0, 23772
ld $r23, $r0, 28
sldi $r22, 880
sldi $r0, 21624
ld $r22, $r0, 8
sldi $r21, 888
sldi $r0, 21688
ld $r21, $r0, 8
sldi $r20, 896
sldi $r0, 21752
ld $r20, $r0, 8
sldi $r27, 904
sldi $r0, 22648
ld $r27, $r0, 8
sldi $r29, 912
sldi $r0, 22712
ld $r29, $r0, 8
sldi $r24, 920
sldi $r0, 22776
ld $r24, $r0, 8
sldi $r25, 928
sldi $r0, 23672
ld $r25, $r0, 8
sldi $r30, 936
sldi $r0, 23736
ld $r30, $r0, 8
sldi $r19, 944
sldi $r0, 23800
ld $r19, $r0, 8
setbw 16, 64
sldi $r18, 952
mvmul $r18, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r17, 1064
mvmul $r17, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r15, 1176
mvmul $r15, $r22, 16, 0, 3
setbw 64, 64
sldi $r14, 0
vvadd $r18, $r18, $r14, 14
setbw 64, 16
sldi $r13, 1208
sldi $r12, 112
vvsra $r13, $r18, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
sldi $r11, 24576
vrsu $r13, $r13, $r11, 14
sldi $r0, 39040
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r17, $r17, $r10, 14
setbw 64, 16
vvsra $r13, $r17, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 39068
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r15, $r15, $r9, 4
setbw 64, 16
vvsra $r13, $r15, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 39096
st $r0, $r13, 8
sldi $r0, 21632
ld $r16, $r0, 28
sldi $r8, 396
sldi $r0, 21696
ld $r8, $r0, 28
sldi $r6, 424
sldi $r0, 21760
ld $r6, $r0, 28
sldi $r5, 452
sldi $r0, 22656
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 22720
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 22784
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 23680
ld $r2, $r0, 28
sldi $r28, 564
sldi $r0, 23744
ld $r28, $r0, 28
sldi $r26, 592
sldi $r0, 23808
ld $r26, $r0, 28
sldi $r0, 21660
ld $r7, $r0, 28
sldi $r23, 652
sldi $r0, 21724
ld $r23, $r0, 28
sldi $r21, 680
sldi $r0, 21788
ld $r21, $r0, 28
sldi $r20, 708
sldi $r0, 22684
ld $r20, $r0, 28
sldi $r27, 736
sldi $r0, 22748
ld $r27, $r0, 28
sldi $r29, 764
sldi $r0, 22812
ld $r29, $r0, 28
sldi $r24, 792
sldi $r0, 23708
ld $r24, $r0, 28
sldi $r25, 820
sldi $r0, 23772
ld $r25, $r0, 28
sldi $r30, 848
sldi $r0, 23836
ld $r30, $r0, 28
sldi $r0, 21688
ld $r22, $r0, 8
sldi $r19, 888
sldi $r0, 21752
ld $r19, $r0, 8
sldi $r18, 896
sldi $r0, 21816
ld $r18, $r0, 8
sldi $r10, 904
sldi $r0, 22712
ld $r10, $r0, 8
sldi $r17, 912
sldi $r0, 22776
ld $r17, $r0, 8
sldi $r9, 920
sldi $r0, 22840
ld $r9, $r0, 8
sldi $r15, 928
sldi $r0, 23736
ld $r15, $r0, 8
sldi $r12, 936
sldi $r0, 23800
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 23864
ld $r14, $r0, 8
setbw 16, 64
sldi $r11, 952
mvmul $r11, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r13, 1064
mvmul $r13, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r8, 1176
mvmul $r8, $r22, 16, 0, 3
setbw 64, 64
sldi $r6, 0
vvadd $r11, $r11, $r6, 14
setbw 64, 16
sldi $r5, 1208
sldi $r4, 112
vvsra $r5, $r11, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
sldi $r3, 24576
vrsu $r5, $r5, $r3, 14
sldi $r0, 39104
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 39132
st $r0, $r5, 28
setbw 64, 64
sldi $r28, 336
vvadd $r8, $r8, $r28, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r6, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 39160
st $r0, $r5, 8
sldi $r0, 21696
ld $r16, $r0, 28
sldi $r26, 396
sldi $r0, 21760
ld $r26, $r0, 28
sldi $r23, 424
sldi $r0, 21824
ld $r23, $r0, 28
sldi $r21, 452
sldi $r0, 22720
ld $r21, $r0, 28
sldi $r20, 480
sldi $r0, 22784
ld $r20, $r0, 28
sldi $r27, 508
sldi $r0, 22848
ld $r27, $r0, 28
sldi $r29, 536
sldi $r0, 23744
ld $r29, $r0, 28
sldi $r24, 564
sldi $r0, 23808
ld $r24, $r0, 28
sldi $r25, 592
sldi $r0, 23872
ld $r25, $r0, 28
sldi $r0, 21724
ld $r7, $r0, 28
sldi $r30, 652
sldi $r0, 21788
ld $r30, $r0, 28
sldi $r19, 680
sldi $r0, 21852
ld $r19, $r0, 28
sldi $r18, 708
sldi $r0, 22748
ld $r18, $r0, 28
sldi $r10, 736
sldi $r0, 22812
ld $r10, $r0, 28
sldi $r17, 764
sldi $r0, 22876
ld $r17, $r0, 28
sldi $r9, 792
sldi $r0, 23772
ld $r9, $r0, 28
sldi $r15, 820
sldi $r0, 23836
ld $r15, $r0, 28
sldi $r12, 848
sldi $r0, 23900
ld $r12, $r0, 28
sldi $r0, 21752
ld $r22, $r0, 8
sldi $r14, 888
sldi $r0, 21816
ld $r14, $r0, 8
sldi $r11, 896
sldi $r0, 21880
ld $r11, $r0, 8
sldi $r2, 904
sldi $r0, 22776
ld $r2, $r0, 8
sldi $r13, 912
sldi $r0, 22840
ld $r13, $r0, 8
sldi $r28, 920
sldi $r0, 22904
ld $r28, $r0, 8
sldi $r8, 928
sldi $r0, 23800
ld $r8, $r0, 8
sldi $r4, 936
sldi $r0, 23864
ld $r4, $r0, 8
sldi $r6, 944
sldi $r0, 23928
ld $r6, $r0, 8
setbw 16, 64
sldi $r3, 952
mvmul $r3, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r5, 1064
mvmul $r5, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r26, 1176
mvmul $r26, $r22, 16, 0, 3
setbw 64, 64
sldi $r23, 0
vvadd $r3, $r3, $r23, 14
setbw 64, 16
sldi $r21, 1208
sldi $r20, 112
vvsra $r21, $r3, $r20, 14
setbw 16, 16
vrsl $r21, $r21, $r23, 14
sldi $r27, 24576
vrsu $r21, $r21, $r27, 14
sldi $r0, 39168
st $r0, $r21, 28
setbw 64, 64
sldi $r29, 224
vvadd $r5, $r5, $r29, 14
setbw 64, 16
vvsra $r21, $r5, $r20, 14
setbw 16, 16
vrsl $r21, $r21, $r23, 14
vrsu $r21, $r21, $r27, 14
sldi $r0, 39196
st $r0, $r21, 28
setbw 64, 64
sldi $r24, 336
vvadd $r26, $r26, $r24, 4
setbw 64, 16
vvsra $r21, $r26, $r20, 4
setbw 16, 16
vrsl $r21, $r21, $r23, 4
vrsu $r21, $r21, $r27, 4
sldi $r0, 39224
st $r0, $r21, 8
sldi $r0, 21760
ld $r16, $r0, 28
sldi $r25, 396
sldi $r0, 21824
ld $r25, $r0, 28
sldi $r30, 424
sldi $r0, 21888
ld $r30, $r0, 28
sldi $r19, 452
sldi $r0, 22784
ld $r19, $r0, 28
sldi $r18, 480
sldi $r0, 22848
ld $r18, $r0, 28
sldi $r10, 508
sldi $r0, 22912
ld $r10, $r0, 28
sldi $r17, 536
sldi $r0, 23808
ld $r17, $r0, 28
sldi $r9, 564
sldi $r0, 23872
ld $r9, $r0, 28
sldi $r15, 592
sldi $r0, 23936
ld $r15, $r0, 28
sldi $r0, 21788
ld $r7, $r0, 28
sldi $r12, 652
sldi $r0, 21852
ld $r12, $r0, 28
sldi $r14, 680
sldi $r0, 21916
ld $r14, $r0, 28
sldi $r11, 708
sldi $r0, 22812
ld $r11, $r0, 28
sldi $r2, 736
sldi $r0, 22876
ld $r2, $r0, 28
sldi $r13, 764
sldi $r0, 22940
ld $r13, $r0, 28
sldi $r28, 792
sldi $r0, 23836
ld $r28, $r0, 28
sldi $r8, 820
sldi $r0, 23900
ld $r8, $r0, 28
sldi $r4, 848
sldi $r0, 23964
ld $r4, $r0, 28
sldi $r0, 21816
ld $r22, $r0, 8
sldi $r6, 888
sldi $r0, 21880
ld $r6, $r0, 8
sldi $r3, 896
sldi $r0, 21944
ld $r3, $r0, 8
sldi $r29, 904
sldi $r0, 22840
ld $r29, $r0, 8
sldi $r5, 912
sldi $r0, 22904
ld $r5, $r0, 8
sldi $r24, 920
sldi $r0, 22968
ld $r24, $r0, 8
sldi $r26, 928
sldi $r0, 23864
ld $r26, $r0, 8
sldi $r20, 936
sldi $r0, 23928
ld $r20, $r0, 8
sldi $r23, 944
sldi $r0, 23992
ld $r23, $r0, 8
setbw 16, 64
sldi $r27, 952
mvmul $r27, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r21, 1064
mvmul $r21, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r25, 1176
mvmul $r25, $r22, 16, 0, 3
setbw 64, 64
sldi $r30, 0
vvadd $r27, $r27, $r30, 14
setbw 64, 16
sldi $r19, 1208
sldi $r18, 112
vvsra $r19, $r27, $r18, 14
setbw 16, 16
vrsl $r19, $r19, $r30, 14
sldi $r10, 24576
vrsu $r19, $r19, $r10, 14
sldi $r0, 39232
st $r0, $r19, 28
setbw 64, 64
sldi $r17, 224
vvadd $r21, $r21, $r17, 14
setbw 64, 16
vvsra $r19, $r21, $r18, 14
setbw 16, 16
vrsl $r19, $r19, $r30, 14
vrsu $r19, $r19, $r10, 14
sldi $r0, 39260
st $r0, $r19, 28
setbw 64, 64
sldi $r9, 336
vvadd $r25, $r25, $r9, 4
setbw 64, 16
vvsra $r19, $r25, $r18, 4
setbw 16, 16
vrsl $r19, $r19, $r30, 4
vrsu $r19, $r19, $r10, 4
sldi $r0, 39288
st $r0, $r19, 8
sync 0, 0
wait 1, 1
sldi $r0, 53184
ld $r30, $r0, 32
sldi $r15, 64
sldi $r0, 126408
ld $r15, $r0, 32
sldi $r12, 32
vvsra $r12, $r30, $r15, 16
sldi $r0, 61376
st $r0, $r12, 32
sync 0, 0
wait 1, 1
sldi $r0, 12224
ld $r30, $r0, 32
sldi $r0, 61376
ld $r12, $r0, 32
vvadd $r15, $r30, $r12, 16
sldi $r0, 69568
st $r0, $r15, 32
sync 0, 0
