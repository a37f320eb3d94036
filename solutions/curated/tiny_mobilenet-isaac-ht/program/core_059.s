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
sldi $r0, 18240
ld $r26, $r0, 28
sldi $r25, 396
sldi $r0, 18304
ld $r25, $r0, 28
sldi $r24, 424
sldi $r0, 18368
ld $r24, $r0, 28
sldi $r23, 452
sldi $r0, 19264
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 19328
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 19392
ld $r21, $r0, 28
sldi $r20, 536
sldi $r0, 20288
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 20352
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 20416
ld $r18, $r0, 28
sldi $r17, 624
sldi $r0, 18268
ld $r17, $r0, 28
sldi $r16, 652
sldi $r0, 18332
ld $r16, $r0, 28
sldi $r15, 680
sldi $r0, 18396
ld $r15, $r0, 28
sldi $r14, 708
sldi $r0, 19292
ld $r14, $r0, 28
sldi $r13, 736
sldi $r0, 19356
ld $r13, $r0, 28
sldi $r12, 764
sldi $r0, 19420
ld $r12, $r0, 28
sldi $r11, 792
sldi $r0, 20316
ld $r11, $r0, 28
sldi $r10, 820
sldi $r0, 20380
ld $r10, $r0, 28
sldi $r9, 848
sldi $r0, 20444
ld $r9, $r0, 28
sldi $r8, 880
sldi $r0, 18296
ld $r8, $r0, 8
sldi $r7, 888
sldi $r0, 18360
ld $r7, $r0, 8
sldi $r6, 896
sldi $r0, 18424
ld $r6, $r0, 8
sldi $r5, 904
sldi $r0, 19320
ld $r5, $r0, 8
sldi $r4, 912
sldi $r0, 19384
ld $r4, $r0, 8
sldi $r3, 920
sldi $r0, 19448
ld $r3, $r0, 8
sldi $r2, 928
sldi $r0, 20344
ld $r2, $r0, 8
sldi $r30, 936
sldi $r0, 20408
ld $r30, $r0, 8
sldi $r29, 944
sldi $r0, 20472
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
sldi $r0, 35712
st $r0, $r23, 28
setbw 64, 64
sldi $r20, 224
vvadd $r27, $r27, $r20, 14
setbw 64, 16
vvsra $r23, $r27, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
vrsu $r23, $r23, $r21, 14
sldi $r0, 35740
st $r0, $r23, 28
setbw 64, 64
sldi $r19, 336
vvadd $r25, $r25, $r19, 4
setbw 64, 16
vvsra $r23, $r25, $r22, 4
setbw 16, 16
vrsl $r23, $r23, $r24, 4
vrsu $r23, $r23, $r21, 4
sldi $r0, 35768
st $r0, $r23, 8
sldi $r0, 18304
ld $r26, $r0, 28
sldi $r18, 396
sldi $r0, 18368
ld $r18, $r0, 28
sldi $r16, 424
lldi $r16, 0, 28
sldi $r15, 452
sldi $r0, 19328
ld $r15, $r0, 28
sldi $r14, 480
sldi $r0, 19392
ld $r14, $r0, 28
sldi $r13, 508
lldi $r13, 0, 28
sldi $r12, 536
sldi $r0, 20352
ld $r12, $r0, 28
sldi $r11, 564
sldi $r0, 20416
ld $r11, $r0, 28
sldi $r10, 592
lldi $r10, 0, 28
sldi $r0, 18332
ld $r17, $r0, 28
sldi $r9, 652
sldi $r0, 18396
ld $r9, $r0, 28
sldi $r7, 680
lldi $r7, 0, 28
sldi $r6, 708
sldi $r0, 19356
ld $r6, $r0, 28
sldi $r5, 736
sldi $r0, 19420
ld $r5, $r0, 28
sldi $r4, 764
lldi $r4, 0, 28
sldi $r3, 792
sldi $r0, 20380
ld $r3, $r0, 28
sldi $r2, 820
sldi $r0, 20444
ld $r2, $r0, 28
sldi $r30, 848
lldi $r30, 0, 28
sldi $r0, 18360
ld $r8, $r0, 8
sldi $r29, 888
sldi $r0, 18424
ld $r29, $r0, 8
sldi $r28, 896
lldi $r28, 0, 8
sldi $r20, 904
sldi $r0, 19384
ld $r20, $r0, 8
sldi $r27, 912
sldi $r0, 19448
ld $r27, $r0, 8
sldi $r19, 920
lldi $r19, 0, 8
sldi $r25, 928
sldi $r0, 20408
ld $r25, $r0, 8
sldi $r22, 936
sldi $r0, 20472
ld $r22, $r0, 8
sldi $r24, 944
lldi $r24, 0, 8
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
sldi $r0, 35776
st $r0, $r15, 28
setbw 64, 64
sldi $r12, 224
vvadd $r23, $r23, $r12, 14
setbw 64, 16
vvsra $r15, $r23, $r14, 14
setbw 16, 16
vrsl $r15, $r15, $r16, 14
vrsu $r15, $r15, $r13, 14
sldi $r0, 35804
st $r0, $r15, 28
setbw 64, 64
sldi $r11, 336
vvadd $r18, $r18, $r11, 4
setbw 64, 16
vvsra $r15, $r18, $r14, 4
setbw 16, 16
vrsl $r15, $r15, $r16, 4
vrsu $r15, $r15, $r13, 4
sldi $r0, 35832
st $r0, $r15, 8
lldi $r26, 0, 28
sldi $r10, 396
sldi $r0, 18432
ld $r10, $r0, 28
sldi $r9, 424
sldi $r0, 18496
ld $r9, $r0, 28
sldi $r7, 452
lldi $r7, 0, 28
sldi $r6, 480
sldi $r0, 19456
ld $r6, $r0, 28
sldi $r5, 508
sldi $r0, 19520
ld $r5, $r0, 28
sldi $r4, 536
lldi $r4, 0, 28
sldi $r3, 564
sldi $r0, 20480
ld $r3, $r0, 28
sldi $r2, 592
sldi $r0, 20544
ld $r2, $r0, 28
lldi $r17, 0, 28
sldi $r30, 652
sldi $r0, 18460
ld $r30, $r0, 28
sldi $r29, 680
sldi $r0, 18524
ld $r29, $r0, 28
sldi $r28, 708
lldi $r28, 0, 28
sldi $r20, 736
sldi $r0, 19484
ld $r20, $r0, 28
sldi $r27, 764
sldi $r0, 19548
ld $r27, $r0, 28
sldi $r19, 792
lldi $r19, 0, 28
sldi $r25, 820
sldi $r0, 20508
ld $r25, $r0, 28
sldi $r22, 848
sldi $r0, 20572
ld $r22, $r0, 28
lldi $r8, 0, 8
sldi $r24, 888
sldi $r0, 18488
ld $r24, $r0, 8
sldi $r21, 896
sldi $r0, 18552
ld $r21, $r0, 8
sldi $r12, 904
lldi $r12, 0, 8
sldi $r23, 912
sldi $r0, 19512
ld $r23, $r0, 8
sldi $r11, 920
sldi $r0, 19576
ld $r11, $r0, 8
sldi $r18, 928
lldi $r18, 0, 8
sldi $r14, 936
sldi $r0, 20536
ld $r14, $r0, 8
sldi $r16, 944
sldi $r0, 20600
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
sldi $r0, 35840
st $r0, $r7, 28
setbw 64, 64
sldi $r4, 224
vvadd $r15, $r15, $r4, 14
setbw 64, 16
vvsra $r7, $r15, $r6, 14
setbw 16, 16
vrsl $r7, $r7, $r9, 14
vrsu $r7, $r7, $r5, 14
sldi $r0, 35868
st $r0, $r7, 28
setbw 64, 64
sldi $r3, 336
vvadd $r10, $r10, $r3, 4
setbw 64, 16
vvsra $r7, $r10, $r6, 4
setbw 16, 16
vrsl $r7, $r7, $r9, 4
vrsu $r7, $r7, $r5, 4
sldi $r0, 35896
st $r0, $r7, 8
sldi $r0, 18432
ld $r26, $r0, 28
sldi $r2, 396
sldi $r0, 18496
ld $r2, $r0, 28
sldi $r30, 424
sldi $r0, 18560
ld $r30, $r0, 28
sldi $r29, 452
sldi $r0, 19456
ld $r29, $r0, 28
sldi $r28, 480
sldi $r0, 19520
ld $r28, $r0, 28
sldi $r20, 508
sldi $r0, 19584
ld $r20, $r0, 28
sldi $r27, 536
sldi $r0, 20480
ld $r27, $r0, 28
sldi $r19, 564
sldi $r0, 20544
ld $r19, $r0, 28
sldi $r25, 592
sldi $r0, 20608
ld $r25, $r0, 28
sldi $r0, 18460
ld $r17, $r0, 28
sldi $r22, 652
sldi $r0, 18524
ld $r22, $r0, 28
sldi $r24, 680
sldi $r0, 18588
ld $r24, $r0, 28
sldi $r21, 708
sldi $r0, 19484
ld $r21, $r0, 28
sldi $r12, 736
sldi $r0, 19548
ld $r12, $r0, 28
sldi $r23, 764
sldi $r0, 19612
ld $r23, $r0, 28
sldi $r11, 792
sldi $r0, 20508
ld $r11, $r0, 28
sldi $r18, 820
sldi $r0, 20572
ld $r18, $r0, 28
sldi $r14, 848
sldi $r0, 20636
ld $r14, $r0, 28
sldi $r0, 18488
ld $r8, $r0, 8
sldi $r16, 888
sldi $r0, 18552
ld $r16, $r0, 8
sldi $r13, 896
sldi $r0, 18616
ld $r13, $r0, 8
sldi $r4, 904
sldi $r0, 19512
ld $r4, $r0, 8
sldi $r15, 912
sldi $r0, 19576
ld $r15, $r0, 8
sldi $r3, 920
sldi $r0, 19640
ld $r3, $r0, 8
sldi $r10, 928
sldi $r0, 20536
ld $r10, $r0, 8
sldi $r6, 936
sldi $r0, 20600
ld $r6, $r0, 8
sldi $r9, 944
sldi $r0, 20664
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
sldi $r0, 35904
st $r0, $r29, 28
setbw 64, 64
sldi $r27, 224
vvadd $r7, $r7, $r27, 14
setbw 64, 16
vvsra $r29, $r7, $r28, 14
setbw 16, 16
vrsl $r29, $r29, $r30, 14
vrsu $r29, $r29, $r20, 14
sldi $r0, 35932
st $r0, $r29, 28
setbw 64, 64
sldi $r19, 336
vvadd $r2, $r2, $r19, 4
setbw 64, 16
vvsra $r29, $r2, $r28, 4
setbw 16, 16
vrsl $r29, $r29, $r30, 4
vrsu $r29, $r29, $r20, 4
sldi $r0, 35960
st $r0, $r29, 8
sync 0, 0
wait 1, 1
sldi $r0, 50880
ld $r30, $r0, 64
sldi $r25, 128
sldi $r0, 126344
ld $r25, $r0, 64
sldi $r22, 64
vvsra $r22, $r30, $r25, 32
sldi $r0, 59072
st $r0, $r22, 64
sync 0, 0
wait 1, 1
sldi $r0, 9920
ld $r30, $r0, 64
sldi $r0, 59072
ld $r22, $r0, 64
vvadd $r25, $r30, $r22, 32
sldi $r0, 67264
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
sldi $r0, 105216
ld $r21, $r0, 768
setbw 16, 64
sldi $r12, 1248
sldi $r23, 864
mvmul $r12, $r23, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
sldi $r11, 1440
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109680
st $r0, $r11, 48
setbw 16, 64
sldi $r18, 960
mvmul $r12, $r18, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109728
st $r0, $r11, 48
setbw 16, 64
sldi $r14, 1056
mvmul $r12, $r14, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109776
st $r0, $r11, 48
sldi $r0, 105984
ld $r21, $r0, 768
setbw 16, 64
mvmul $r12, $r21, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109824
st $r0, $r11, 48
setbw 16, 64
sldi $r16, 480
mvmul $r12, $r16, 16, 0, 3
setbw 64, 64
vvadd $r12, $r12, $r30, 24
setbw 64, 16
vvsra $r11, $r12, $r24, 24
setbw 16, 16
sldi $r0, 109872
st $r0, $r11, 48
sync 0, 0
wait 1, 1
sldi $r0, 110352
ld $r30, $r0, 48
sldi $r13, 96
sldi $r0, 128680
ld $r13, $r0, 48
sldi $r4, 48
vvsra $r4, $r30, $r13, 24
sldi $r0, 113424
st $r0, $r4, 48
sync 0, 0
wait 1, 1
sldi $r0, 94992
ld $r30, $r0, 48
sldi $r0, 113424
ld $r4, $r0, 48
vvadd $r13, $r30, $r4, 24
sldi $r0, 116496
st $r0, $r13, 48
sync 0, 0
