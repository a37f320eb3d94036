# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
sldi $r0, 4890
ld $r28, $r0, 18
sldi $r27, 274
sldi $r0, 5082
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 5274
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
sldi $r0, 13056
st $r0, $r24, 32
sldi $r0, 4902
ld $r28, $r0, 18
sldi $r0, 5094
ld $r27, $r0, 18
sldi $r0, 5286
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
sldi $r0, 13088
st $r0, $r24, 32
sldi $r0, 4914
ld $r28, $r0, 18
sldi $r0, 5106
ld $r27, $r0, 18
sldi $r0, 5298
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
sldi $r0, 13120
st $r0, $r24, 32
sldi $r0, 4926
ld $r28, $r0, 18
sldi $r0, 5118
ld $r27, $r0, 18
sldi $r0, 5310
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
sldi $r0, 13152
st $r0, $r24, 32
sldi $r0, 4938
ld $r28, $r0, 18
sldi $r0, 5130
ld $r27, $r0, 18
sldi $r0, 5322
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
sldi $r0, 13184
st $r0, $r24, 32
sldi $r0, 4950
ld $r28, $r0, 18
sldi $r0, 5142
ld $r27, $r0, 18
sldi $r0, 5334
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
sldi $r0, 13216
st $r0, $r24, 32
sldi $r0, 4962
ld $r28, $r0, 18
sldi $r0, 5154
ld $r27, $r0, 18
sldi $r0, 5346
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
sldi $r0, 13248
st $r0, $r24, 32
sldi $r0, 4974
ld $r28, $r0, 18
sldi $r0, 5166
ld $r27, $r0, 18
sldi $r0, 5358
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
sldi $r0, 13280
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
sldi $r0, 28992
ld $r19, $r0, 28
sldi $r18, 396
sldi $r0, 29056
ld $r18, $r0, 28
sldi $r17, 424
sldi $r0, 29120
ld $r17, $r0, 28
sldi $r16, 452
sldi $r0, 30016
ld $r16, $r0, 28
sldi $r15, 480
sldi $r0, 30080
ld $r15, $r0, 28
sldi $r14, 508
sldi $r0, 30144
ld $r14, $r0, 28
sldi $r13, 536
lldi $r13, 0, 84
sldi $r12, 624
sldi $r0, 29020
ld $r12, $r0, 28
sldi $r11, 652
sldi $r0, 29084
ld $r11, $r0, 28
sldi $r10, 680
sldi $r0, 29148
ld $r10, $r0, 28
sldi $r9, 708
sldi $r0, 30044
ld $r9, $r0, 28
sldi $r8, 736
sldi $r0, 30108
ld $r8, $r0, 28
sldi $r7, 764
sldi $r0, 30172
ld $r7, $r0, 28
sldi $r6, 792
lldi $r6, 0, 84
sldi $r5, 880
sldi $r0, 29048
ld $r5, $r0, 8
sldi $r4, 888
sldi $r0, 29112
ld $r4, $r0, 8
sldi $r3, 896
sldi $r0, 29176
ld $r3, $r0, 8
sldi $r2, 904
sldi $r0, 30072
ld $r2, $r0, 8
sldi $r27, 912
sldi $r0, 30136
ld $r27, $r0, 8
sldi $r26, 920
sldi $r0, 30200
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
sldi $r0, 46464
st $r0, $r24, 28
setbw 64, 64
sldi $r20, 224
vvadd $r29, $r29, $r20, 14
setbw 64, 16
vvsra $r24, $r29, $r22, 14
setbw 16, 16
vrsl $r24, $r24, $r30, 14
vrsu $r24, $r24, $r21, 14
sldi $r0, 46492
st $r0, $r24, 28
setbw 64, 64
sldi $r18, 336
vvadd $r23, $r23, $r18, 4
setbw 64, 16
vvsra $r24, $r23, $r22, 4
setbw 16, 16
vrsl $r24, $r24, $r30, 4
vrsu $r24, $r24, $r21, 4
sldi $r0, 46520
st $r0, $r24, 8
sldi $r0, 29056
ld $r19, $r0, 28
sldi $r17, 396
sldi $r0, 29120
ld $r17, $r0, 28
sldi $r16, 424
sldi $r0, 29184
ld $r16, $r0, 28
sldi $r15, 452
sldi $r0, 30080
ld $r15, $r0, 28
sldi $r14, 480
sldi $r0, 30144
ld $r14, $r0, 28
sldi $r13, 508
sldi $r0, 30208
ld $r13, $r0, 28
sldi $r11, 536
lldi $r11, 0, 84
sldi $r0, 29084
ld $r12, $r0, 28
sldi $r10, 652
sldi $r0, 29148
ld $r10, $r0, 28
sldi $r9, 680
sldi $r0, 29212
ld $r9, $r0, 28
sldi $r8, 708
sldi $r0, 30108
ld $r8, $r0, 28
sldi $r7, 736
sldi $r0, 30172
ld $r7, $r0, 28
sldi $r6, 764
sldi $r0, 30236
ld $r6, $r0, 28
sldi $r4, 792
lldi $r4, 0, 84
sldi $r0, 29112
ld $r5, $r0, 8
sldi $r3, 888
sldi $r0, 29176
ld $r3, $r0, 8
sldi $r2, 896
sldi $r0, 29240
ld $r2, $r0, 8
sldi $r27, 904
sldi $r0, 30136
ld $r27, $r0, 8
sldi $r26, 912
sldi $r0, 30200
ld $r26, $r0, 8
sldi $r28, 920
sldi $r0, 30264
ld $r28, $r0, 8
sldi $r25, 928
lldi $r25, 0, 24
setbw 16, 64
sldi $r20, 952
mvmul $r20, $r19, 16, 0, 1
setbw 64, 64
setbw 16, 64
mvmul $r29, $r12, 16, 0, 2
setbw 64, 64
setbw 16, 64
mvmul $r23, $r5, 16, 0, 3
setbw 64, 64
vvadd $r20, $r20, $r30, 14
setbw 64, 16
vvsra $r24, $r20, $r22, 14
setbw 16, 16
vrsl $r24, $r24, $r30, 14
vrsu $r24, $r24, $r21, 14
sldi $r0, 46528
st $r0, $r24, 28
setbw 64, 64
sldi $r18, 224
vvadd $r29, $r29, $r18, 14
setbw 64, 16
vvsra $r24, $r29, $r22, 14
setbw 16, 16
vrsl $r24, $r24, $r30, 14
vrsu $r24, $r24, $r21, 14
sldi $r0, 46556
st $r0, $r24, 28
setbw 64, 64
sldi $r17, 336
vvadd $r23, $r23, $r17, 4
setbw 64, 16
vvsra $r24, $r23, $r22, 4
setbw 16, 16
vrsl $r24, $r24, $r30, 4
vrsu $r24, $r24, $r21, 4
sldi $r0, 46584
st $r0, $r24, 8
sync 0, 0
wait 1, 1
sldi $r0, 55136
ld $r30, $r0, 32
sldi $r16, 64
sldi $r0, 126408
ld $r16, $r0, 32
sldi $r15, 32
vvsra $r15, $r30, $r16, 16
sldi $r0, 63328
st $r0, $r15, 32
sync 0, 0
wait 1, 1
sldi $r0, 14176
ld $r30, $r0, 32
sldi $r0, 63328
ld $r15, $r0, 32
vvadd $r16, $r30, $r15, 16
sldi $r0, 71520
st $r0, $r16, 32
sync 0, 0
wait 1, 1
