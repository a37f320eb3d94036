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
sldi $r0, 2496
ld $r27, $r0, 12
sldi $r26, 274
lldi $r26, 0, 6
sldi $r25, 280
sldi $r0, 2688
ld $r25, $r0, 12
sldi $r24, 292
lldi $r24, 0, 6
sldi $r23, 298
sldi $r0, 2880
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
sldi $r0, 9728
st $r0, $r21, 32
sldi $r0, 2502
ld $r28, $r0, 18
sldi $r0, 2694
ld $r26, $r0, 18
sldi $r0, 2886
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
sldi $r0, 9760
st $r0, $r21, 32
sldi $r0, 2514
ld $r28, $r0, 18
sldi $r0, 2706
ld $r26, $r0, 18
sldi $r0, 2898
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
sldi $r0, 9792
st $r0, $r21, 32
sldi $r0, 2526
ld $r28, $r0, 18
sldi $r0, 2718
ld $r26, $r0, 18
sldi $r0, 2910
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
sldi $r0, 9824
st $r0, $r21, 32
sldi $r0, 2538
ld $r28, $r0, 18
sldi $r0, 2730
ld $r26, $r0, 18
sldi $r0, 2922
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
sldi $r0, 9856
st $r0, $r21, 32
sldi $r0, 2550
ld $r28, $r0, 18
sldi $r0, 2742
ld $r26, $r0, 18
sldi $r0, 2934
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
sldi $r0, 9888
st $r0, $r21, 32
sldi $r0, 2562
ld $r28, $r0, 18
sldi $r0, 2754
ld $r26, $r0, 18
sldi $r0, 2946
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
sldi $r0, 9920
st $r0, $r21, 32
sldi $r0, 2574
ld $r28, $r0, 18
sldi $r0, 2766
ld $r26, $r0, 18
sldi $r0, 2958
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
sldi $r0, 9952
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
sldi $r0, 27328
ld $r16, $r0, 28
sldi $r15, 396
sldi $r0, 27392
ld $r15, $r0, 28
sldi $r14, 424
sldi $r0, 27456
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 28352
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 28416
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 28480
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 29376
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 29440
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 29504
ld $r8, $r0, 28
sldi $r7, 624
sldi $r0, 27356
ld $r7, $r0, 28
sldi $r6, 652
sldi $r0, 27420
ld $r6, $r0, 28
sldi $r5, 680
sldi $r0, 27484
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 28380
ld $r4, $r0, 28
sldi $r3, 736
sldi $r0, 28444
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 28508
ld $r2, $r0, 28
sldi $r27, 792
sldi $r0, 29404
ld $r27, $r0, 28
sldi $r25, 820
sldi $r0, 29468
ld $r25, $r0, 28
sldi $r23, 848
sldi $r0, 29532
ld $r23, $r0, 28
sldi $r26, 880
sldi $r0, 27384
ld $r26, $r0, 8
sldi $r24, 888
sldi $r0, 27448
ld $r24, $r0, 8
sldi $r28, 896
sldi $r0, 27512
ld $r28, $r0, 8
sldi $r22, 904
sldi $r0, 28408
ld $r22, $r0, 8
sldi $r29, 912
sldi $r0, 28472
ld $r29, $r0, 8
sldi $r20, 920
sldi $r0, 28536
ld $r20, $r0, 8
sldi $r21, 928
sldi $r0, 29432
ld $r21, $r0, 8
sldi $r30, 936
sldi $r0, 29496
ld $r30, $r0, 8
sldi $r19, 944
sldi $r0, 29560
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
sldi $r0, 44800
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r17, $r17, $r10, 14
setbw 64, 16
vvsra $r13, $r17, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 44828
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r15, $r15, $r9, 4
setbw 64, 16
vvsra $r13, $r15, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 44856
st $r0, $r13, 8
sldi $r0, 27392
ld $r16, $r0, 28
sldi $r8, 396
sldi $r0, 27456
ld $r8, $r0, 28
sldi $r6, 424
sldi $r0, 27520
ld $r6, $r0, 28
sldi $r5, 452
sldi $r0, 28416
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 28480
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 28544
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 29440
ld $r2, $r0, 28
sldi $r27, 564
sldi $r0, 29504
ld $r27, $r0, 28
sldi $r25, 592
sldi $r0, 29568
ld $r25, $r0, 28
sldi $r0, 27420
ld $r7, $r0, 28
sldi $r23, 652
sldi $r0, 27484
ld $r23, $r0, 28
sldi $r24, 680
sldi $r0, 27548
ld $r24, $r0, 28
sldi $r28, 708
sldi $r0, 28444
ld $r28, $r0, 28
sldi $r22, 736
sldi $r0, 28508
ld $r22, $r0, 28
sldi $r29, 764
sldi $r0, 28572
ld $r29, $r0, 28
sldi $r20, 792
sldi $r0, 29468
ld $r20, $r0, 28
sldi $r21, 820
sldi $r0, 29532
ld $r21, $r0, 28
sldi $r30, 848
sldi $r0, 29596
ld $r30, $r0, 28
sldi $r0, 27448
ld $r26, $r0, 8
sldi $r19, 888
sldi $r0, 27512
ld $r19, $r0, 8
sldi $r18, 896
sldi $r0, 27576
ld $r18, $r0, 8
sldi $r10, 904
sldi $r0, 28472
ld $r10, $r0, 8
sldi $r17, 912
sldi $r0, 28536
ld $r17, $r0, 8
sldi $r9, 920
sldi $r0, 28600
ld $r9, $r0, 8
sldi $r15, 928
sldi $r0, 29496
ld $r15, $r0, 8
sldi $r12, 936
sldi $r0, 29560
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 29624
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
sldi $r0, 44864
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 44892
st $r0, $r5, 28
setbw 64, 64
sldi $r27, 336
vvadd $r8, $r8, $r27, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r6, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 44920
st $r0, $r5, 8
sync 0, 0
wait 1, 1
sldi $r0, 54720
ld $r6, $r0, 32
sldi $r25, 64
sldi $r0, 126408
ld $r25, $r0, 32
sldi $r23, 32
vvsra $r23, $r6, $r25, 16
sldi $r0, 62912
st $r0, $r23, 32
sync 0, 0
wait 1, 1
sldi $r0, 13760
ld $r6, $r0, 32
sldi $r0, 62912
ld $r23, $r0, 32
vvadd $r25, $r6, $r23, 16
sldi $r0, 71104
st $r0, $r25, 32
sync 0, 0
wait 1, 1
