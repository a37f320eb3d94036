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
lldi $r26, 0, 84
sldi $r25, 452
sldi $r0, 14656
ld $r25, $r0, 28
sldi $r24, 480
sldi $r0, 14720
ld $r24, $r0, 28
sldi $r23, 508
sldi $r0, 14784
ld $r23, $r0, 28
sldi $r22, 536
sldi $r0, 15680
ld $r22, $r0, 28
sldi $r21, 564
sldi $r0, 15744
ld $r21, $r0, 28
sldi $r20, 592
sldi $r0, 15808
ld $r20, $r0, 28
sldi $r19, 624
lldi $r19, 0, 84
sldi $r18, 708
sldi $r0, 14684
ld $r18, $r0, 28
sldi $r17, 736
sldi $r0, 14748
ld $r17, $r0, 28
sldi $r16, 764
sldi $r0, 14812
ld $r16, $r0, 28
sldi $r15, 792
sldi $r0, 15708
ld $r15, $r0, 28
sldi $r14, 820
sldi $r0, 15772
ld $r14, $r0, 28
sldi $r13, 848
sldi $r0, 15836
ld $r13, $r0, 28
sldi $r12, 880
lldi $r12, 0, 24
sldi $r11, 904
sldi $r0, 14712
ld $r11, $r0, 8
sldi $r10, 912
sldi $r0, 14776
ld $r10, $r0, 8
sldi $r9, 920
sldi $r0, 14840
ld $r9, $r0, 8
sldi $r8, 928
sldi $r0, 15736
ld $r8, $r0, 8
sldi $r7, 936
sldi $r0, 15800
ld $r7, $r0, 8
sldi $r6, 944
sldi $r0, 15864
ld $r6, $r0, 8
setbw 16, 64
sldi $r5, 952
mvmul $r5, $r26, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r4, 1064
mvmul $r4, $r19, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r3, 1176
mvmul $r3, $r12, 16, 0, 2
setbw 64, 64
vvadd $r5, $r5, $r30, 14
setbw 64, 16
sldi $r2, 1208
vvsra $r2, $r5, $r29, 14
setbw 16, 16
vrsl $r2, $r2, $r30, 14
sldi $r28, 24576
vrsu $r2, $r2, $r28, 14
sldi $r0, 31104
st $r0, $r2, 28
setbw 64, 64
sldi $r27, 224
vvadd $r4, $r4, $r27, 14
setbw 64, 16
vvsra $r2, $r4, $r29, 14
setbw 16, 16
vrsl $r2, $r2, $r30, 14
vrsu $r2, $r2, $r28, 14
sldi $r0, 31132
st $r0, $r2, 28
setbw 64, 64
sldi $r25, 336
vvadd $r3, $r3, $r25, 4
setbw 64, 16
vvsra $r2, $r3, $r29, 4
setbw 16, 16
vrsl $r2, $r2, $r30, 4
vrsu $r2, $r2, $r28, 4
sldi $r0, 31160
st $r0, $r2, 8
sync 0, 0
wait 1, 1
sldi $r0, 126216
ld $r30, $r0, 128
sldi $r24, 128
sldi $r0, 125080
ld $r24, $r0, 128
sldi $r23, 256
lldi $r23, 0, 1024
sldi $r0, 33792
ld $r23, $r0, 1024
setbw 16, 64
sldi $r22, 1344
sldi $r21, 1024
mvmul $r22, $r21, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
sldi $r20, 1472
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49024
st $r0, $r20, 32
setbw 16, 64
sldi $r18, 1088
mvmul $r22, $r18, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49056
st $r0, $r20, 32
setbw 16, 64
sldi $r17, 1152
mvmul $r22, $r17, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49088
st $r0, $r20, 32
setbw 16, 64
sldi $r16, 1216
mvmul $r22, $r16, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49120
st $r0, $r20, 32
sldi $r0, 34816
ld $r23, $r0, 1024
setbw 16, 64
mvmul $r22, $r23, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49152
st $r0, $r20, 32
setbw 16, 64
sldi $r15, 320
mvmul $r22, $r15, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49184
st $r0, $r20, 32
setbw 16, 64
sldi $r14, 384
mvmul $r22, $r14, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49216
st $r0, $r20, 32
setbw 16, 64
sldi $r13, 448
mvmul $r22, $r13, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49248
st $r0, $r20, 32
setbw 16, 64
sldi $r11, 512
mvmul $r22, $r11, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49280
st $r0, $r20, 32
setbw 16, 64
sldi $r10, 576
mvmul $r22, $r10, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r20, $r22, $r24, 16
setbw 16, 16
sldi $r0, 49312
st $r0, $r20, 32
sync 0, 0
wait 1, 1
sldi $r0, 48000
ld $r30, $r0, 64
sldi $r0, 126344
ld $r24, $r0, 64
sldi $r9, 64
vvsra $r9, $r30, $r24, 32
sldi $r0, 56192
st $r0, $r9, 64
sync 0, 0
wait 1, 1
sldi $r0, 7040
ld $r30, $r0, 64
sldi $r0, 56192
ld $r9, $r0, 64
vvadd $r24, $r30, $r9, 32
sldi $r0, 64384
st $r0, $r24, 64
sync 0, 0
wait 1, 1
sldi $r0, 108192
ld $r30, $r0, 48
sldi $r8, 96
sldi $r0, 128680
ld $r8, $r0, 48
sldi $r7, 48
vvsra $r7, $r30, $r8, 24
sldi $r0, 111264
st $r0, $r7, 48
sync 0, 0
wait 1, 1
sldi $r0, 92832
ld $r30, $r0, 48
sldi $r0, 111264
ld $r7, $r0, 48
vvadd $r8, $r30, $r7, 24
sldi $r0, 114336
st $r0, $r8, 48
sync 0, 0
