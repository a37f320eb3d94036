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
sldi $r0, 20352
ld $r26, $r0, 28
sldi $r25, 396
sldi $r0, 20416
ld $r25, $r0, 28
sldi $r24, 424
lldi $r24, 0, 28
sldi $r23, 452
sldi $r0, 21376
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 21440
ld $r22, $r0, 28
sldi $r21, 508
lldi $r21, 0, 28
sldi $r20, 536
sldi $r0, 22400
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 22464
ld $r19, $r0, 28
sldi $r18, 592
lldi $r18, 0, 28
sldi $r17, 624
sldi $r0, 20380
ld $r17, $r0, 28
sldi $r16, 652
sldi $r0, 20444
ld $r16, $r0, 28
sldi $r15, 680
lldi $r15, 0, 28
sldi $r14, 708
sldi $r0, 21404
ld $r14, $r0, 28
sldi $r13, 736
sldi $r0, 21468
ld $r13, $r0, 28
sldi $r12, 764
lldi $r12, 0, 28
sldi $r11, 792
sldi $r0, 22428
ld $r11, $r0, 28
sldi $r10, 820
sldi $r0, 22492
ld $r10, $r0, 28
sldi $r9, 848
lldi $r9, 0, 28
sldi $r8, 880
sldi $r0, 20408
ld $r8, $r0, 8
sldi $r7, 888
sldi $r0, 20472
ld $r7, $r0, 8
sldi $r6, 896
lldi $r6, 0, 8
sldi $r5, 904
sldi $r0, 21432
ld $r5, $r0, 8
sldi $r4, 912
sldi $r0, 21496
ld $r4, $r0, 8
sldi $r3, 920
lldi $r3, 0, 8
sldi $r2, 928
sldi $r0, 22456
ld $r2, $r0, 8
sldi $r30, 936
sldi $r0, 22520
ld $r30, $r0, 8
sldi $r29, 944
lldi $r29, 0, 8
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
sldi $r0, 37824
st $r0, $r23, 28
setbw 64, 64
sldi $r20, 224
vvadd $r27, $r27, $r20, 14
setbw 64, 16
vvsra $r23, $r27, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
vrsu $r23, $r23, $r21, 14
sldi $r0, 37852
st $r0, $r23, 28
setbw 64, 64
sldi $r19, 336
vvadd $r25, $r25, $r19, 4
setbw 64, 16
vvsra $r23, $r25, $r22, 4
setbw 16, 16
vrsl $r23, $r23, $r24, 4
vrsu $r23, $r23, $r21, 4
sldi $r0, 37880
st $r0, $r23, 8
sync 0, 0
wait 1, 1
sldi $r0, 52416
ld $r24, $r0, 64
sldi $r18, 128
sldi $r0, 126344
ld $r18, $r0, 64
sldi $r16, 64
vvsra $r16, $r24, $r18, 32
sldi $r0, 60608
st $r0, $r16, 64
sync 0, 0
wait 1, 1
sldi $r0, 11456
ld $r24, $r0, 64
sldi $r0, 60608
ld $r16, $r0, 64
vvadd $r18, $r24, $r16, 32
sldi $r0, 68800
st $r0, $r18, 64
sync 0, 0
wait 1, 1
sldi $r0, 126440
ld $r24, $r0, 256
sldi $r15, 256
sldi $r0, 125336
ld $r15, $r0, 256
sldi $r14, 512
lldi $r14, 0, 512
sldi $r0, 68608
ld $r14, $r0, 512
setbw 16, 64
sldi $r13, 1056
sldi $r12, 768
mvmul $r13, $r12, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
sldi $r11, 1312
vvsra $r11, $r13, $r15, 32
setbw 16, 16
vrsl $r11, $r11, $r24, 32
vrsu $r11, $r11, $r21, 32
sldi $r0, 82432
st $r0, $r11, 64
setbw 16, 64
sldi $r10, 800
mvmul $r13, $r10, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r11, $r13, $r15, 32
setbw 16, 16
vrsl $r11, $r11, $r24, 32
vrsu $r11, $r11, $r21, 32
sldi $r0, 82496
st $r0, $r11, 64
setbw 16, 64
sldi $r9, 832
mvmul $r13, $r9, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r11, $r13, $r15, 32
setbw 16, 16
vrsl $r11, $r11, $r24, 32
vrsu $r11, $r11, $r21, 32
sldi $r0, 82560
st $r0, $r11, 64
setbw 16, 64
sldi $r7, 864
mvmul $r13, $r7, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r11, $r13, $r15, 32
setbw 16, 16
vrsl $r11, $r11, $r24, 32
vrsu $r11, $r11, $r21, 32
sldi $r0, 82624
st $r0, $r11, 64
setbw 16, 64
mvmul $r13, $r6, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r11, $r13, $r15, 32
setbw 16, 16
vrsl $r11, $r11, $r24, 32
vrsu $r11, $r11, $r21, 32
sldi $r0, 82688
st $r0, $r11, 64
setbw 16, 64
mvmul $r13, $r2, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r11, $r13, $r15, 32
setbw 16, 16
vrsl $r11, $r11, $r24, 32
vrsu $r11, $r11, $r21, 32
sldi $r0, 82752
st $r0, $r11, 64
setbw 16, 64
sldi $r5, 960
mvmul $r13, $r5, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r11, $r13, $r15, 32
setbw 16, 16
vrsl $r11, $r11, $r24, 32
vrsu $r11, $r11, $r21, 32
sldi $r0, 82816
st $r0, $r11, 64
setbw 16, 64
sldi $r4, 992
mvmul $r13, $r4, 16, 0, 3
setbw 64, 64
vvadd $r13, $r13, $r24, 32
setbw 64, 16
vvsra $r11, $r13, $r15, 32
setbw 16, 16
vrsl $r11, $r11, $r24, 32
vrsu $r11, $r11, $r21, 32
sldi $r0, 82880
st $r0, $r11, 64
sync 0, 0
wait 1, 1
sldi $r0, 128104
ld $r24, $r0, 112
sldi $r0, 125848
ld $r22, $r0, 112
sldi $r0, 128216
ld $r20, $r0, 112
sldi $r0, 128328
ld $r19, $r0, 112
sldi $r3, 448
sldi $r0, 128440
ld $r3, $r0, 48
sldi $r30, 496
sldi $r0, 97920
ld $r30, $r0, 28
sldi $r29, 524
sldi $r0, 98016
ld $r29, $r0, 28
sldi $r26, 552
sldi $r0, 98112
ld $r26, $r0, 28
sldi $r17, 580
sldi $r0, 98688
ld $r17, $r0, 28
sldi $r8, 608
sldi $r0, 98784
ld $r8, $r0, 28
sldi $r28, 636
sldi $r0, 98880
ld $r28, $r0, 28
sldi $r27, 664
sldi $r0, 99456
ld $r27, $r0, 28
sldi $r25, 692
sldi $r0, 99552
ld $r25, $r0, 28
sldi $r23, 720
sldi $r0, 99648
ld $r23, $r0, 28
sldi $r16, 752
sldi $r0, 97948
ld $r16, $r0, 28
sldi $r18, 780
sldi $r0, 98044
ld $r18, $r0, 28
sldi $r14, 808
sldi $r0, 98140
ld $r14, $r0, 28
sldi $r12, 836
sldi $r0, 98716
ld $r12, $r0, 28
sldi $r0, 98812
ld $r7, $r0, 28
sldi $r10, 892
sldi $r0, 98908
ld $r10, $r0, 28
sldi $r9, 920
sldi $r0, 99484
ld $r9, $r0, 28
sldi $r6, 948
sldi $r0, 99580
ld $r6, $r0, 28
sldi $r2, 976
sldi $r0, 99676
ld $r2, $r0, 28
sldi $r5, 1008
sldi $r0, 97976
ld $r5, $r0, 28
sldi $r4, 1036
sldi $r0, 98072
ld $r4, $r0, 28
sldi $r13, 1064
sldi $r0, 98168
ld $r13, $r0, 28
sldi $r15, 1092
sldi $r0, 98744
ld $r15, $r0, 28
sldi $r21, 1120
sldi $r0, 98840
ld $r21, $r0, 28
sldi $r11, 1148
sldi $r0, 98936
ld $r11, $r0, 28
sldi $r24, 1176
sldi $r0, 99512
ld $r24, $r0, 28
sldi $r22, 1204
sldi $r0, 99608
ld $r22, $r0, 28
sldi $r20, 1232
sldi $r0, 99704
ld $r20, $r0, 28
sldi $r19, 1264
sldi $r0, 98004
ld $r19, $r0, 12
sldi $r3, 1276
sldi $r0, 98100
ld $r3, $r0, 12
sldi $r30, 1288
sldi $r0, 98196
ld $r30, $r0, 12
sldi $r29, 1300
sldi $r0, 98772
ld $r29, $r0, 12
sldi $r26, 1312
sldi $r0, 98868
ld $r26, $r0, 12
sldi $r17, 1324
sldi $r0, 98964
ld $r17, $r0, 12
sldi $r8, 1336
sldi $r0, 99540
ld $r8, $r0, 12
sldi $r28, 1348
sldi $r0, 99636
ld $r28, $r0, 12
sldi $r27, 1360
sldi $r0, 99732
ld $r27, $r0, 12
setbw 16, 64
sldi $r25, 1376
sldi $r23, 496
mvmul $r25, $r23, 16, 0, 4
setbw 64, 64
setbw 16, 64
sldi $r16, 1488
sldi $r18, 752
mvmul $r16, $r18, 16, 0, 5
setbw 64, 64
setbw 16, 64
sldi $r14, 1600
mvmul $r14, $r5, 16, 0, 6
setbw 64, 64
setbw 16, 64
sldi $r12, 1712
mvmul $r12, $r19, 16, 0, 7
setbw 64, 64
sldi $r7, 0
vvadd $r25, $r25, $r7, 14
setbw 64, 16
sldi $r10, 1760
sldi $r9, 112
vvsra $r10, $r25, $r9, 14
setbw 16, 16
vrsl $r10, $r10, $r7, 14
sldi $r6, 24576
vrsu $r10, $r10, $r6, 14
sldi $r0, 104928
st $r0, $r10, 28
setbw 64, 64
sldi $r2, 224
vvadd $r16, $r16, $r2, 14
setbw 64, 16
vvsra $r10, $r16, $r9, 14
setbw 16, 16
vrsl $r10, $r10, $r7, 14
vrsu $r10, $r10, $r6, 14
sldi $r0, 104956
st $r0, $r10, 28
setbw 64, 64
sldi $r4, 336
vvadd $r14, $r14, $r4, 14
setbw 64, 16
vvsra $r10, $r14, $r9, 14
setbw 16, 16
vrsl $r10, $r10, $r7, 14
vrsu $r10, $r10, $r6, 14
sldi $r0, 104984
st $r0, $r10, 28
setbw 64, 64
sldi $r13, 448
vvadd $r12, $r12, $r13, 6
setbw 64, 16
vvsra $r10, $r12, $r9, 6
setbw 16, 16
vrsl $r10, $r10, $r7, 6
vrsu $r10, $r10, $r6, 6
sldi $r0, 105012
st $r0, $r10, 12
sync 0, 0
