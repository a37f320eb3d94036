# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 2864
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 3200
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 11696
st $r0, $r30, 12
sldi $r0, 2888
ld $r30, $r0, 24
sldi $r0, 3224
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11708
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r26, 128
sldi $r0, 18336
ld $r26, $r0, 128
sldi $r25, 256
sldi $r0, 12128
ld $r25, $r0, 60
sldi $r24, 316
sldi $r0, 12296
ld $r24, $r0, 60
sldi $r23, 376
sldi $r0, 12464
ld $r23, $r0, 60
sldi $r22, 436
sldi $r0, 12632
ld $r22, $r0, 60
sldi $r21, 496
sldi $r0, 12800
ld $r21, $r0, 60
setbw 16, 64
sldi $r20, 560
mvmul $r20, $r25, 16, 0, 0
sldi $r19, 688
sldi $r18, 512
mvmul $r19, $r18, 16, 0, 1
setbw 64, 64
vvadd $r20, $r20, $r19, 16
vvadd $r20, $r20, $r30, 16
setbw 64, 16
sldi $r17, 816
vvsra $r17, $r20, $r26, 16
setbw 16, 16
vrelu $r17, $r17, 16
sldi $r0, 15088
st $r0, $r17, 32
sldi $r0, 12140
ld $r25, $r0, 60
sldi $r0, 12308
ld $r24, $r0, 60
sldi $r0, 12476
ld $r23, $r0, 60
sldi $r0, 12644
ld $r22, $r0, 60
sldi $r0, 12812
ld $r21, $r0, 60
setbw 16, 64
mvmul $r20, $r25, 16, 0, 0
mvmul $r19, $r18, 16, 0, 1
setbw 64, 64
vvadd $r20, $r20, $r19, 16
vvadd $r20, $r20, $r30, 16
setbw 64, 16
vvsra $r17, $r20, $r26, 16
setbw 16, 16
vrelu $r17, $r17, 16
sldi $r0, 15120
st $r0, $r17, 32
sldi $r0, 12152
ld $r25, $r0, 60
sldi $r0, 12320
ld $r24, $r0, 60
sldi $r0, 12488
ld $r23, $r0, 60
sldi $r0, 12656
ld $r22, $r0, 60
sldi $r0, 12824
ld $r21, $r0, 60
setbw 16, 64
mvmul $r20, $r25, 16, 0, 0
mvmul $r19, $r18, 16, 0, 1
setbw 64, 64
vvadd $r20, $r20, $r19, 16
vvadd $r20, $r20, $r30, 16
setbw 64, 16
vvsra $r17, $r20, $r26, 16
setbw 16, 16
vrelu $r17, $r17, 16
sldi $r0, 15152
st $r0, $r17, 32
sldi $r0, 12164
ld $r25, $r0, 60
sldi $r0, 12332
ld $r24, $r0, 60
sldi $r0, 12500
ld $r23, $r0, 60
sldi $r0, 12668
ld $r22, $r0, 60
sldi $r0, 12836
ld $r21, $r0, 60
setbw 16, 64
mvmul $r20, $r25, 16, 0, 0
mvmul $r19, $r18, 16, 0, 1
setbw 64, 64
vvadd $r20, $r20, $r19, 16
vvadd $r20, $r20, $r30, 16
setbw 64, 16
vvsra $r17, $r20, $r26, 16
setbw 16, 16
vrelu $r17, $r17, 16
sldi $r0, 15184
st $r0, $r17, 32
sync 0, 0
wait 1, 1
sldi $r0, 15088
ld $r30, $r0, 64
sldi $r16, 64
sldi $r0, 15408
ld $r16, $r0, 64
sldi $r15, 32
vvmax $r30, $r30, $r15, 16
vvmax $r30, $r30, $r16, 16
sldi $r14, 96
vvmax $r30, $r30, $r14, 16
sldi $r0, 17328
st $r0, $r30, 32
sync 0, 0
