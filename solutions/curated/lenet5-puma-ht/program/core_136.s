# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1754
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1818
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1882
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1946
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 2010
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
sldi $r0, 11276
st $r0, $r22, 12
sldi $r0, 1756
ld $r28, $r0, 10
sldi $r0, 1820
ld $r27, $r0, 10
sldi $r0, 1884
ld $r26, $r0, 10
sldi $r0, 1948
ld $r25, $r0, 10
sldi $r0, 2012
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11288
st $r0, $r22, 12
sldi $r0, 1758
ld $r28, $r0, 10
sldi $r0, 1822
ld $r27, $r0, 10
sldi $r0, 1886
ld $r26, $r0, 10
sldi $r0, 1950
ld $r25, $r0, 10
sldi $r0, 2014
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11300
st $r0, $r22, 12
sldi $r0, 1760
ld $r28, $r0, 10
sldi $r0, 1824
ld $r27, $r0, 10
sldi $r0, 1888
ld $r26, $r0, 10
sldi $r0, 1952
ld $r25, $r0, 10
sldi $r0, 2016
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11312
st $r0, $r22, 12
sldi $r0, 1762
ld $r28, $r0, 10
sldi $r0, 1826
ld $r27, $r0, 10
sldi $r0, 1890
ld $r26, $r0, 10
sldi $r0, 1954
ld $r25, $r0, 10
sldi $r0, 2018
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11324
st $r0, $r22, 12
sldi $r0, 1764
ld $r28, $r0, 10
sldi $r0, 1828
ld $r27, $r0, 10
sldi $r0, 1892
ld $r26, $r0, 10
sldi $r0, 1956
ld $r25, $r0, 10
sldi $r0, 2020
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11336
st $r0, $r22, 12
sldi $r0, 1766
ld $r28, $r0, 10
sldi $r0, 1830
ld $r27, $r0, 10
sldi $r0, 1894
ld $r26, $r0, 10
sldi $r0, 1958
ld $r25, $r0, 10
sldi $r0, 2022
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11348
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 11072
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 11408
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13784
st $r0, $r30, 12
sync 0, 0
wait 1, 1
