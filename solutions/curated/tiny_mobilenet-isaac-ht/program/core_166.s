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
sldi $r0, 5568
ld $r27, $r0, 12
sldi $r26, 274
lldi $r26, 0, 6
sldi $r25, 280
sldi $r0, 5760
ld $r25, $r0, 12
sldi $r24, 292
lldi $r24, 0, 6
sldi $r23, 298
sldi $r0, 5952
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
sldi $r0, 13824
st $r0, $r21, 32
sldi $r0, 5574
ld $r28, $r0, 18
sldi $r0, 5766
ld $r26, $r0, 18
sldi $r0, 5958
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
sldi $r0, 13856
st $r0, $r21, 32
sldi $r0, 5586
ld $r28, $r0, 18
sldi $r0, 5778
ld $r26, $r0, 18
sldi $r0, 5970
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
sldi $r0, 13888
st $r0, $r21, 32
sldi $r0, 5598
ld $r28, $r0, 18
sldi $r0, 5790
ld $r26, $r0, 18
sldi $r0, 5982
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
sldi $r0, 13920
st $r0, $r21, 32
sldi $r0, 5610
ld $r28, $r0, 18
sldi $r0, 5802
ld $r26, $r0, 18
sldi $r0, 5994
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
sldi $r0, 13952
st $r0, $r21, 32
sldi $r0, 5622
ld $r28, $r0, 18
sldi $r0, 5814
ld $r26, $r0, 18
sldi $r0, 6006
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
sldi $r0, 13984
st $r0, $r21, 32
sldi $r0, 5634
ld $r28, $r0, 18
sldi $r0, 5826
ld $r26, $r0, 18
sldi $r0, 6018
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
sldi $r0, 14016
st $r0, $r21, 32
sldi $r0, 5646
ld $r28, $r0, 18
sldi $r0, 5838
ld $r26, $r0, 18
sldi $r0, 6030
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
sldi $r0, 14048
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
sldi $r0, 29376
ld $r16, $r0, 28
sldi $r15, 396
sldi $r0, 29440
ld $r15, $r0, 28
sldi $r14, 424
sldi $r0, 29504
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 30400
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 30464
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 30528
ld $r11, $r0, 28
sldi $r10, 536
lldi $r10, 0, 84
sldi $r9, 624
sldi $r0, 29404
ld $r9, $r0, 28
sldi $r8, 652
sldi $r0, 29468
ld $r8, $r0, 28
sldi $r7, 680
sldi $r0, 29532
ld $r7, $r0, 28
sldi $r6, 708
sldi $r0, 30428
ld $r6, $r0, 28
sldi $r5, 736
sldi $r0, 30492
ld $r5, $r0, 28
sldi $r4, 764
sldi $r0, 30556
ld $r4, $r0, 28
sldi $r3, 792
lldi $r3, 0, 84
sldi $r2, 880
sldi $r0, 29432
ld $r2, $r0, 8
sldi $r27, 888
sldi $r0, 29496
ld $r27, $r0, 8
sldi $r25, 896
sldi $r0, 29560
ld $r25, $r0, 8
sldi $r23, 904
sldi $r0, 30456
ld $r23, $r0, 8
sldi $r26, 912
sldi $r0, 30520
ld $r26, $r0, 8
sldi $r24, 920
sldi $r0, 30584
ld $r24, $r0, 8
sldi $r28, 928
lldi $r28, 0, 24
setbw 16, 64
sldi $r22, 952
mvmul $r22, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r29, 1064
mvmul $r29, $r9, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r20, 1176
mvmul $r20, $r2, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 14
setbw 64, 16
sldi $r21, 1208
vvsra $r21, $r22, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r30, 14
sldi $r18, 24576
vrsu $r21, $r21, $r18, 14
sldi $r0, 46848
st $r0, $r21, 28
setbw 64, 64
sldi $r17, 224
vvadd $r29, $r29, $r17, 14
setbw 64, 16
vvsra $r21, $r29, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r30, 14
vrsu $r21, $r21, $r18, 14
sldi $r0, 46876
st $r0, $r21, 28
setbw 64, 64
sldi $r15, 336
vvadd $r20, $r20, $r15, 4
setbw 64, 16
vvsra $r21, $r20, $r19, 4
setbw 16, 16
vrsl $r21, $r21, $r30, 4
vrsu $r21, $r21, $r18, 4
sldi $r0, 46904
st $r0, $r21, 8
sldi $r0, 29440
ld $r16, $r0, 28
sldi $r14, 396
sldi $r0, 29504
ld $r14, $r0, 28
sldi $r13, 424
sldi $r0, 29568
ld $r13, $r0, 28
sldi $r12, 452
sldi $r0, 30464
ld $r12, $r0, 28
sldi $r11, 480
sldi $r0, 30528
ld $r11, $r0, 28
sldi $r10, 508
sldi $r0, 30592
ld $r10, $r0, 28
sldi $r8, 536
lldi $r8, 0, 84
sldi $r0, 29468
ld $r9, $r0, 28
sldi $r7, 652
sldi $r0, 29532
ld $r7, $r0, 28
sldi $r6, 680
sldi $r0, 29596
ld $r6, $r0, 28
sldi $r5, 708
sldi $r0, 30492
ld $r5, $r0, 28
sldi $r4, 736
sldi $r0, 30556
ld $r4, $r0, 28
sldi $r3, 764
sldi $r0, 30620
ld $r3, $r0, 28
sldi $r27, 792
lldi $r27, 0, 84
sldi $r0, 29496
ld $r2, $r0, 8
sldi $r25, 888
sldi $r0, 29560
ld $r25, $r0, 8
sldi $r23, 896
sldi $r0, 29624
ld $r23, $r0, 8
sldi $r26, 904
sldi $r0, 30520
ld $r26, $r0, 8
sldi $r24, 912
sldi $r0, 30584
ld $r24, $r0, 8
sldi $r28, 920
sldi $r0, 30648
ld $r28, $r0, 8
sldi $r22, 928
lldi $r22, 0, 24
setbw 16, 64
sldi $r17, 952
mvmul $r17, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
mvmul $r29, $r9, 16, 0, 2
setbw 64, 64
setbw 16, 64
mvmul $r20, $r2, 16, 0, 3
setbw 64, 64
vvadd $r17, $r17, $r30, 14
setbw 64, 16
vvsra $r21, $r17, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r30, 14
vrsu $r21, $r21, $r18, 14
sldi $r0, 46912
st $r0, $r21, 28
setbw 64, 64
sldi $r15, 224
vvadd $r29, $r29, $r15, 14
setbw 64, 16
vvsra $r21, $r29, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r30, 14
vrsu $r21, $r21, $r18, 14
sldi $r0, 46940
st $r0, $r21, 28
setbw 64, 64
sldi $r14, 336
vvadd $r20, $r20, $r14, 4
setbw 64, 16
vvsra $r21, $r20, $r19, 4
setbw 16, 16
vrsl $r21, $r21, $r30, 4
vrsu $r21, $r21, $r18, 4
sldi $r0, 46968
st $r0, $r21, 8
sync 0, 0
wait 1, 1
sldi $r0, 55232
ld $r30, $r0, 32
sldi $r13, 64
sldi $r0, 126408
ld $r13, $r0, 32
sldi $r12, 32
vvsra $r12, $r30, $r13, 16
sldi $r0, 63424
st $r0, $r12, 32
sync 0, 0
wait 1, 1
sldi $r0, 14272
ld $r30, $r0, 32
sldi $r0, 63424
ld $r12, $r0, 32
vvadd $r13, $r30, $r12, 16
sldi $r0, 71616
st $r0, $r13, 32
sync 0, 0
wait 1, 1
