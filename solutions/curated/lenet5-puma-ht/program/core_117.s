# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1456
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1520
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1584
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1648
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1712
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
sldi $r0, 9728
st $r0, $r22, 12
sldi $r0, 1458
ld $r28, $r0, 10
sldi $r0, 1522
ld $r27, $r0, 10
sldi $r0, 1586
ld $r26, $r0, 10
sldi $r0, 1650
ld $r25, $r0, 10
sldi $r0, 1714
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9740
st $r0, $r22, 12
sldi $r0, 1460
ld $r28, $r0, 10
sldi $r0, 1524
ld $r27, $r0, 10
sldi $r0, 1588
ld $r26, $r0, 10
sldi $r0, 1652
ld $r25, $r0, 10
sldi $r0, 1716
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9752
st $r0, $r22, 12
sldi $r0, 1462
ld $r28, $r0, 10
sldi $r0, 1526
ld $r27, $r0, 10
sldi $r0, 1590
ld $r26, $r0, 10
sldi $r0, 1654
ld $r25, $r0, 10
sldi $r0, 1718
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9764
st $r0, $r22, 12
sldi $r0, 1472
ld $r28, $r0, 10
sldi $r0, 1536
ld $r27, $r0, 10
sldi $r0, 1600
ld $r26, $r0, 10
sldi $r0, 1664
ld $r25, $r0, 10
sldi $r0, 1728
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9776
st $r0, $r22, 12
sldi $r0, 1474
ld $r28, $r0, 10
sldi $r0, 1538
ld $r27, $r0, 10
sldi $r0, 1602
ld $r26, $r0, 10
sldi $r0, 1666
ld $r25, $r0, 10
sldi $r0, 1730
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9788
st $r0, $r22, 12
sldi $r0, 1476
ld $r28, $r0, 10
sldi $r0, 1540
ld $r27, $r0, 10
sldi $r0, 1604
ld $r26, $r0, 10
sldi $r0, 1668
ld $r25, $r0, 10
sldi $r0, 1732
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9800
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10280
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 10616
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13556
st $r0, $r30, 12
sync 0, 0
wait 1, 1
