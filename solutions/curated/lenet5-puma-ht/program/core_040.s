# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 230
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 294
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 358
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 422
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 486
ld $r24, $r0, 10
setbw 16, 64
sldi $r23, 152
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
sldi $r22, 200
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3284
st $r0, $r22, 12
sldi $r0, 232
ld $r28, $r0, 10
sldi $r0, 296
ld $r27, $r0, 10
sldi $r0, 360
ld $r26, $r0, 10
sldi $r0, 424
ld $r25, $r0, 10
sldi $r0, 488
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3296
st $r0, $r22, 12
sldi $r0, 234
ld $r28, $r0, 10
sldi $r0, 298
ld $r27, $r0, 10
sldi $r0, 362
ld $r26, $r0, 10
sldi $r0, 426
ld $r25, $r0, 10
sldi $r0, 490
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3308
st $r0, $r22, 12
sldi $r0, 236
ld $r28, $r0, 10
sldi $r0, 300
ld $r27, $r0, 10
sldi $r0, 364
ld $r26, $r0, 10
sldi $r0, 428
ld $r25, $r0, 10
sldi $r0, 492
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3320
st $r0, $r22, 12
sldi $r0, 238
ld $r28, $r0, 10
sldi $r0, 302
ld $r27, $r0, 10
sldi $r0, 366
ld $r26, $r0, 10
sldi $r0, 430
ld $r25, $r0, 10
sldi $r0, 494
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3332
st $r0, $r22, 12
sldi $r0, 240
ld $r28, $r0, 10
sldi $r0, 304
ld $r27, $r0, 10
sldi $r0, 368
ld $r26, $r0, 10
sldi $r0, 432
ld $r25, $r0, 10
sldi $r0, 496
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3344
st $r0, $r22, 12
sldi $r0, 242
ld $r28, $r0, 10
sldi $r0, 306
ld $r27, $r0, 10
sldi $r0, 370
ld $r26, $r0, 10
sldi $r0, 434
ld $r25, $r0, 10
sldi $r0, 498
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3356
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 5648
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 5984
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12416
st $r0, $r30, 12
sldi $r0, 5672
ld $r30, $r0, 24
sldi $r0, 6008
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12428
st $r0, $r30, 12
sync 0, 0
wait 1, 1
