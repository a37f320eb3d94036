# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1158
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1222
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1286
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1350
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1414
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
sldi $r0, 8132
st $r0, $r22, 12
sldi $r0, 1160
ld $r28, $r0, 10
sldi $r0, 1224
ld $r27, $r0, 10
sldi $r0, 1288
ld $r26, $r0, 10
sldi $r0, 1352
ld $r25, $r0, 10
sldi $r0, 1416
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8144
st $r0, $r22, 12
sldi $r0, 1162
ld $r28, $r0, 10
sldi $r0, 1226
ld $r27, $r0, 10
sldi $r0, 1290
ld $r26, $r0, 10
sldi $r0, 1354
ld $r25, $r0, 10
sldi $r0, 1418
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8156
st $r0, $r22, 12
sldi $r0, 1164
ld $r28, $r0, 10
sldi $r0, 1228
ld $r27, $r0, 10
sldi $r0, 1292
ld $r26, $r0, 10
sldi $r0, 1356
ld $r25, $r0, 10
sldi $r0, 1420
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8168
st $r0, $r22, 12
sldi $r0, 1166
ld $r28, $r0, 10
sldi $r0, 1230
ld $r27, $r0, 10
sldi $r0, 1294
ld $r26, $r0, 10
sldi $r0, 1358
ld $r25, $r0, 10
sldi $r0, 1422
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8180
st $r0, $r22, 12
sldi $r0, 1168
ld $r28, $r0, 10
sldi $r0, 1232
ld $r27, $r0, 10
sldi $r0, 1296
ld $r26, $r0, 10
sldi $r0, 1360
ld $r25, $r0, 10
sldi $r0, 1424
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8192
st $r0, $r22, 12
sldi $r0, 1170
ld $r28, $r0, 10
sldi $r0, 1234
ld $r27, $r0, 10
sldi $r0, 1298
ld $r26, $r0, 10
sldi $r0, 1362
ld $r25, $r0, 10
sldi $r0, 1426
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8204
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 9488
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 9824
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13328
st $r0, $r30, 12
sync 0, 0
wait 1, 1
