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
lldi $r26, 0, 112
sldi $r25, 480
sldi $r0, 14336
ld $r25, $r0, 28
sldi $r24, 508
sldi $r0, 14400
ld $r24, $r0, 28
sldi $r23, 536
lldi $r23, 0, 28
sldi $r22, 564
sldi $r0, 15360
ld $r22, $r0, 28
sldi $r21, 592
sldi $r0, 15424
ld $r21, $r0, 28
sldi $r20, 624
lldi $r20, 0, 112
sldi $r19, 736
sldi $r0, 14364
ld $r19, $r0, 28
sldi $r18, 764
sldi $r0, 14428
ld $r18, $r0, 28
sldi $r17, 792
lldi $r17, 0, 28
sldi $r16, 820
sldi $r0, 15388
ld $r16, $r0, 28
sldi $r15, 848
sldi $r0, 15452
ld $r15, $r0, 28
sldi $r14, 880
lldi $r14, 0, 32
sldi $r13, 912
sldi $r0, 14392
ld $r13, $r0, 8
sldi $r12, 920
sldi $r0, 14456
ld $r12, $r0, 8
sldi $r11, 928
lldi $r11, 0, 8
sldi $r10, 936
sldi $r0, 15416
ld $r10, $r0, 8
sldi $r9, 944
sldi $r0, 15480
ld $r9, $r0, 8
setbw 16, 64
sldi $r8, 952
mvmul $r8, $r26, 16, 0, 0
setbw 64, 64
setbw 16, 64
sldi $r7, 1064
mvmul $r7, $r20, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r6, 1176
mvmul $r6, $r14, 16, 0, 2
setbw 64, 64
vvadd $r8, $r8, $r30, 14
setbw 64, 16
sldi $r5, 1208
vvsra $r5, $r8, $r29, 14
setbw 16, 16
vrsl $r5, $r5, $r30, 14
sldi $r4, 24576
vrsu $r5, $r5, $r4, 14
sldi $r0, 30720
st $r0, $r5, 28
setbw 64, 64
vvadd $r7, $r7, $r28, 14
setbw 64, 16
vvsra $r5, $r7, $r29, 14
setbw 16, 16
vrsl $r5, $r5, $r30, 14
vrsu $r5, $r5, $r4, 14
sldi $r0, 30748
st $r0, $r5, 28
setbw 64, 64
vvadd $r6, $r6, $r27, 4
setbw 64, 16
vvsra $r5, $r6, $r29, 4
setbw 16, 16
vrsl $r5, $r5, $r30, 4
vrsu $r5, $r5, $r4, 4
sldi $r0, 30776
st $r0, $r5, 8
sync 0, 0
wait 1, 1
sldi $r0, 126216
ld $r30, $r0, 128
sldi $r3, 128
sldi $r0, 125080
ld $r3, $r0, 128
sldi $r2, 256
lldi $r2, 0, 1024
sldi $r0, 30720
ld $r2, $r0, 1024
setbw 16, 64
sldi $r25, 1344
mvmul $r25, $r2, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
sldi $r24, 1472
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47104
st $r0, $r24, 32
setbw 16, 64
sldi $r23, 320
mvmul $r25, $r23, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47136
st $r0, $r24, 32
setbw 16, 64
sldi $r22, 384
mvmul $r25, $r22, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47168
st $r0, $r24, 32
setbw 16, 64
sldi $r21, 448
mvmul $r25, $r21, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47200
st $r0, $r24, 32
setbw 16, 64
sldi $r19, 512
mvmul $r25, $r19, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47232
st $r0, $r24, 32
setbw 16, 64
sldi $r18, 576
mvmul $r25, $r18, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47264
st $r0, $r24, 32
setbw 16, 64
sldi $r17, 640
mvmul $r25, $r17, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47296
st $r0, $r24, 32
setbw 16, 64
sldi $r16, 704
mvmul $r25, $r16, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47328
st $r0, $r24, 32
setbw 16, 64
sldi $r15, 768
mvmul $r25, $r15, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47360
st $r0, $r24, 32
setbw 16, 64
sldi $r13, 832
mvmul $r25, $r13, 16, 0, 3
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r3, 16
setbw 16, 16
sldi $r0, 47392
st $r0, $r24, 32
sync 0, 0
wait 1, 1
sldi $r0, 47616
ld $r30, $r0, 64
sldi $r0, 126344
ld $r3, $r0, 64
sldi $r12, 64
vvsra $r12, $r30, $r3, 32
sldi $r0, 55808
st $r0, $r12, 64
sync 0, 0
wait 1, 1
sldi $r0, 6656
ld $r30, $r0, 64
sldi $r0, 55808
ld $r12, $r0, 64
vvadd $r3, $r30, $r12, 32
sldi $r0, 64000
st $r0, $r3, 64
sync 0, 0
wait 1, 1
sldi $r0, 107904
ld $r30, $r0, 48
sldi $r11, 96
sldi $r0, 128680
ld $r11, $r0, 48
sldi $r10, 48
vvsra $r10, $r30, $r11, 24
sldi $r0, 110976
st $r0, $r10, 48
sync 0, 0
wait 1, 1
sldi $r0, 92544
ld $r30, $r0, 48
sldi $r0, 110976
ld $r10, $r0, 48
vvadd $r11, $r30, $r10, 24
sldi $r0, 114048
st $r0, $r11, 48
sync 0, 0
