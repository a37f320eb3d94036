# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1570
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1634
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1698
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1762
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1826
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
sldi $r0, 10316
st $r0, $r22, 12
sldi $r0, 1572
ld $r28, $r0, 10
sldi $r0, 1636
ld $r27, $r0, 10
sldi $r0, 1700
ld $r26, $r0, 10
sldi $r0, 1764
ld $r25, $r0, 10
sldi $r0, 1828
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10328
st $r0, $r22, 12
sldi $r0, 1574
ld $r28, $r0, 10
sldi $r0, 1638
ld $r27, $r0, 10
sldi $r0, 1702
ld $r26, $r0, 10
sldi $r0, 1766
ld $r25, $r0, 10
sldi $r0, 1830
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10340
st $r0, $r22, 12
sldi $r0, 1576
ld $r28, $r0, 10
sldi $r0, 1640
ld $r27, $r0, 10
sldi $r0, 1704
ld $r26, $r0, 10
sldi $r0, 1768
ld $r25, $r0, 10
sldi $r0, 1832
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10352
st $r0, $r22, 12
sldi $r0, 1578
ld $r28, $r0, 10
sldi $r0, 1642
ld $r27, $r0, 10
sldi $r0, 1706
ld $r26, $r0, 10
sldi $r0, 1770
ld $r25, $r0, 10
sldi $r0, 1834
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10364
st $r0, $r22, 12
sldi $r0, 1580
ld $r28, $r0, 10
sldi $r0, 1644
ld $r27, $r0, 10
sldi $r0, 1708
ld $r26, $r0, 10
sldi $r0, 1772
ld $r25, $r0, 10
sldi $r0, 1836
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10376
st $r0, $r22, 12
sldi $r0, 1582
ld $r28, $r0, 10
sldi $r0, 1646
ld $r27, $r0, 10
sldi $r0, 1710
ld $r26, $r0, 10
sldi $r0, 1774
ld $r25, $r0, 10
sldi $r0, 1838
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10388
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10784
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 11120
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13640
st $r0, $r30, 12
sync 0, 0
wait 1, 1
