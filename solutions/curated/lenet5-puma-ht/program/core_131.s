# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1680
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1744
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1808
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1872
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1936
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
sldi $r0, 10880
st $r0, $r22, 12
sldi $r0, 1682
ld $r28, $r0, 10
sldi $r0, 1746
ld $r27, $r0, 10
sldi $r0, 1810
ld $r26, $r0, 10
sldi $r0, 1874
ld $r25, $r0, 10
sldi $r0, 1938
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10892
st $r0, $r22, 12
sldi $r0, 1684
ld $r28, $r0, 10
sldi $r0, 1748
ld $r27, $r0, 10
sldi $r0, 1812
ld $r26, $r0, 10
sldi $r0, 1876
ld $r25, $r0, 10
sldi $r0, 1940
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10904
st $r0, $r22, 12
sldi $r0, 1686
ld $r28, $r0, 10
sldi $r0, 1750
ld $r27, $r0, 10
sldi $r0, 1814
ld $r26, $r0, 10
sldi $r0, 1878
ld $r25, $r0, 10
sldi $r0, 1942
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10916
st $r0, $r22, 12
sldi $r0, 1688
ld $r28, $r0, 10
sldi $r0, 1752
ld $r27, $r0, 10
sldi $r0, 1816
ld $r26, $r0, 10
sldi $r0, 1880
ld $r25, $r0, 10
sldi $r0, 1944
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10928
st $r0, $r22, 12
sldi $r0, 1690
ld $r28, $r0, 10
sldi $r0, 1754
ld $r27, $r0, 10
sldi $r0, 1818
ld $r26, $r0, 10
sldi $r0, 1882
ld $r25, $r0, 10
sldi $r0, 1946
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10940
st $r0, $r22, 12
sldi $r0, 1692
ld $r28, $r0, 10
sldi $r0, 1756
ld $r27, $r0, 10
sldi $r0, 1820
ld $r26, $r0, 10
sldi $r0, 1884
ld $r25, $r0, 10
sldi $r0, 1948
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10952
st $r0, $r22, 12
sync 0, 0
wait 1, 1
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 11288
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13724
st $r0, $r30, 12
sync 0, 0
wait 1, 1
