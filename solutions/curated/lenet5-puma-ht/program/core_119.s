# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1492
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1556
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1620
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1684
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1748
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
sldi $r0, 9896
st $r0, $r22, 12
sldi $r0, 1494
ld $r28, $r0, 10
sldi $r0, 1558
ld $r27, $r0, 10
sldi $r0, 1622
ld $r26, $r0, 10
sldi $r0, 1686
ld $r25, $r0, 10
sldi $r0, 1750
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9908
st $r0, $r22, 12
sldi $r0, 1496
ld $r28, $r0, 10
sldi $r0, 1560
ld $r27, $r0, 10
sldi $r0, 1624
ld $r26, $r0, 10
sldi $r0, 1688
ld $r25, $r0, 10
sldi $r0, 1752
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9920
st $r0, $r22, 12
sldi $r0, 1498
ld $r28, $r0, 10
sldi $r0, 1562
ld $r27, $r0, 10
sldi $r0, 1626
ld $r26, $r0, 10
sldi $r0, 1690
ld $r25, $r0, 10
sldi $r0, 1754
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9932
st $r0, $r22, 12
sldi $r0, 1500
ld $r28, $r0, 10
sldi $r0, 1564
ld $r27, $r0, 10
sldi $r0, 1628
ld $r26, $r0, 10
sldi $r0, 1692
ld $r25, $r0, 10
sldi $r0, 1756
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9944
st $r0, $r22, 12
sldi $r0, 1502
ld $r28, $r0, 10
sldi $r0, 1566
ld $r27, $r0, 10
sldi $r0, 1630
ld $r26, $r0, 10
sldi $r0, 1694
ld $r25, $r0, 10
sldi $r0, 1758
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9956
st $r0, $r22, 12
sldi $r0, 1504
ld $r28, $r0, 10
sldi $r0, 1568
ld $r27, $r0, 10
sldi $r0, 1632
ld $r26, $r0, 10
sldi $r0, 1696
ld $r25, $r0, 10
sldi $r0, 1760
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9968
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10328
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 10664
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13580
st $r0, $r30, 12
sync 0, 0
wait 1, 1
