# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 156
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 220
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 284
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 348
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 412
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
sldi $r0, 2888
st $r0, $r22, 12
sldi $r0, 158
ld $r28, $r0, 10
sldi $r0, 222
ld $r27, $r0, 10
sldi $r0, 286
ld $r26, $r0, 10
sldi $r0, 350
ld $r25, $r0, 10
sldi $r0, 414
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2900
st $r0, $r22, 12
sldi $r0, 160
ld $r28, $r0, 10
sldi $r0, 224
ld $r27, $r0, 10
sldi $r0, 288
ld $r26, $r0, 10
sldi $r0, 352
ld $r25, $r0, 10
sldi $r0, 416
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2912
st $r0, $r22, 12
sldi $r0, 162
ld $r28, $r0, 10
sldi $r0, 226
ld $r27, $r0, 10
sldi $r0, 290
ld $r26, $r0, 10
sldi $r0, 354
ld $r25, $r0, 10
sldi $r0, 418
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2924
st $r0, $r22, 12
sldi $r0, 164
ld $r28, $r0, 10
sldi $r0, 228
ld $r27, $r0, 10
sldi $r0, 292
ld $r26, $r0, 10
sldi $r0, 356
ld $r25, $r0, 10
sldi $r0, 420
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2936
st $r0, $r22, 12
sldi $r0, 166
ld $r28, $r0, 10
sldi $r0, 230
ld $r27, $r0, 10
sldi $r0, 294
ld $r26, $r0, 10
sldi $r0, 358
ld $r25, $r0, 10
sldi $r0, 422
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2948
st $r0, $r22, 12
sldi $r0, 168
ld $r28, $r0, 10
sldi $r0, 232
ld $r27, $r0, 10
sldi $r0, 296
ld $r26, $r0, 10
sldi $r0, 360
ld $r25, $r0, 10
sldi $r0, 424
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2960
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 5408
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 5744
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12296
st $r0, $r30, 12
sldi $r0, 5432
ld $r30, $r0, 24
sldi $r0, 5768
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12308
st $r0, $r30, 12
sync 0, 0
wait 1, 1
