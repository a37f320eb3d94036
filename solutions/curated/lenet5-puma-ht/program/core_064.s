# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 7664
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 8000
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 12920
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r26, 128
sldi $r0, 18336
ld $r26, $r0, 128
sldi $r25, 256
sldi $r0, 11792
ld $r25, $r0, 60
sldi $r24, 316
sldi $r0, 11960
ld $r24, $r0, 60
sldi $r23, 376
sldi $r0, 12128
ld $r23, $r0, 60
sldi $r22, 436
sldi $r0, 12296
ld $r22, $r0, 60
sldi $r21, 496
sldi $r0, 12464
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
sldi $r0, 14448
st $r0, $r17, 32
sldi $r0, 11804
ld $r25, $r0, 60
sldi $r0, 11972
ld $r24, $r0, 60
sldi $r0, 12140
ld $r23, $r0, 60
sldi $r0, 12308
ld $r22, $r0, 60
sldi $r0, 12476
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
sldi $r0, 14480
st $r0, $r17, 32
sldi $r0, 11816
ld $r25, $r0, 60
sldi $r0, 11984
ld $r24, $r0, 60
sldi $r0, 12152
ld $r23, $r0, 60
sldi $r0, 12320
ld $r22, $r0, 60
sldi $r0, 12488
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
sldi $r0, 14512
st $r0, $r17, 32
sldi $r0, 11828
ld $r25, $r0, 60
sldi $r0, 11996
ld $r24, $r0, 60
sldi $r0, 12164
ld $r23, $r0, 60
sldi $r0, 12332
ld $r22, $r0, 60
sldi $r0, 12500
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
sldi $r0, 14544
st $r0, $r17, 32
sync 0, 0
