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
sldi $r0, 14784
ld $r26, $r0, 28
sldi $r25, 396
sldi $r0, 14848
ld $r25, $r0, 28
sldi $r24, 424
sldi $r0, 14912
ld $r24, $r0, 28
sldi $r23, 452
sldi $r0, 15808
ld $r23, $r0, 28
sldi $r22, 480
sldi $r0, 15872
ld $r22, $r0, 28
sldi $r21, 508
sldi $r0, 15936
ld $r21, $r0, 28
sldi $r20, 536
sldi $r0, 16832
ld $r20, $r0, 28
sldi $r19, 564
sldi $r0, 16896
ld $r19, $r0, 28
sldi $r18, 592
sldi $r0, 16960
ld $r18, $r0, 28
sldi $r17, 624
sldi $r0, 14812
ld $r17, $r0, 28
sldi $r16, 652
sldi $r0, 14876
ld $r16, $r0, 28
sldi $r15, 680
sldi $r0, 14940
ld $r15, $r0, 28
sldi $r14, 708
sldi $r0, 15836
ld $r14, $r0, 28
sldi $r13, 736
sldi $r0, 15900
ld $r13, $r0, 28
sldi $r12, 764
sldi $r0, 15964
ld $r12, $r0, 28
sldi $r11, 792
sldi $r0, 16860
ld $r11, $r0, 28
sldi $r10, 820
sldi $r0, 16924
ld $r10, $r0, 28
sldi $r9, 848
sldi $r0, 16988
ld $r9, $r0, 28
sldi $r8, 880
sldi $r0, 14840
ld $r8, $r0, 8
sldi $r7, 888
sldi $r0, 14904
ld $r7, $r0, 8
sldi $r6, 896
sldi $r0, 14968
ld $r6, $r0, 8
sldi $r5, 904
sldi $r0, 15864
ld $r5, $r0, 8
sldi $r4, 912
sldi $r0, 15928
ld $r4, $r0, 8
sldi $r3, 920
sldi $r0, 15992
ld $r3, $r0, 8
sldi $r2, 928
sldi $r0, 16888
ld $r2, $r0, 8
sldi $r30, 936
sldi $r0, 16952
ld $r30, $r0, 8
sldi $r29, 944
sldi $r0, 17016
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
sldi $r0, 32256
st $r0, $r23, 28
setbw 64, 64
sldi $r20, 224
vvadd $r27, $r27, $r20, 14
setbw 64, 16
vvsra $r23, $r27, $r22, 14
setbw 16, 16
vrsl $r23, $r23, $r24, 14
vrsu $r23, $r23, $r21, 14
sldi $r0, 32284
st $r0, $r23, 28
setbw 64, 64
sldi $r19, 336
vvadd $r25, $r25, $r19, 4
setbw 64, 16
vvsra $r23, $r25, $r22, 4
setbw 16, 16
vrsl $r23, $r23, $r24, 4
vrsu $r23, $r23, $r21, 4
sldi $r0, 32312
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
sldi $r0, 46080
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
sldi $r0, 54784
st $r0, $r14, 32
setbw 16, 64
sldi $r13, 320
mvmul $r15, $r13, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 54816
st $r0, $r14, 32
setbw 16, 64
sldi $r12, 384
mvmul $r15, $r12, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 54848
st $r0, $r14, 32
setbw 16, 64
sldi $r11, 448
mvmul $r15, $r11, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 54880
st $r0, $r14, 32
setbw 16, 64
sldi $r10, 512
mvmul $r15, $r10, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 54912
st $r0, $r14, 32
setbw 16, 64
sldi $r9, 576
mvmul $r15, $r9, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 54944
st $r0, $r14, 32
setbw 16, 64
sldi $r7, 640
mvmul $r15, $r7, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 54976
st $r0, $r14, 32
setbw 16, 64
sldi $r6, 704
mvmul $r15, $r6, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 55008
st $r0, $r14, 32
setbw 16, 64
sldi $r5, 768
mvmul $r15, $r5, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 55040
st $r0, $r14, 32
setbw 16, 64
sldi $r4, 832
mvmul $r15, $r4, 16, 0, 3
setbw 64, 64
vvadd $r15, $r15, $r24, 16
setbw 64, 16
vvsra $r14, $r15, $r18, 16
setbw 16, 16
sldi $r0, 55072
st $r0, $r14, 32
sync 0, 0
wait 1, 1
sldi $r0, 49152
ld $r24, $r0, 64
sldi $r0, 126344
ld $r18, $r0, 64
sldi $r3, 64
vvsra $r3, $r24, $r18, 32
sldi $r0, 57344
st $r0, $r3, 64
sync 0, 0
wait 1, 1
sldi $r0, 8192
ld $r24, $r0, 64
sldi $r0, 57344
ld $r3, $r0, 64
vvadd $r18, $r24, $r3, 32
sldi $r0, 65536
st $r0, $r18, 64
sync 0, 0
wait 1, 1
sldi $r0, 109056
ld $r24, $r0, 48
sldi $r2, 96
sldi $r0, 128680
ld $r2, $r0, 48
sldi $r30, 48
vvsra $r30, $r24, $r2, 24
sldi $r0, 112128
st $r0, $r30, 48
sync 0, 0
wait 1, 1
sldi $r0, 93696
ld $r24, $r0, 48
sldi $r0, 112128
ld $r30, $r0, 48
vvadd $r2, $r24, $r30, 24
sldi $r0, 115200
st $r0, $r2, 48
sync 0, 0
