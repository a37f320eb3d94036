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
sldi $r0, 6144
ld $r28, $r0, 512
setbw 16, 64
sldi $r27, 1056
mvmul $r27, $r28, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
sldi $r26, 1312
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
sldi $r25, 24576
vrsu $r26, $r26, $r25, 32
sldi $r0, 14336
st $r0, $r26, 64
setbw 16, 64
sldi $r24, 544
mvmul $r27, $r24, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14400
st $r0, $r26, 64
setbw 16, 64
sldi $r23, 576
mvmul $r27, $r23, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14464
st $r0, $r26, 64
setbw 16, 64
sldi $r22, 608
mvmul $r27, $r22, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14528
st $r0, $r26, 64
setbw 16, 64
sldi $r21, 640
mvmul $r27, $r21, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14592
st $r0, $r26, 64
setbw 16, 64
sldi $r20, 672
mvmul $r27, $r20, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14656
st $r0, $r26, 64
setbw 16, 64
sldi $r19, 704
mvmul $r27, $r19, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14720
st $r0, $r26, 64
setbw 16, 64
sldi $r18, 736
mvmul $r27, $r18, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14784
st $r0, $r26, 64
setbw 16, 64
sldi $r17, 768
mvmul $r27, $r17, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14848
st $r0, $r26, 64
setbw 16, 64
sldi $r16, 800
mvmul $r27, $r16, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14912
st $r0, $r26, 64
setbw 16, 64
sldi $r15, 832
mvmul $r27, $r15, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 32
setbw 64, 16
vvsra $r26, $r27, $r29, 32
setbw 16, 16
vrsl $r26, $r26, $r30, 32
vrsu $r26, $r26, $r25, 32
sldi $r0, 14976
st $r0, $r26, 64
sync 0, 0
wait 1, 1
sldi $r0, 47424
ld $r30, $r0, 64
sldi $r14, 128
sldi $r0, 126344
ld $r14, $r0, 64
sldi $r13, 64
vvsra $r13, $r30, $r14, 32
sldi $r0, 55616
st $r0, $r13, 64
sync 0, 0
wait 1, 1
sldi $r0, 6464
ld $r30, $r0, 64
sldi $r0, 55616
ld $r13, $r0, 64
vvadd $r14, $r30, $r13, 32
sldi $r0, 63808
st $r0, $r14, 64
sync 0, 0
wait 1, 1
sldi $r0, 107760
ld $r30, $r0, 48
sldi $r12, 96
sldi $r0, 128680
ld $r12, $r0, 48
sldi $r11, 48
vvsra $r11, $r30, $r12, 24
sldi $r0, 110832
st $r0, $r11, 48
sync 0, 0
wait 1, 1
sldi $r0, 92400
ld $r30, $r0, 48
sldi $r0, 110832
ld $r11, $r0, 48
vvadd $r12, $r30, $r11, 24
sldi $r0, 113904
st $r0, $r12, 48
sync 0, 0
