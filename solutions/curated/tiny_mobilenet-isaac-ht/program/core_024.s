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
lldi $r26, 0, 28
sldi $r25, 396
sldi $r0, 14336
ld $r25, $r0, 28
sldi $r24, 424
sldi $r0, 14400
ld $r24, $r0, 28
sldi $r23, 452
lldi $r23, 0, 28
sldi $r22, 480
sldi $r0, 15360
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 15424
ld $r21, $r0, 28
sldi $r20, 536
lldi $r20, 0, 28
sldi $r19, 564
sldi $r0, 16384
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 16448
ld $r18, $r0, 28
sldi $r17, 624
lldi $r17, 0, 28
sldi $r16, 652
sldi $r0, 14364
ld $r16, $r0, 28
sldi $r15, 680
sldi $r0, 14428
ld $r15, $r0, 28
sldi $r14, 708
lldi $r14, 0, 28
sldi $r13, 736
sldi $r0, 15388
ld $r13, $r0, 28
sldi $r12, 764
sldi $r0, 15452
ld $r12, $r0, 28
sldi $r11, 792
lldi $r11, 0, 28
sldi $r10, 820
sldi $r0, 16412
ld $r10, $r0, 28
sldi $r9, 848
sldi $r0, 16476
ld $r9, $r0, 28
sldi $r8, 880
lldi $r8, 0, 8
sldi $r7, 888
sldi $r0, 14392
ld $r7, $r0, 8
sldi $r6, 896
sldi $r0, 14456
ld $r6, $r0, 8
sldi $r5, 904
lldi $r5, 0, 8
sldi $r4, 912
sldi $r0, 15416
ld $r4, $r0, 8
sldi $r3, 920
sldi $r0, 15480
ld $r3, $r0, 8
sldi $r2, 928
lldi $r2, 0, 8
sldi $r30, 936
sldi $r0, 16440
ld $r30, $r0, 8
sldi $r29, 944
sldi $r0, 16504
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
sldi $r0, 31744
st $r0, $r23, 28
setbw 64, 64
sldi $r20, 224
vvadd $r27, $r27, $r20, 14
setbw 64, 16
vvsra $r23, $r27, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
vrsu $r23, $r23, $r21, 14
sldi $r0, 31772
st $r0, $r23, 28
setbw 64, 64
sldi $r19, 336
vvadd $r25, $r25, $r19, 4
setbw 64, 16
vvsra $r23, $r25, $r22, 4
setbw 16, 16
vrsl $r23, $r23, $r24, 4
vrsu $r23, $r23, $r21, 4
sldi $r0, 31800
st $r0, $r23, 8
sync 0, 0
wait 1, 1
sldi $r0, 126216
ld $r24, $r0, 128
sldi $r18, 128
sldi $r0, 125080
ld $r18, $r0, 128
sldi $r16, 256
lldi $r16, 0, 1024
sldi $r0, 40960
ld $r16, $r0, 1024
setbw 16, 64
sldi $r15, 1344
mvmul $r15, $r16, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
sldi $r14, 1472
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52224
st $r0, $r14, 32
setbw 16, 64
sldi $r13, 320
mvmul $r15, $r13, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52256
st $r0, $r14, 32
setbw 16, 64
sldi $r12, 384
mvmul $r15, $r12, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52288
st $r0, $r14, 32
setbw 16, 64
sldi $r11, 448
mvmul $r15, $r11, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52320
st $r0, $r14, 32
setbw 16, 64
sldi $r10, 512
mvmul $r15, $r10, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52352
st $r0, $r14, 32
setbw 16, 64
sldi $r9, 576
mvmul $r15, $r9, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52384
st $r0, $r14, 32
setbw 16, 64
sldi $r7, 640
mvmul $r15, $r7, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52416
st $r0, $r14, 32
setbw 16, 64
sldi $r6, 704
mvmul $r15, $r6, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52448
st $r0, $r14, 32
setbw 16, 64
sldi $r5, 768
mvmul $r15, $r5, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52480
st $r0, $r14, 32
setbw 16, 64
sldi $r4, 832
mvmul $r15, $r4, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 52512
st $r0, $r14, 32
sync 0, 0
wait 1, 1
sldi $r0, 48640
ld $r24, $r0, 64
sldi $r0, 126344
ld $r18, $r0, 64
sldi $r3, 64
vvsra $r3, $r24, $r18, 32
sldi $r0, 56832
st $r0, $r3, 64
sync 0, 0
wait 1, 1
sldi $r0, 7680
ld $r24, $r0, 64
sldi $r0, 56832
ld $r3, $r0, 64
vvadd $r18, $r24, $r3, 32
sldi $r0, 65024
st $r0, $r18, 64
sync 0, 0
wait 1, 1
sldi $r0, 108672
ld $r24, $r0, 48
sldi $r2, 96
sldi $r0, 128680
ld $r2, $r0, 48
sldi $r30, 48
vvsra $r30, $r24, $r2, 24
sldi $r0, 111744
st $r0, $r30, 48
sync 0, 0
wait 1, 1
sldi $r0, 93312
ld $r24, $r0, 48
sldi $r0, 111744
ld $r30, $r0, 48
vvadd $r2, $r24, $r30, 24
sldi $r0, 114816
st $r0, $r2, 48
sync 0, 0
