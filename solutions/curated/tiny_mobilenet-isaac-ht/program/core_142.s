# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
sldi $r0, 1038
ld $r28, $r0, 18
sldi $r27, 274
sldi $r0, 1230
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 1422
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
sldi $r0, 7904
st $r0, $r24, 32
sync 0, 0
wait 1, 1
sldi $r0, 54464
ld $r30, $r0, 32
sldi $r22, 64
sldi $r0, 126408
ld $r22, $r0, 32
sldi $r21, 32
vvsra $r21, $r30, $r22, 16
sldi $r0, 62656
st $r0, $r21, 32
sync 0, 0
wait 1, 1
sldi $r0, 13504
ld $r30, $r0, 32
sldi $r0, 62656
ld $r21, $r0, 32
vvadd $r22, $r30, $r21, 16
sldi $r0, 70848
st $r0, $r22, 32
sync 0, 0
wait 1, 1
sldi $r0, 126696
ld $r30, $r0, 112
sldi $r20, 112
sldi $r0, 125848
ld $r20, $r0, 112
sldi $r19, 224
sldi $r0, 126808
ld $r19, $r0, 112
sldi $r18, 336
sldi $r0, 126920
ld $r18, $r0, 32
sldi $r17, 368
sldi $r0, 85440
ld $r17, $r0, 28
sldi $r16, 396
sldi $r0, 85504
ld $r16, $r0, 28
sldi $r15, 424
sldi $r0, 85568
ld $r15, $r0, 28
sldi $r14, 452
sldi $r0, 86464
ld $r14, $r0, 28
sldi $r13, 480
sldi $r0, 86528
ld $r13, $r0, 28
sldi $r12, 508
sldi $r0, 86592
ld $r12, $r0, 28
sldi $r11, 536
sldi $r0, 87488
ld $r11, $r0, 28
sldi $r10, 564
sldi $r0, 87552
ld $r10, $r0, 28
sldi $r9, 592
sldi $r0, 87616
ld $r9, $r0, 28
sldi $r8, 624
sldi $r0, 85468
ld $r8, $r0, 28
sldi $r7, 652
sldi $r0, 85532
ld $r7, $r0, 28
sldi $r6, 680
sldi $r0, 85596
ld $r6, $r0, 28
sldi $r5, 708
sldi $r0, 86492
ld $r5, $r0, 28
sldi $r4, 736
sldi $r0, 86556
ld $r4, $r0, 28
sldi $r3, 764
sldi $r0, 86620
ld $r3, $r0, 28
sldi $r2, 792
sldi $r0, 87516
ld $r2, $r0, 28
sldi $r27, 820
sldi $r0, 87580
ld $r27, $r0, 28
sldi $r26, 848
sldi $r0, 87644
ld $r26, $r0, 28
sldi $r28, 880
sldi $r0, 85496
ld $r28, $r0, 8
sldi $r25, 888
sldi $r0, 85560
ld $r25, $r0, 8
sldi $r29, 896
sldi $r0, 85624
ld $r29, $r0, 8
sldi $r23, 904
sldi $r0, 86520
ld $r23, $r0, 8
sldi $r24, 912
sldi $r0, 86584
ld $r24, $r0, 8
sldi $r21, 920
sldi $r0, 86648
ld $r21, $r0, 8
sldi $r22, 928
sldi $r0, 87544
ld $r22, $r0, 8
sldi $r30, 936
sldi $r0, 87608
ld $r30, $r0, 8
sldi $r20, 944
sldi $r0, 87672
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
mvmul $r16, $r28, 16, 0, 3
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
sldi $r0, 91904
st $r0, $r14, 28
setbw 64, 64
sldi $r11, 224
vvadd $r18, $r18, $r11, 14
setbw 64, 16
vvsra $r14, $r18, $r13, 14
setbw 16, 16
vrsl $r14, $r14, $r15, 14
vrsu $r14, $r14, $r12, 14
sldi $r0, 91932
st $r0, $r14, 28
setbw 64, 64
sldi $r10, 336
vvadd $r16, $r16, $r10, 4
setbw 64, 16
vvsra $r14, $r16, $r13, 4
setbw 16, 16
vrsl $r14, $r14, $r15, 4
vrsu $r14, $r14, $r12, 4
sldi $r0, 91960
st $r0, $r14, 8
sldi $r0, 85568
ld $r17, $r0, 28
sldi $r9, 396
sldi $r0, 85632
ld $r9, $r0, 28
sldi $r7, 424
sldi $r0, 85696
ld $r7, $r0, 28
sldi $r6, 452
sldi $r0, 86592
ld $r6, $r0, 28
sldi $r5, 480
sldi $r0, 86656
ld $r5, $r0, 28
sldi $r4, 508
sldi $r0, 86720
ld $r4, $r0, 28
sldi $r3, 536
sldi $r0, 87616
ld $r3, $r0, 28
sldi $r2, 564
sldi $r0, 87680
ld $r2, $r0, 28
sldi $r27, 592
sldi $r0, 87744
ld $r27, $r0, 28
sldi $r0, 85596
ld $r8, $r0, 28
sldi $r26, 652
sldi $r0, 85660
ld $r26, $r0, 28
sldi $r25, 680
sldi $r0, 85724
ld $r25, $r0, 28
sldi $r29, 708
sldi $r0, 86620
ld $r29, $r0, 28
sldi $r23, 736
sldi $r0, 86684
ld $r23, $r0, 28
sldi $r24, 764
sldi $r0, 86748
ld $r24, $r0, 28
sldi $r21, 792
sldi $r0, 87644
ld $r21, $r0, 28
sldi $r22, 820
sldi $r0, 87708
ld $r22, $r0, 28
sldi $r30, 848
sldi $r0, 87772
ld $r30, $r0, 28
sldi $r0, 85624
ld $r28, $r0, 8
sldi $r20, 888
sldi $r0, 85688
ld $r20, $r0, 8
sldi $r19, 896
sldi $r0, 85752
ld $r19, $r0, 8
sldi $r11, 904
sldi $r0, 86648
ld $r11, $r0, 8
sldi $r18, 912
sldi $r0, 86712
ld $r18, $r0, 8
sldi $r10, 920
sldi $r0, 86776
ld $r10, $r0, 8
sldi $r16, 928
sldi $r0, 87672
ld $r16, $r0, 8
sldi $r13, 936
sldi $r0, 87736
ld $r13, $r0, 8
sldi $r15, 944
sldi $r0, 87800
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
mvmul $r9, $r28, 16, 0, 3
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
sldi $r0, 91968
st $r0, $r6, 28
setbw 64, 64
sldi $r3, 224
vvadd $r14, $r14, $r3, 14
setbw 64, 16
vvsra $r6, $r14, $r5, 14
setbw 16, 16
vrsl $r6, $r6, $r7, 14
vrsu $r6, $r6, $r4, 14
sldi $r0, 91996
st $r0, $r6, 28
setbw 64, 64
sldi $r2, 336
vvadd $r9, $r9, $r2, 4
setbw 64, 16
vvsra $r6, $r9, $r5, 4
setbw 16, 16
vrsl $r6, $r6, $r7, 4
vrsu $r6, $r6, $r4, 4
sldi $r0, 92024
st $r0, $r6, 8
sldi $r0, 85696
ld $r17, $r0, 28
sldi $r27, 396
sldi $r0, 85760
ld $r27, $r0, 28
sldi $r26, 424
sldi $r0, 85824
ld $r26, $r0, 28
sldi $r25, 452
sldi $r0, 86720
ld $r25, $r0, 28
sldi $r29, 480
sldi $r0, 86784
ld $r29, $r0, 28
sldi $r23, 508
sldi $r0, 86848
ld $r23, $r0, 28
sldi $r24, 536
sldi $r0, 87744
ld $r24, $r0, 28
sldi $r21, 564
sldi $r0, 87808
ld $r21, $r0, 28
sldi $r22, 592
sldi $r0, 87872
ld $r22, $r0, 28
sldi $r0, 85724
ld $r8, $r0, 28
sldi $r30, 652
sldi $r0, 85788
ld $r30, $r0, 28
sldi $r20, 680
sldi $r0, 85852
ld $r20, $r0, 28
sldi $r19, 708
sldi $r0, 86748
ld $r19, $r0, 28
sldi $r11, 736
sldi $r0, 86812
ld $r11, $r0, 28
sldi $r18, 764
sldi $r0, 86876
ld $r18, $r0, 28
sldi $r10, 792
sldi $r0, 87772
ld $r10, $r0, 28
sldi $r16, 820
sldi $r0, 87836
ld $r16, $r0, 28
sldi $r13, 848
sldi $r0, 87900
ld $r13, $r0, 28
sldi $r0, 85752
ld $r28, $r0, 8
sldi $r15, 888
sldi $r0, 85816
ld $r15, $r0, 8
sldi $r12, 896
sldi $r0, 85880
ld $r12, $r0, 8
sldi $r3, 904
sldi $r0, 86776
ld $r3, $r0, 8
sldi $r14, 912
sldi $r0, 86840
ld $r14, $r0, 8
sldi $r2, 920
sldi $r0, 86904
ld $r2, $r0, 8
sldi $r9, 928
sldi $r0, 87800
ld $r9, $r0, 8
sldi $r5, 936
sldi $r0, 87864
ld $r5, $r0, 8
sldi $r7, 944
sldi $r0, 87928
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
sldi $r27, 1176
mvmul $r27, $r28, 16, 0, 3
setbw 64, 64
sldi $r26, 0
vvadd $r4, $r4, $r26, 14
setbw 64, 16
sldi $r25, 1208
sldi $r29, 112
vvsra $r25, $r4, $r29, 14
setbw 16, 16
vrsl $r25, $r25, $r26, 14
sldi $r23, 24576
vrsu $r25, $r25, $r23, 14
sldi $r0, 92032
st $r0, $r25, 28
setbw 64, 64
sldi $r24, 224
vvadd $r6, $r6, $r24, 14
setbw 64, 16
vvsra $r25, $r6, $r29, 14
setbw 16, 16
vrsl $r25, $r25, $r26, 14
vrsu $r25, $r25, $r23, 14
sldi $r0, 92060
st $r0, $r25, 28
setbw 64, 64
sldi $r21, 336
vvadd $r27, $r27, $r21, 4
setbw 64, 16
vvsra $r25, $r27, $r29, 4
setbw 16, 16
vrsl $r25, $r25, $r26, 4
vrsu $r25, $r25, $r23, 4
sldi $r0, 92088
st $r0, $r25, 8
sldi $r0, 85824
ld $r17, $r0, 28
sldi $r22, 396
sldi $r0, 85888
ld $r22, $r0, 28
sldi $r30, 424
sldi $r0, 85952
ld $r30, $r0, 28
sldi $r20, 452
sldi $r0, 86848
ld $r20, $r0, 28
sldi $r19, 480
sldi $r0, 86912
ld $r19, $r0, 28
sldi $r11, 508
sldi $r0, 86976
ld $r11, $r0, 28
sldi $r18, 536
sldi $r0, 87872
ld $r18, $r0, 28
sldi $r10, 564
sldi $r0, 87936
ld $r10, $r0, 28
sldi $r16, 592
sldi $r0, 88000
ld $r16, $r0, 28
sldi $r0, 85852
ld $r8, $r0, 28
sldi $r13, 652
sldi $r0, 85916
ld $r13, $r0, 28
sldi $r15, 680
sldi $r0, 85980
ld $r15, $r0, 28
sldi $r12, 708
sldi $r0, 86876
ld $r12, $r0, 28
sldi $r3, 736
sldi $r0, 86940
ld $r3, $r0, 28
sldi $r14, 764
sldi $r0, 87004
ld $r14, $r0, 28
sldi $r2, 792
sldi $r0, 87900
ld $r2, $r0, 28
sldi $r9, 820
sldi $r0, 87964
ld $r9, $r0, 28
sldi $r5, 848
sldi $r0, 88028
ld $r5, $r0, 28
sldi $r0, 85880
ld $r28, $r0, 8
sldi $r7, 888
sldi $r0, 85944
ld $r7, $r0, 8
sldi $r4, 896
sldi $r0, 86008
ld $r4, $r0, 8
sldi $r24, 904
sldi $r0, 86904
ld $r24, $r0, 8
sldi $r6, 912
sldi $r0, 86968
ld $r6, $r0, 8
sldi $r21, 920
sldi $r0, 87032
ld $r21, $r0, 8
sldi $r27, 928
sldi $r0, 87928
ld $r27, $r0, 8
sldi $r29, 936
sldi $r0, 87992
ld $r29, $r0, 8
sldi $r26, 944
sldi $r0, 88056
ld $r26, $r0, 8
setbw 16, 64
sldi $r23, 952
mvmul $r23, $r17, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r25, 1064
mvmul $r25, $r8, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r22, 1176
mvmul $r22, $r28, 16, 0, 3
setbw 64, 64
sldi $r30, 0
vvadd $r23, $r23, $r30, 14
setbw 64, 16
sldi $r20, 1208
sldi $r19, 112
vvsra $r20, $r23, $r19, 14
setbw 16, 16
vrsl $r20, $r20, $r30, 14
sldi $r11, 24576
vrsu $r20, $r20, $r11, 14
sldi $r0, 92096
st $r0, $r20, 28
setbw 64, 64
sldi $r18, 224
vvadd $r25, $r25, $r18, 14
setbw 64, 16
vvsra $r20, $r25, $r19, 14
setbw 16, 16
vrsl $r20, $r20, $r30, 14
vrsu $r20, $r20, $r11, 14
sldi $r0, 92124
st $r0, $r20, 28
setbw 64, 64
sldi $r10, 336
vvadd $r22, $r22, $r10, 4
setbw 64, 16
vvsra $r20, $r22, $r19, 4
setbw 16, 16
vrsl $r20, $r20, $r30, 4
vrsu $r20, $r20, $r11, 4
sldi $r0, 92152
st $r0, $r20, 8
sync 0, 0
wait 1, 1
sldi $r0, 128488
ld $r30, $r0, 192
sldi $r16, 192
sldi $r0, 126952
ld $r16, $r0, 192
sldi $r13, 384
lldi $r13, 0, 768
sldi $r0, 106752
ld $r13, $r0, 768
setbw 16, 64
sldi $r15, 1248
sldi $r12, 768
mvmul $r15, $r12, 16, 0, 4
setbw 64, 64
vvadd $r15, $r15, $r30, 24
setbw 64, 16
sldi $r3, 1440
vvsra $r3, $r15, $r16, 24
setbw 16, 16
sldi $r0, 110400
st $r0, $r3, 48
setbw 16, 64
sldi $r14, 864
mvmul $r15, $r14, 16, 0, 4
setbw 64, 64
vvadd $r15, $r15, $r30, 24
setbw 64, 16
vvsra $r3, $r15, $r16, 24
setbw 16, 16
sldi $r0, 110448
st $r0, $r3, 48
setbw 16, 64
sldi $r2, 960
mvmul $r15, $r2, 16, 0, 4
setbw 64, 64
vvadd $r15, $r15, $r30, 24
setbw 64, 16
vvsra $r3, $r15, $r16, 24
setbw 16, 16
sldi $r0, 110496
st $r0, $r3, 48
setbw 16, 64
sldi $r9, 1056
mvmul $r15, $r9, 16, 0, 4
setbw 64, 64
vvadd $r15, $r15, $r30, 24
setbw 64, 16
vvsra $r3, $r15, $r16, 24
setbw 16, 16
sldi $r0, 110544
st $r0, $r3, 48
sync 0, 0
wait 1, 1
