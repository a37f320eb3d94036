# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 10856
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 11192
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 13676
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r26, 128
sldi $r0, 18336
ld $r26, $r0, 128
sldi $r25, 256
sldi $r0, 11552
ld $r25, $r0, 60
sldi $r24, 316
sldi $r0, 11720
ld $r24, $r0, 60
sldi $r23, 376
sldi $r0, 11888
ld $r23, $r0, 60
sldi $r22, 436
sldi $r0, 12056
ld $r22, $r0, 60
sldi $r21, 496
sldi $r0, 12224
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
sldi $r0, 14064
st $r0, $r17, 32
sldi $r0, 11564
ld $r25, $r0, 60
sldi $r0, 11732
ld $r24, $r0, 60
sldi $r0, 11900
ld $r23, $r0, 60
sldi $r0, 12068
ld $r22, $r0, 60
sldi $r0, 12236
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
sldi $r0, 14096
st $r0, $r17, 32
sldi $r0, 11624
ld $r25, $r0, 60
sldi $r0, 11792
ld $r24, $r0, 60
sldi $r0, 11960
ld $r23, $r0, 60
sldi $r0, 12128
ld $r22, $r0, 60
sldi $r0, 12296
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
sldi $r0, 14128
st $r0, $r17, 32
sldi $r0, 11636
ld $r25, $r0, 60
sldi $r0, 11804
ld $r24, $r0, 60
sldi $r0, 11972
ld $r23, $r0, 60
sldi $r0, 12140
ld $r22, $r0, 60
sldi $r0, 12308
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
sldi $r0, 14160
st $r0, $r17, 32
sync 0, 0
