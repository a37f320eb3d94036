# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 852
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 916
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 980
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1044
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1108
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
sldi $r0, 6536
st $r0, $r22, 12
sldi $r0, 854
ld $r28, $r0, 10
sldi $r0, 918
ld $r27, $r0, 10
sldi $r0, 982
ld $r26, $r0, 10
sldi $r0, 1046
ld $r25, $r0, 10
sldi $r0, 1110
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6548
st $r0, $r22, 12
sldi $r0, 856
ld $r28, $r0, 10
sldi $r0, 920
ld $r27, $r0, 10
sldi $r0, 984
ld $r26, $r0, 10
sldi $r0, 1048
ld $r25, $r0, 10
sldi $r0, 1112
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6560
st $r0, $r22, 12
sldi $r0, 858
ld $r28, $r0, 10
sldi $r0, 922
ld $r27, $r0, 10
sldi $r0, 986
ld $r26, $r0, 10
sldi $r0, 1050
ld $r25, $r0, 10
sldi $r0, 1114
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6572
st $r0, $r22, 12
sldi $r0, 860
ld $r28, $r0, 10
sldi $r0, 924
ld $r27, $r0, 10
sldi $r0, 988
ld $r26, $r0, 10
sldi $r0, 1052
ld $r25, $r0, 10
sldi $r0, 1116
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6584
st $r0, $r22, 12
sldi $r0, 862
ld $r28, $r0, 10
sldi $r0, 926
ld $r27, $r0, 10
sldi $r0, 990
ld $r26, $r0, 10
sldi $r0, 1054
ld $r25, $r0, 10
sldi $r0, 1118
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6596
st $r0, $r22, 12
sldi $r0, 864
ld $r28, $r0, 10
sldi $r0, 928
ld $r27, $r0, 10
sldi $r0, 992
ld $r26, $r0, 10
sldi $r0, 1056
ld $r25, $r0, 10
sldi $r0, 1120
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6608
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 8360
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 8696
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13100
st $r0, $r30, 12
sync 0, 0
wait 1, 1
