# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1428
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1492
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1556
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1620
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1684
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
sldi $r0, 9560
st $r0, $r22, 12
sldi $r0, 1430
ld $r28, $r0, 10
sldi $r0, 1494
ld $r27, $r0, 10
sldi $r0, 1558
ld $r26, $r0, 10
sldi $r0, 1622
ld $r25, $r0, 10
sldi $r0, 1686
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9572
st $r0, $r22, 12
sldi $r0, 1432
ld $r28, $r0, 10
sldi $r0, 1496
ld $r27, $r0, 10
sldi $r0, 1560
ld $r26, $r0, 10
sldi $r0, 1624
ld $r25, $r0, 10
sldi $r0, 1688
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9584
st $r0, $r22, 12
sldi $r0, 1434
ld $r28, $r0, 10
sldi $r0, 1498
ld $r27, $r0, 10
sldi $r0, 1562
ld $r26, $r0, 10
sldi $r0, 1626
ld $r25, $r0, 10
sldi $r0, 1690
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9596
st $r0, $r22, 12
sldi $r0, 1436
ld $r28, $r0, 10
sldi $r0, 1500
ld $r27, $r0, 10
sldi $r0, 1564
ld $r26, $r0, 10
sldi $r0, 1628
ld $r25, $r0, 10
sldi $r0, 1692
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9608
st $r0, $r22, 12
sldi $r0, 1438
ld $r28, $r0, 10
sldi $r0, 1502
ld $r27, $r0, 10
sldi $r0, 1566
ld $r26, $r0, 10
sldi $r0, 1630
ld $r25, $r0, 10
sldi $r0, 1694
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9620
st $r0, $r22, 12
sldi $r0, 1440
ld $r28, $r0, 10
sldi $r0, 1504
ld $r27, $r0, 10
sldi $r0, 1568
ld $r26, $r0, 10
sldi $r0, 1632
ld $r25, $r0, 10
sldi $r0, 1696
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9632
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10232
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 10568
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13532
st $r0, $r30, 12
sync 0, 0
wait 1, 1
