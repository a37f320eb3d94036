# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1200
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1264
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1328
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1392
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1456
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
sldi $r0, 8384
st $r0, $r22, 12
sldi $r0, 1202
ld $r28, $r0, 10
sldi $r0, 1266
ld $r27, $r0, 10
sldi $r0, 1330
ld $r26, $r0, 10
sldi $r0, 1394
ld $r25, $r0, 10
sldi $r0, 1458
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8396
st $r0, $r22, 12
sldi $r0, 1204
ld $r28, $r0, 10
sldi $r0, 1268
ld $r27, $r0, 10
sldi $r0, 1332
ld $r26, $r0, 10
sldi $r0, 1396
ld $r25, $r0, 10
sldi $r0, 1460
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8408
st $r0, $r22, 12
sldi $r0, 1206
ld $r28, $r0, 10
sldi $r0, 1270
ld $r27, $r0, 10
sldi $r0, 1334
ld $r26, $r0, 10
sldi $r0, 1398
ld $r25, $r0, 10
sldi $r0, 1462
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8420
st $r0, $r22, 12
sldi $r0, 1216
ld $r28, $r0, 10
sldi $r0, 1280
ld $r27, $r0, 10
sldi $r0, 1344
ld $r26, $r0, 10
sldi $r0, 1408
ld $r25, $r0, 10
sldi $r0, 1472
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8432
st $r0, $r22, 12
sldi $r0, 1218
ld $r28, $r0, 10
sldi $r0, 1282
ld $r27, $r0, 10
sldi $r0, 1346
ld $r26, $r0, 10
sldi $r0, 1410
ld $r25, $r0, 10
sldi $r0, 1474
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8444
st $r0, $r22, 12
sldi $r0, 1220
ld $r28, $r0, 10
sldi $r0, 1284
ld $r27, $r0, 10
sldi $r0, 1348
ld $r26, $r0, 10
sldi $r0, 1412
ld $r25, $r0, 10
sldi $r0, 1476
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8456
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 9560
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 9896
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13364
st $r0, $r30, 12
sync 0, 0
wait 1, 1
