# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1630
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1694
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1758
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1822
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1886
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
sldi $r0, 10628
st $r0, $r22, 12
sldi $r0, 1632
ld $r28, $r0, 10
sldi $r0, 1696
ld $r27, $r0, 10
sldi $r0, 1760
ld $r26, $r0, 10
sldi $r0, 1824
ld $r25, $r0, 10
sldi $r0, 1888
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10640
st $r0, $r22, 12
sldi $r0, 1634
ld $r28, $r0, 10
sldi $r0, 1698
ld $r27, $r0, 10
sldi $r0, 1762
ld $r26, $r0, 10
sldi $r0, 1826
ld $r25, $r0, 10
sldi $r0, 1890
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10652
st $r0, $r22, 12
sldi $r0, 1636
ld $r28, $r0, 10
sldi $r0, 1700
ld $r27, $r0, 10
sldi $r0, 1764
ld $r26, $r0, 10
sldi $r0, 1828
ld $r25, $r0, 10
sldi $r0, 1892
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10664
st $r0, $r22, 12
sldi $r0, 1638
ld $r28, $r0, 10
sldi $r0, 1702
ld $r27, $r0, 10
sldi $r0, 1766
ld $r26, $r0, 10
sldi $r0, 1830
ld $r25, $r0, 10
sldi $r0, 1894
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10676
st $r0, $r22, 12
sldi $r0, 1640
ld $r28, $r0, 10
sldi $r0, 1704
ld $r27, $r0, 10
sldi $r0, 1768
ld $r26, $r0, 10
sldi $r0, 1832
ld $r25, $r0, 10
sldi $r0, 1896
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10688
st $r0, $r22, 12
sldi $r0, 1642
ld $r28, $r0, 10
sldi $r0, 1706
ld $r27, $r0, 10
sldi $r0, 1770
ld $r26, $r0, 10
sldi $r0, 1834
ld $r25, $r0, 10
sldi $r0, 1898
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10700
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 10880
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 11216
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13688
st $r0, $r30, 12
sync 0, 0
wait 1, 1
