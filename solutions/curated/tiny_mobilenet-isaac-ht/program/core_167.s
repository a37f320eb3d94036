# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
sldi $r0, 5658
ld $r28, $r0, 18
sldi $r27, 274
sldi $r0, 5850
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 6042
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
sldi $r0, 14080
st $r0, $r24, 32
sldi $r0, 5670
ld $r28, $r0, 18
sldi $r0, 5862
ld $r27, $r0, 18
sldi $r0, 6054
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 14112
st $r0, $r24, 32
sldi $r0, 5682
ld $r28, $r0, 18
sldi $r0, 5874
ld $r27, $r0, 18
sldi $r0, 6066
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 14144
st $r0, $r24, 32
sldi $r0, 5694
ld $r28, $r0, 18
sldi $r0, 5886
ld $r27, $r0, 18
sldi $r0, 6078
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 14176
st $r0, $r24, 32
sldi $r0, 5706
ld $r28, $r0, 18
sldi $r0, 5898
ld $r27, $r0, 18
sldi $r0, 6090
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 14208
st $r0, $r24, 32
sldi $r0, 5718
ld $r28, $r0, 18
sldi $r0, 5910
ld $r27, $r0, 18
sldi $r0, 6102
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 14240
st $r0, $r24, 32
sldi $r0, 5730
ld $r28, $r0, 18
sldi $r0, 5922
ld $r27, $r0, 18
sldi $r0, 6114
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 14272
st $r0, $r24, 32
sldi $r0, 5742
ld $r28, $r0, 18
sldi $r0, 5934
ld $r27, $r0, 18
sldi $r0, 6126
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 14304
st $r0, $r24, 32
sync 0, 0
wait 1, 1
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r22, 112
sldi $r0, 125848
ld $r22, $r0, 112
sldi $r21, 224
sldi $r0, 126072
ld $r21, $r0, 112
sldi $r20, 336
sldi $r0, 126184
ld $r20, $r0, 32
sldi $r19, 368
sldi $r0, 29504
ld $r19, $r0, 28
sldi $r18, 396
sldi $r0, 29568
ld $r18, $r0, 28
sldi $r17, 424
sldi $r0, 29632
ld $r17, $r0, 28
sldi $r16, 452
sldi $r0, 30528
ld $r16, $r0, 28
sldi $r15, 480
sldi $r0, 30592
ld $r15, $r0, 28
sldi $r14, 508
sldi $r0, 30656
ld $r14, $r0, 28
sldi $r13, 536
lldi $r13, 0, 84
sldi $r12, 624
sldi $r0, 29532
ld $r12, $r0, 28
sldi $r11, 652
sldi $r0, 29596
ld $r11, $r0, 28
sldi $r10, 680
sldi $r0, 29660
ld $r10, $r0, 28
sldi $r9, 708
sldi $r0, 30556
ld $r9, $r0, 28
sldi $r8, 736
sldi $r0, 30620
ld $r8, $r0, 28
sldi $r7, 764
sldi $r0, 30684
ld $r7, $r0, 28
sldi $r6, 792
lldi $r6, 0, 84
sldi $r5, 880
sldi $r0, 29560
ld $r5, $r0, 8
sldi $r4, 888
sldi $r0, 29624
ld $r4, $r0, 8
sldi $r3, 896
sldi $r0, 29688
ld $r3, $r0, 8
sldi $r2, 904
sldi $r0, 30584
ld $r2, $r0, 8
sldi $r27, 912
sldi $r0, 30648
ld $r27, $r0, 8
sldi $r26, 920
sldi $r0, 30712
ld $r26, $r0, 8
sldi $r28, 928
lldi $r28, 0, 24
setbw 16, 64
sldi $r25, 952
mvmul $r25, $r19, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r29, 1064
mvmul $r29, $r12, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r23, 1176
mvmul $r23, $r5, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 14
setbw 64, 16
sldi $r24, 1208
vvsra $r24, $r25, $r22, 14
setbw 16, 16
vrsl $r24, $r24, $r30, 14
sldi $r21, 24576
vrsu $r24, $r24, $r21, 14
sldi $r0, 46976
st $r0, $r24, 28
setbw 64, 64
sldi $r20, 224
vvadd $r29, $r29, $r20, 14
setbw 64, 16
vvsra $r24, $r29, $r22, 14
setbw 16, 16
vrsl $r24, $r24, $r30, 14
vrsu $r24, $r24, $r21, 14
sldi $r0, 47004
st $r0, $r24, 28
setbw 64, 64
sldi $r18, 336
vvadd $r23, $r23, $r18, 4
setbw 64, 16
vvsra $r24, $r23, $r22, 4
setbw 16, 16
vrsl $r24, $r24, $r30, 4
vrsu $r24, $r24, $r21, 4
sldi $r0, 47032
st $r0, $r24, 8
sldi $r0, 29568
ld $r19, $r0, 28
sldi $r17, 396
sldi $r0, 29632
ld $r17, $r0, 28
sldi $r16, 424
lldi $r16, 0, 28
sldi $r15, 452
sldi $r0, 30592
ld $r15, $r0, 28
sldi $r14, 480
sldi $r0, 30656
ld $r14, $r0, 28
sldi $r13, 508
lldi $r13, 0, 112
sldi $r0, 29596
ld $r12, $r0, 28
sldi $r0, 29660
ld $r11, $r0, 28
lldi $r10, 0, 28
sldi $r0, 30620
ld $r9, $r0, 28
sldi $r0, 30684
ld $r8, $r0, 28
lldi $r7, 0, 112
sldi $r0, 29624
ld $r5, $r0, 8
sldi $r0, 29688
ld $r4, $r0, 8
lldi $r3, 0, 8
sldi $r0, 30648
ld $r2, $r0, 8
sldi $r0, 30712
ld $r27, $r0, 8
lldi $r26, 0, 32
setbw 16, 64
mvmul $r25, $r19, 16, 0, 1
setbw 64, 64
setbw 16, 64
mvmul $r29, $r12, 16, 0, 2
setbw 64, 64
setbw 16, 64
mvmul $r23, $r5, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 14
setbw 64, 16
vvsra $r24, $r25, $r22, 14
setbw 16, 16
vrsl $r24, $r24, $r30, 14
vrsu $r24, $r24, $r21, 14
sldi $r0, 47040
st $r0, $r24, 28
setbw 64, 64
vvadd $r29, $r29, $r20, 14
setbw 64, 16
vvsra $r24, $r29, $r22, 14
setbw 16, 16
vrsl $r24, $r24, $r30, 14
vrsu $r24, $r24, $r21, 14
sldi $r0, 47068
st $r0, $r24, 28
setbw 64, 64
vvadd $r23, $r23, $r18, 4
setbw 64, 16
vvsra $r24, $r23, $r22, 4
setbw 16, 16
vrsl $r24, $r24, $r30, 4
vrsu $r24, $r24, $r21, 4
sldi $r0, 47096
st $r0, $r24, 8
sync 0, 0
wait 1, 1
sldi $r0, 55264
ld $r30, $r0, 32
sldi $r6, 64
sldi $r0, 126408
ld $r6, $r0, 32
sldi $r28, 32
vvsra $r28, $r30, $r6, 16
sldi $r0, 63456
st $r0, $r28, 32
sync 0, 0
wait 1, 1
sldi $r0, 14304
ld $r30, $r0, 32
sldi $r0, 63456
ld $r28, $r0, 32
vvadd $r6, $r30, $r28, 16
sldi $r0, 71648
st $r0, $r6, 32
sync 0, 0
wait 1, 1
