# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 54144
ld $r30, $r0, 32
sldi $r29, 64
sldi $r0, 126408
ld $r29, $r0, 32
setbw 16, 16
sldi $r28, 32
vvsra $r28, $r30, $r29, 16
sldi $r0, 62336
st $r0, $r28, 32
sync 0, 0
wait 1, 1
sldi $r0, 13184
ld $r30, $r0, 32
sldi $r0, 62336
ld $r28, $r0, 32
vvadd $r29, $r30, $r28, 16
sldi $r0, 70528
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
sldi $r0, 75200
ld $r24, $r0, 28
sldi $r23, 396
sldi $r0, 75264
ld $r23, $r0, 28
sldi $r22, 424
sldi $r0, 75328
ld $r22, $r0, 28
sldi $r21, 452
sldi $r0, 76224
ld $r21, $r0, 28
sldi $r20, 480
sldi $r0, 76288
ld $r20, $r0, 28
sldi $r19, 508
sldi $r0, 76352
ld $r19, $r0, 28
sldi $r18, 536
sldi $r0, 77248
ld $r18, $r0, 28
sldi $r17, 564
sldi $r0, 77312
ld $r17, $r0, 28
sldi $r16, 592
sldi $r0, 77376
ld $r16, $r0, 28
sldi $r15, 624
sldi $r0, 75228
ld $r15, $r0, 28
sldi $r14, 652
sldi $r0, 75292
ld $r14, $r0, 28
sldi $r13, 680
sldi $r0, 75356
ld $r13, $r0, 28
sldi $r12, 708
sldi $r0, 76252
ld $r12, $r0, 28
sldi $r11, 736
sldi $r0, 76316
ld $r11, $r0, 28
sldi $r10, 764
sldi $r0, 76380
ld $r10, $r0, 28
sldi $r9, 792
sldi $r0, 77276
ld $r9, $r0, 28
sldi $r8, 820
sldi $r0, 77340
ld $r8, $r0, 28
sldi $r7, 848
sldi $r0, 77404
ld $r7, $r0, 28
sldi $r6, 880
sldi $r0, 75256
ld $r6, $r0, 8
sldi $r5, 888
sldi $r0, 75320
ld $r5, $r0, 8
sldi $r4, 896
sldi $r0, 75384
ld $r4, $r0, 8
sldi $r3, 904
sldi $r0, 76280
ld $r3, $r0, 8
sldi $r2, 912
sldi $r0, 76344
ld $r2, $r0, 8
sldi $r28, 920
sldi $r0, 76408
ld $r28, $r0, 8
sldi $r29, 928
sldi $r0, 77304
ld $r29, $r0, 8
sldi $r30, 936
sldi $r0, 77368
ld $r30, $r0, 8
sldi $r27, 944
sldi $r0, 77432
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
sldi $r0, 89344
st $r0, $r21, 28
setbw 64, 64
sldi $r18, 224
vvadd $r25, $r25, $r18, 14
setbw 64, 16
vvsra $r21, $r25, $r20, 14
setbw 16, 16
vrsl $r21, $r21, $r22, 14
vrsu $r21, $r21, $r19, 14
sldi $r0, 89372
st $r0, $r21, 28
setbw 64, 64
sldi $r17, 336
vvadd $r23, $r23, $r17, 4
setbw 64, 16
vvsra $r21, $r23, $r20, 4
setbw 16, 16
vrsl $r21, $r21, $r22, 4
vrsu $r21, $r21, $r19, 4
sldi $r0, 89400
st $r0, $r21, 8
sldi $r0, 75328
ld $r24, $r0, 28
sldi $r16, 396
sldi $r0, 75392
ld $r16, $r0, 28
sldi $r14, 424
sldi $r0, 75456
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 76352
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 76416
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 76480
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 77376
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 77440
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 77504
ld $r8, $r0, 28
sldi $r0, 75356
ld $r15, $r0, 28
sldi $r7, 652
sldi $r0, 75420
ld $r7, $r0, 28
sldi $r5, 680
sldi $r0, 75484
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 76380
ld $r4, $r0, 28
sldi $r3, 736
sldi $r0, 76444
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 76508
ld $r2, $r0, 28
sldi $r28, 792
sldi $r0, 77404
ld $r28, $r0, 28
sldi $r29, 820
sldi $r0, 77468
ld $r29, $r0, 28
sldi $r30, 848
sldi $r0, 77532
ld $r30, $r0, 28
sldi $r0, 75384
ld $r6, $r0, 8
sldi $r27, 888
sldi $r0, 75448
ld $r27, $r0, 8
sldi $r26, 896
sldi $r0, 75512
ld $r26, $r0, 8
sldi $r18, 904
sldi $r0, 76408
ld $r18, $r0, 8
sldi $r25, 912
sldi $r0, 76472
ld $r25, $r0, 8
sldi $r17, 920
sldi $r0, 76536
ld $r17, $r0, 8
sldi $r23, 928
sldi $r0, 77432
ld $r23, $r0, 8
sldi $r20, 936
sldi $r0, 77496
ld $r20, $r0, 8
sldi $r22, 944
sldi $r0, 77560
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
sldi $r0, 89408
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r21, $r21, $r10, 14
setbw 64, 16
vvsra $r13, $r21, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 89436
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r16, $r16, $r9, 4
setbw 64, 16
vvsra $r13, $r16, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 89464
st $r0, $r13, 8
sldi $r0, 75456
ld $r24, $r0, 28
sldi $r8, 396
sldi $r0, 75520
ld $r8, $r0, 28
sldi $r7, 424
sldi $r0, 75584
ld $r7, $r0, 28
sldi $r5, 452
sldi $r0, 76480
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 76544
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 76608
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 77504
ld $r2, $r0, 28
sldi $r28, 564
sldi $r0, 77568
ld $r28, $r0, 28
sldi $r29, 592
sldi $r0, 77632
ld $r29, $r0, 28
sldi $r0, 75484
ld $r15, $r0, 28
sldi $r30, 652
sldi $r0, 75548
ld $r30, $r0, 28
sldi $r27, 680
sldi $r0, 75612
ld $r27, $r0, 28
sldi $r26, 708
sldi $r0, 76508
ld $r26, $r0, 28
sldi $r18, 736
sldi $r0, 76572
ld $r18, $r0, 28
sldi $r25, 764
sldi $r0, 76636
ld $r25, $r0, 28
sldi $r17, 792
sldi $r0, 77532
ld $r17, $r0, 28
sldi $r23, 820
sldi $r0, 77596
ld $r23, $r0, 28
sldi $r20, 848
sldi $r0, 77660
ld $r20, $r0, 28
sldi $r0, 75512
ld $r6, $r0, 8
sldi $r22, 888
sldi $r0, 75576
ld $r22, $r0, 8
sldi $r19, 896
sldi $r0, 75640
ld $r19, $r0, 8
sldi $r10, 904
sldi $r0, 76536
ld $r10, $r0, 8
sldi $r21, 912
sldi $r0, 76600
ld $r21, $r0, 8
sldi $r9, 920
sldi $r0, 76664
ld $r9, $r0, 8
sldi $r16, 928
sldi $r0, 77560
ld $r16, $r0, 8
sldi $r12, 936
sldi $r0, 77624
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 77688
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
sldi $r0, 89472
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r7, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 89500
st $r0, $r5, 28
setbw 64, 64
sldi $r28, 336
vvadd $r8, $r8, $r28, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r7, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 89528
st $r0, $r5, 8
sldi $r0, 75584
ld $r24, $r0, 28
sldi $r29, 396
sldi $r0, 75648
ld $r29, $r0, 28
sldi $r30, 424
sldi $r0, 75712
ld $r30, $r0, 28
sldi $r27, 452
sldi $r0, 76608
ld $r27, $r0, 28
sldi $r26, 480
sldi $r0, 76672
ld $r26, $r0, 28
sldi $r18, 508
sldi $r0, 76736
ld $r18, $r0, 28
sldi $r25, 536
sldi $r0, 77632
ld $r25, $r0, 28
sldi $r17, 564
sldi $r0, 77696
ld $r17, $r0, 28
sldi $r23, 592
sldi $r0, 77760
ld $r23, $r0, 28
sldi $r0, 75612
ld $r15, $r0, 28
sldi $r20, 652
sldi $r0, 75676
ld $r20, $r0, 28
sldi $r22, 680
sldi $r0, 75740
ld $r22, $r0, 28
sldi $r19, 708
sldi $r0, 76636
ld $r19, $r0, 28
sldi $r10, 736
sldi $r0, 76700
ld $r10, $r0, 28
sldi $r21, 764
sldi $r0, 76764
ld $r21, $r0, 28
sldi $r9, 792
sldi $r0, 77660
ld $r9, $r0, 28
sldi $r16, 820
sldi $r0, 77724
ld $r16, $r0, 28
sldi $r12, 848
sldi $r0, 77788
ld $r12, $r0, 28
sldi $r0, 75640
ld $r6, $r0, 8
sldi $r14, 888
sldi $r0, 75704
ld $r14, $r0, 8
sldi $r11, 896
sldi $r0, 75768
ld $r11, $r0, 8
sldi $r2, 904
sldi $r0, 76664
ld $r2, $r0, 8
sldi $r13, 912
sldi $r0, 76728
ld $r13, $r0, 8
sldi $r28, 920
sldi $r0, 76792
ld $r28, $r0, 8
sldi $r8, 928
sldi $r0, 77688
ld $r8, $r0, 8
sldi $r4, 936
sldi $r0, 77752
ld $r4, $r0, 8
sldi $r7, 944
sldi $r0, 77816
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
sldi $r0, 89536
st $r0, $r27, 28
setbw 64, 64
sldi $r25, 224
vvadd $r5, $r5, $r25, 14
setbw 64, 16
vvsra $r27, $r5, $r26, 14
setbw 16, 16
vrsl $r27, $r27, $r30, 14
vrsu $r27, $r27, $r18, 14
sldi $r0, 89564
st $r0, $r27, 28
setbw 64, 64
sldi $r17, 336
vvadd $r29, $r29, $r17, 4
setbw 64, 16
vvsra $r27, $r29, $r26, 4
setbw 16, 16
vrsl $r27, $r27, $r30, 4
vrsu $r27, $r27, $r18, 4
sldi $r0, 89592
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
sldi $r0, 88576
ld $r20, $r0, 512
setbw 16, 64
sldi $r22, 960
sldi $r19, 768
mvmul $r22, $r19, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
sldi $r10, 1152
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 92832
st $r0, $r10, 48
setbw 16, 64
sldi $r21, 832
mvmul $r22, $r21, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 92880
st $r0, $r10, 48
sldi $r0, 89088
ld $r20, $r0, 512
setbw 16, 64
mvmul $r22, $r20, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 92928
st $r0, $r10, 48
setbw 16, 64
sldi $r9, 448
mvmul $r22, $r9, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 92976
st $r0, $r10, 48
setbw 16, 64
sldi $r16, 512
mvmul $r22, $r16, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 24
setbw 64, 16
vvsra $r10, $r22, $r23, 24
setbw 16, 16
sldi $r0, 93024
st $r0, $r10, 48
sync 0, 0
