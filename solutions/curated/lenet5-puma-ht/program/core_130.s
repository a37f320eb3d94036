# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1666
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1730
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1794
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1858
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1922
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
sldi $r0, 10796
st $r0, $r22, 12
sldi $r0, 1668
ld $r28, $r0, 10
sldi $r0, 1732
ld $r27, $r0, 10
sldi $r0, 1796
ld $r26, $r0, 10
sldi $r0, 1860
ld $r25, $r0, 10
sldi $r0, 1924
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10808
st $r0, $r22, 12
sldi $r0, 1670
ld $r28, $r0, 10
sldi $r0, 1734
ld $r27, $r0, 10
sldi $r0, 1798
ld $r26, $r0, 10
sldi $r0, 1862
ld $r25, $r0, 10
sldi $r0, 1926
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10820
st $r0, $r22, 12
sldi $r0, 1672
ld $r28, $r0, 10
sldi $r0, 1736
ld $r27, $r0, 10
sldi $r0, 1800
ld $r26, $r0, 10
sldi $r0, 1864
ld $r25, $r0, 10
sldi $r0, 1928
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10832
st $r0, $r22, 12
sldi $r0, 1674
ld $r28, $r0, 10
sldi $r0, 1738
ld $r27, $r0, 10
sldi $r0, 1802
ld $r26, $r0, 10
sldi $r0, 1866
ld $r25, $r0, 10
sldi $r0, 1930
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10844
st $r0, $r22, 12
sldi $r0, 1676
ld $r28, $r0, 10
sldi $r0, 1740
ld $r27, $r0, 10
sldi $r0, 1804
ld $r26, $r0, 10
sldi $r0, 1868
ld $r25, $r0, 10
sldi $r0, 1932
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10856
st $r0, $r22, 12
sldi $r0, 1678
ld $r28, $r0, 10
sldi $r0, 1742
ld $r27, $r0, 10
sldi $r0, 1806
ld $r26, $r0, 10
sldi $r0, 1870
ld $r25, $r0, 10
sldi $r0, 1934
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10868
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10928
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 11264
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13712
st $r0, $r30, 12
sync 0, 0
wait 1, 1
