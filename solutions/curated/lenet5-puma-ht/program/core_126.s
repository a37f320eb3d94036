# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1606
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1670
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1734
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1798
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1862
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
sldi $r0, 10484
st $r0, $r22, 12
sldi $r0, 1608
ld $r28, $r0, 10
sldi $r0, 1672
ld $r27, $r0, 10
sldi $r0, 1736
ld $r26, $r0, 10
sldi $r0, 1800
ld $r25, $r0, 10
sldi $r0, 1864
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10496
st $r0, $r22, 12
sldi $r0, 1610
ld $r28, $r0, 10
sldi $r0, 1674
ld $r27, $r0, 10
sldi $r0, 1738
ld $r26, $r0, 10
sldi $r0, 1802
ld $r25, $r0, 10
sldi $r0, 1866
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10508
st $r0, $r22, 12
sldi $r0, 1612
ld $r28, $r0, 10
sldi $r0, 1676
ld $r27, $r0, 10
sldi $r0, 1740
ld $r26, $r0, 10
sldi $r0, 1804
ld $r25, $r0, 10
sldi $r0, 1868
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10520
st $r0, $r22, 12
sldi $r0, 1614
ld $r28, $r0, 10
sldi $r0, 1678
ld $r27, $r0, 10
sldi $r0, 1742
ld $r26, $r0, 10
sldi $r0, 1806
ld $r25, $r0, 10
sldi $r0, 1870
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10532
st $r0, $r22, 12
sldi $r0, 1616
ld $r28, $r0, 10
sldi $r0, 1680
ld $r27, $r0, 10
sldi $r0, 1744
ld $r26, $r0, 10
sldi $r0, 1808
ld $r25, $r0, 10
sldi $r0, 1872
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10544
st $r0, $r22, 12
sldi $r0, 1618
ld $r28, $r0, 10
sldi $r0, 1682
ld $r27, $r0, 10
sldi $r0, 1746
ld $r26, $r0, 10
sldi $r0, 1810
ld $r25, $r0, 10
sldi $r0, 1874
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10556
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10832
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 11168
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13664
st $r0, $r30, 12
sync 0, 0
wait 1, 1
