# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1350
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1414
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1478
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1542
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1606
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
sldi $r0, 9140
st $r0, $r22, 12
sldi $r0, 1352
ld $r28, $r0, 10
sldi $r0, 1416
ld $r27, $r0, 10
sldi $r0, 1480
ld $r26, $r0, 10
sldi $r0, 1544
ld $r25, $r0, 10
sldi $r0, 1608
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9152
st $r0, $r22, 12
sldi $r0, 1354
ld $r28, $r0, 10
sldi $r0, 1418
ld $r27, $r0, 10
sldi $r0, 1482
ld $r26, $r0, 10
sldi $r0, 1546
ld $r25, $r0, 10
sldi $r0, 1610
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9164
st $r0, $r22, 12
sldi $r0, 1356
ld $r28, $r0, 10
sldi $r0, 1420
ld $r27, $r0, 10
sldi $r0, 1484
ld $r26, $r0, 10
sldi $r0, 1548
ld $r25, $r0, 10
sldi $r0, 1612
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9176
st $r0, $r22, 12
sldi $r0, 1358
ld $r28, $r0, 10
sldi $r0, 1422
ld $r27, $r0, 10
sldi $r0, 1486
ld $r26, $r0, 10
sldi $r0, 1550
ld $r25, $r0, 10
sldi $r0, 1614
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9188
st $r0, $r22, 12
sldi $r0, 1360
ld $r28, $r0, 10
sldi $r0, 1424
ld $r27, $r0, 10
sldi $r0, 1488
ld $r26, $r0, 10
sldi $r0, 1552
ld $r25, $r0, 10
sldi $r0, 1616
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9200
st $r0, $r22, 12
sldi $r0, 1362
ld $r28, $r0, 10
sldi $r0, 1426
ld $r27, $r0, 10
sldi $r0, 1490
ld $r26, $r0, 10
sldi $r0, 1554
ld $r25, $r0, 10
sldi $r0, 1618
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9212
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10112
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 10448
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13472
st $r0, $r30, 12
sync 0, 0
wait 1, 1
