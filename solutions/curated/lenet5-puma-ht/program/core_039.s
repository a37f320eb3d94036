# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 5600
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 5936
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 12392
st $r0, $r30, 12
sldi $r0, 5624
ld $r30, $r0, 24
sldi $r0, 5960
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 12404
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r26, 128
sldi $r0, 18336
ld $r26, $r0, 128
sldi $r25, 256
sldi $r0, 11648
ld $r25, $r0, 60
sldi $r24, 316
sldi $r0, 11816
ld $r24, $r0, 60
sldi $r23, 376
sldi $r0, 11984
ld $r23, $r0, 60
sldi $r22, 436
sldi $r0, 12152
ld $r22, $r0, 60
sldi $r21, 496
sldi $r0, 12320
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
sldi $r0, 14192
st $r0, $r17, 32
sldi $r0, 11660
ld $r25, $r0, 60
sldi $r0, 11828
ld $r24, $r0, 60
sldi $r0, 11996
ld $r23, $r0, 60
sldi $r0, 12164
ld $r22, $r0, 60
sldi $r0, 12332
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
sldi $r0, 14224
st $r0, $r17, 32
sldi $r0, 11672
ld $r25, $r0, 60
sldi $r0, 11840
ld $r24, $r0, 60
sldi $r0, 12008
ld $r23, $r0, 60
sldi $r0, 12176
ld $r22, $r0, 60
sldi $r0, 12344
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
sldi $r0, 14256
st $r0, $r17, 32
sldi $r0, 11684
ld $r25, $r0, 60
sldi $r0, 11852
ld $r24, $r0, 60
sldi $r0, 12020
ld $r23, $r0, 60
sldi $r0, 12188
ld $r22, $r0, 60
sldi $r0, 12356
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
sldi $r0, 14288
st $r0, $r17, 32
sync 0, 0
