# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
lldi $r28, 0, 6
sldi $r27, 262
sldi $r0, 4032
ld $r27, $r0, 12
sldi $r26, 274
lldi $r26, 0, 6
sldi $r25, 280
sldi $r0, 4224
ld $r25, $r0, 12
sldi $r24, 292
lldi $r24, 0, 6
sldi $r23, 298
sldi $r0, 4416
ld $r23, $r0, 12
setbw 16, 64
sldi $r22, 312
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
sldi $r21, 440
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
sldi $r20, 24576
vrsu $r21, $r21, $r20, 16
sldi $r0, 11776
st $r0, $r21, 32
sldi $r0, 4038
ld $r28, $r0, 18
sldi $r0, 4230
ld $r26, $r0, 18
sldi $r0, 4422
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 11808
st $r0, $r21, 32
sldi $r0, 4050
ld $r28, $r0, 18
sldi $r0, 4242
ld $r26, $r0, 18
sldi $r0, 4434
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 11840
st $r0, $r21, 32
sldi $r0, 4062
ld $r28, $r0, 18
sldi $r0, 4254
ld $r26, $r0, 18
sldi $r0, 4446
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 11872
st $r0, $r21, 32
sldi $r0, 4074
ld $r28, $r0, 18
sldi $r0, 4266
ld $r26, $r0, 18
sldi $r0, 4458
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 11904
st $r0, $r21, 32
sldi $r0, 4086
ld $r28, $r0, 18
sldi $r0, 4278
ld $r26, $r0, 18
sldi $r0, 4470
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 11936
st $r0, $r21, 32
sldi $r0, 4098
ld $r28, $r0, 18
sldi $r0, 4290
ld $r26, $r0, 18
sldi $r0, 4482
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 11968
st $r0, $r21, 32
sldi $r0, 4110
ld $r28, $r0, 18
sldi $r0, 4302
ld $r26, $r0, 18
sldi $r0, 4494
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 12000
st $r0, $r21, 32
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
sldi $r0, 28352
ld $r16, $r0, 28
sldi $r15, 396
sldi $r0, 28416
ld $r15, $r0, 28
sldi $r14, 424
sldi $r0, 28480
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 29376
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 29440
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 29504
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 30400
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 30464
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 30528
ld $r8, $r0, 28
sldi $r7, 624
sldi $r0, 28380
ld $r7, $r0, 28
sldi $r6, 652
sldi $r0, 28444
ld $r6, $r0, 28
sldi $r5, 680
sldi $r0, 28508
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 29404
ld $r4, $r0, 28
sldi $r3, 736
sldi $r0, 29468
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 29532
ld $r2, $r0, 28
sldi $r27, 792
sldi $r0, 30428
ld $r27, $r0, 28
sldi $r25, 820
sldi $r0, 30492
ld $r25, $r0, 28
sldi $r23, 848
sldi $r0, 30556
ld $r23, $r0, 28
sldi $r26, 880
sldi $r0, 28408
ld $r26, $r0, 8
sldi $r24, 888
sldi $r0, 28472
ld $r24, $r0, 8
sldi $r28, 896
sldi $r0, 28536
ld $r28, $r0, 8
sldi $r22, 904
sldi $r0, 29432
ld $r22, $r0, 8
sldi $r29, 912
sldi $r0, 29496
ld $r29, $r0, 8
sldi $r20, 920
sldi $r0, 29560
ld $r20, $r0, 8
sldi $r21, 928
sldi $r0, 30456
ld $r21, $r0, 8
sldi $r30, 936
sldi $r0, 30520
ld $r30, $r0, 8
sldi $r19, 944
sldi $r0, 30584
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
mvmul $r15, $r26, 16, 0, 3
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
sldi $r0, 45824
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r17, $r17, $r10, 14
setbw 64, 16
vvsra $r13, $r17, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 45852
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r15, $r15, $r9, 4
setbw 64, 16
vvsra $r13, $r15, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 45880
st $r0, $r13, 8
sldi $r0, 28416
ld $r16, $r0, 28
sldi $r8, 396
sldi $r0, 28480
ld $r8, $r0, 28
sldi $r6, 424
sldi $r0, 28544
ld $r6, $r0, 28
sldi $r5, 452
sldi $r0, 29440
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 29504
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 29568
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 30464
ld $r2, $r0, 28
sldi $r27, 564
sldi $r0, 30528
ld $r27, $r0, 28
sldi $r25, 592
sldi $r0, 30592
ld $r25, $r0, 28
sldi $r0, 28444
ld $r7, $r0, 28
sldi $r23, 652
sldi $r0, 28508
ld $r23, $r0, 28
sldi $r24, 680
sldi $r0, 28572
ld $r24, $r0, 28
sldi $r28, 708
sldi $r0, 29468
ld $r28, $r0, 28
sldi $r22, 736
sldi $r0, 29532
ld $r22, $r0, 28
sldi $r29, 764
sldi $r0, 29596
ld $r29, $r0, 28
sldi $r20, 792
sldi $r0, 30492
ld $r20, $r0, 28
sldi $r21, 820
sldi $r0, 30556
ld $r21, $r0, 28
sldi $r30, 848
sldi $r0, 30620
ld $r30, $r0, 28
sldi $r0, 28472
ld $r26, $r0, 8
sldi $r19, 888
sldi $r0, 28536
ld $r19, $r0, 8
sldi $r18, 896
sldi $r0, 28600
ld $r18, $r0, 8
sldi $r10, 904
sldi $r0, 29496
ld $r10, $r0, 8
sldi $r17, 912
sldi $r0, 29560
ld $r17, $r0, 8
sldi $r9, 920
sldi $r0, 29624
ld $r9, $r0, 8
sldi $r15, 928
sldi $r0, 30520
ld $r15, $r0, 8
sldi $r12, 936
sldi $r0, 30584
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 30648
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
mvmul $r8, $r26, 16, 0, 3
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
sldi $r0, 45888
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 45916
st $r0, $r5, 28
setbw 64, 64
sldi $r27, 336
vvadd $r8, $r8, $r27, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r6, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 45944
st $r0, $r5, 8
sync 0, 0
wait 1, 1
sldi $r0, 54976
ld $r6, $r0, 32
sldi $r25, 64
sldi $r0, 126408
ld $r25, $r0, 32
sldi $r23, 32
vvsra $r23, $r6, $r25, 16
sldi $r0, 63168
st $r0, $r23, 32
sync 0, 0
wait 1, 1
sldi $r0, 14016
ld $r6, $r0, 32
sldi $r0, 63168
ld $r23, $r0, 32
vvadd $r25, $r6, $r23, 16
sldi $r0, 71360
st $r0, $r25, 32
sync 0, 0
wait 1, 1
