# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 125592
ld $r30, $r0, 256
sldi $r29, 256
sldi $r0, 125336
ld $r29, $r0, 256
sldi $r28, 512
lldi $r28, 0, 512
sldi $r0, 6656
ld $r28, $r0, 512
setbw 16, 64
sldi $r27, 1056
sldi $r26, 704
mvmul $r27, $r26, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
sldi $r25, 1312
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
sldi $r24, 24576
vrsu $r25, $r25, $r24, 32
sldi $r0, 15744
st $r0, $r25, 64
setbw 16, 64
sldi $r23, 736
mvmul $r27, $r23, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 15808
st $r0, $r25, 64
setbw 16, 64
sldi $r22, 768
mvmul $r27, $r22, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 15872
st $r0, $r25, 64
setbw 16, 64
sldi $r21, 800
mvmul $r27, $r21, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 15936
st $r0, $r25, 64
setbw 16, 64
sldi $r20, 832
mvmul $r27, $r20, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 16000
st $r0, $r25, 64
setbw 16, 64
sldi $r19, 864
mvmul $r27, $r19, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 16064
st $r0, $r25, 64
setbw 16, 64
sldi $r18, 896
mvmul $r27, $r18, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 16128
st $r0, $r25, 64
setbw 16, 64
sldi $r17, 928
mvmul $r27, $r17, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 16192
st $r0, $r25, 64
setbw 16, 64
sldi $r16, 960
mvmul $r27, $r16, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 16256
st $r0, $r25, 64
setbw 16, 64
sldi $r15, 992
mvmul $r27, $r15, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 16320
st $r0, $r25, 64
sldi $r0, 7168
ld $r28, $r0, 512
setbw 16, 64
mvmul $r27, $r28, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r25, $r27, $r29, 32
setbw 16, 16
vrsl $r25, $r25, $r30, 32
vrsu $r25, $r25, $r24, 32
sldi $r0, 16384
st $r0, $r25, 64
sync 0, 0
wait 1, 1
sldi $r0, 47552
ld $r30, $r0, 64
sldi $r14, 128
sldi $r0, 126344
ld $r14, $r0, 64
sldi $r13, 64
vvsra $r13, $r30, $r14, 32
sldi $r0, 55744
st $r0, $r13, 64
sync 0, 0
wait 1, 1
sldi $r0, 6592
ld $r30, $r0, 64
sldi $r0, 55744
ld $r13, $r0, 64
vvadd $r14, $r30, $r13, 32
sldi $r0, 63936
st $r0, $r14, 64
sync 0, 0
wait 1, 1
sldi $r0, 107856
ld $r30, $r0, 48
sldi $r12, 96
sldi $r0, 128680
ld $r12, $r0, 48
sldi $r11, 48
vvsra $r11, $r30, $r12, 24
sldi $r0, 110928
st $r0, $r11, 48
sync 0, 0
wait 1, 1
sldi $r0, 92496
ld $r30, $r0, 48
sldi $r0, 110928
ld $r11, $r0, 48
vvadd $r12, $r30, $r11, 24
sldi $r0, 114000
st $r0, $r12, 48
sync 0, 0
