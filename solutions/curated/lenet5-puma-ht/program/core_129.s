# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1644
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1708
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1772
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1836
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1900
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
sldi $r0, 10712
st $r0, $r22, 12
sldi $r0, 1646
ld $r28, $r0, 10
sldi $r0, 1710
ld $r27, $r0, 10
sldi $r0, 1774
ld $r26, $r0, 10
sldi $r0, 1838
ld $r25, $r0, 10
sldi $r0, 1902
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10724
st $r0, $r22, 12
sldi $r0, 1648
ld $r28, $r0, 10
sldi $r0, 1712
ld $r27, $r0, 10
sldi $r0, 1776
ld $r26, $r0, 10
sldi $r0, 1840
ld $r25, $r0, 10
sldi $r0, 1904
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10736
st $r0, $r22, 12
sldi $r0, 1650
ld $r28, $r0, 10
sldi $r0, 1714
ld $r27, $r0, 10
sldi $r0, 1778
ld $r26, $r0, 10
sldi $r0, 1842
ld $r25, $r0, 10
sldi $r0, 1906
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10748
st $r0, $r22, 12
sldi $r0, 1652
ld $r28, $r0, 10
sldi $r0, 1716
ld $r27, $r0, 10
sldi $r0, 1780
ld $r26, $r0, 10
sldi $r0, 1844
ld $r25, $r0, 10
sldi $r0, 1908
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10760
st $r0, $r22, 12
sldi $r0, 1654
ld $r28, $r0, 10
sldi $r0, 1718
ld $r27, $r0, 10
sldi $r0, 1782
ld $r26, $r0, 10
sldi $r0, 1846
ld $r25, $r0, 10
sldi $r0, 1910
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10772
st $r0, $r22, 12
sldi $r0, 1664
ld $r28, $r0, 10
sldi $r0, 1728
ld $r27, $r0, 10
sldi $r0, 1792
ld $r26, $r0, 10
sldi $r0, 1856
ld $r25, $r0, 10
sldi $r0, 1920
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10784
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10904
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 11240
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13700
st $r0, $r30, 12
sync 0, 0
wait 1, 1
