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
sldi $r0, 2880
ld $r27, $r0, 12
sldi $r26, 274
lldi $r26, 0, 6
sldi $r25, 280
sldi $r0, 3072
ld $r25, $r0, 12
sldi $r24, 292
lldi $r24, 0, 6
sldi $r23, 298
sldi $r0, 3264
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
sldi $r0, 10240
st $r0, $r21, 32
sldi $r0, 2886
ld $r28, $r0, 18
sldi $r0, 3078
ld $r26, $r0, 18
sldi $r0, 3270
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
sldi $r0, 10272
st $r0, $r21, 32
sldi $r0, 2898
ld $r28, $r0, 18
sldi $r0, 3090
ld $r26, $r0, 18
sldi $r0, 3282
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
sldi $r0, 10304
st $r0, $r21, 32
sldi $r0, 2910
ld $r28, $r0, 18
sldi $r0, 3102
ld $r26, $r0, 18
sldi $r0, 3294
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
sldi $r0, 10336
st $r0, $r21, 32
sldi $r0, 2922
ld $r28, $r0, 18
sldi $r0, 3114
ld $r26, $r0, 18
sldi $r0, 3306
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
sldi $r0, 10368
st $r0, $r21, 32
sldi $r0, 2934
ld $r28, $r0, 18
sldi $r0, 3126
ld $r26, $r0, 18
sldi $r0, 3318
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
sldi $r0, 10400
st $r0, $r21, 32
sldi $r0, 2946
ld $r28, $r0, 18
sldi $r0, 3138
ld $r26, $r0, 18
sldi $r0, 3330
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
sldi $r0, 10432
st $r0, $r21, 32
sldi $r0, 2958
ld $r28, $r0, 18
sldi $r0, 3150
ld $r26, $r0, 18
sldi $r0, 3342
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
sldi $r0, 10464
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
lldi $r16, 0, 28
sldi $r15, 396
sldi $r0, 27648
ld $r15, $r0, 28
sldi $r14, 424
sldi $r0, 27712
ld $r14, $r0, 28
sldi $r13, 452
lldi $r13, 0, 28
sldi $r12, 480
sldi $r0, 28672
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 28736
ld $r11, $r0, 28
sldi $r10, 536
lldi $r10, 0, 28
sldi $r9, 564
sldi $r0, 29696
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 29760
ld $r8, $r0, 28
sldi $r7, 624
lldi $r7, 0, 28
sldi $r6, 652
sldi $r0, 27676
ld $r6, $r0, 28
sldi $r5, 680
sldi $r0, 27740
ld $r5, $r0, 28
sldi $r4, 708
lldi $r4, 0, 28
sldi $r3, 736
sldi $r0, 28700
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 28764
ld $r2, $r0, 28
sldi $r27, 792
lldi $r27, 0, 28
sldi $r25, 820
sldi $r0, 29724
ld $r25, $r0, 28
sldi $r23, 848
sldi $r0, 29788
ld $r23, $r0, 28
sldi $r26, 880
lldi $r26, 0, 8
sldi $r24, 888
sldi $r0, 27704
ld $r24, $r0, 8
sldi $r28, 896
sldi $r0, 27768
ld $r28, $r0, 8
sldi $r22, 904
lldi $r22, 0, 8
sldi $r29, 912
sldi $r0, 28728
ld $r29, $r0, 8
sldi $r20, 920
sldi $r0, 28792
ld $r20, $r0, 8
sldi $r21, 928
lldi $r21, 0, 8
sldi $r30, 936
sldi $r0, 29752
ld $r30, $r0, 8
sldi $r19, 944
sldi $r0, 29816
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
sldi $r0, 45056
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r17, $r17, $r10, 14
setbw 64, 16
vvsra $r13, $r17, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 45084
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r15, $r15, $r9, 4
setbw 64, 16
vvsra $r13, $r15, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 45112
st $r0, $r13, 8
sldi $r0, 27648
ld $r16, $r0, 28
sldi $r8, 396
sldi $r0, 27712
ld $r8, $r0, 28
sldi $r6, 424
sldi $r0, 27776
ld $r6, $r0, 28
sldi $r5, 452
sldi $r0, 28672
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 28736
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 28800
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 29696
ld $r2, $r0, 28
sldi $r27, 564
sldi $r0, 29760
ld $r27, $r0, 28
sldi $r25, 592
sldi $r0, 29824
ld $r25, $r0, 28
sldi $r0, 27676
ld $r7, $r0, 28
sldi $r23, 652
sldi $r0, 27740
ld $r23, $r0, 28
sldi $r24, 680
sldi $r0, 27804
ld $r24, $r0, 28
sldi $r28, 708
sldi $r0, 28700
ld $r28, $r0, 28
sldi $r22, 736
sldi $r0, 28764
ld $r22, $r0, 28
sldi $r29, 764
sldi $r0, 28828
ld $r29, $r0, 28
sldi $r20, 792
sldi $r0, 29724
ld $r20, $r0, 28
sldi $r21, 820
sldi $r0, 29788
ld $r21, $r0, 28
sldi $r30, 848
sldi $r0, 29852
ld $r30, $r0, 28
sldi $r0, 27704
ld $r26, $r0, 8
sldi $r19, 888
sldi $r0, 27768
ld $r19, $r0, 8
sldi $r18, 896
sldi $r0, 27832
ld $r18, $r0, 8
sldi $r10, 904
sldi $r0, 28728
ld $r10, $r0, 8
sldi $r17, 912
sldi $r0, 28792
ld $r17, $r0, 8
sldi $r9, 920
sldi $r0, 28856
ld $r9, $r0, 8
sldi $r15, 928
sldi $r0, 29752
ld $r15, $r0, 8
sldi $r12, 936
sldi $r0, 29816
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 29880
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
sldi $r0, 45120
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 45148
st $r0, $r5, 28
setbw 64, 64
sldi $r27, 336
vvadd $r8, $r8, $r27, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r6, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 45176
st $r0, $r5, 8
sync 0, 0
wait 1, 1
sldi $r0, 54784
ld $r6, $r0, 32
sldi $r25, 64
sldi $r0, 126408
ld $r25, $r0, 32
sldi $r23, 32
vvsra $r23, $r6, $r25, 16
sldi $r0, 62976
st $r0, $r23, 32
sync 0, 0
wait 1, 1
sldi $r0, 13824
ld $r6, $r0, 32
sldi $r0, 62976
ld $r23, $r0, 32
vvadd $r25, $r6, $r23, 16
sldi $r0, 71168
st $r0, $r25, 32
sync 0, 0
wait 1, 1
