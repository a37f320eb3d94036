# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1506
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1570
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1634
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1698
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1762
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
sldi $r0, 9980
st $r0, $r22, 12
sldi $r0, 1508
ld $r28, $r0, 10
sldi $r0, 1572
ld $r27, $r0, 10
sldi $r0, 1636
ld $r26, $r0, 10
sldi $r0, 1700
ld $r25, $r0, 10
sldi $r0, 1764
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9992
st $r0, $r22, 12
sldi $r0, 1510
ld $r28, $r0, 10
sldi $r0, 1574
ld $r27, $r0, 10
sldi $r0, 1638
ld $r26, $r0, 10
sldi $r0, 1702
ld $r25, $r0, 10
sldi $r0, 1766
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10004
st $r0, $r22, 12
sldi $r0, 1512
ld $r28, $r0, 10
sldi $r0, 1576
ld $r27, $r0, 10
sldi $r0, 1640
ld $r26, $r0, 10
sldi $r0, 1704
ld $r25, $r0, 10
sldi $r0, 1768
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10016
st $r0, $r22, 12
sldi $r0, 1514
ld $r28, $r0, 10
sldi $r0, 1578
ld $r27, $r0, 10
sldi $r0, 1642
ld $r26, $r0, 10
sldi $r0, 1706
ld $r25, $r0, 10
sldi $r0, 1770
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10028
st $r0, $r22, 12
sldi $r0, 1516
ld $r28, $r0, 10
sldi $r0, 1580
ld $r27, $r0, 10
sldi $r0, 1644
ld $r26, $r0, 10
sldi $r0, 1708
ld $r25, $r0, 10
sldi $r0, 1772
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10040
st $r0, $r22, 12
sldi $r0, 1518
ld $r28, $r0, 10
sldi $r0, 1582
ld $r27, $r0, 10
sldi $r0, 1646
ld $r26, $r0, 10
sldi $r0, 1710
ld $r25, $r0, 10
sldi $r0, 1774
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10052
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10352
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 10688
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13592
st $r0, $r30, 12
sync 0, 0
wait 1, 1
