# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 816
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 880
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 944
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1008
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1072
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
sldi $r0, 6368
st $r0, $r22, 12
sldi $r0, 818
ld $r28, $r0, 10
sldi $r0, 882
ld $r27, $r0, 10
sldi $r0, 946
ld $r26, $r0, 10
sldi $r0, 1010
ld $r25, $r0, 10
sldi $r0, 1074
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6380
st $r0, $r22, 12
sldi $r0, 820
ld $r28, $r0, 10
sldi $r0, 884
ld $r27, $r0, 10
sldi $r0, 948
ld $r26, $r0, 10
sldi $r0, 1012
ld $r25, $r0, 10
sldi $r0, 1076
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6392
st $r0, $r22, 12
sldi $r0, 822
ld $r28, $r0, 10
sldi $r0, 886
ld $r27, $r0, 10
sldi $r0, 950
ld $r26, $r0, 10
sldi $r0, 1014
ld $r25, $r0, 10
sldi $r0, 1078
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6404
st $r0, $r22, 12
sldi $r0, 832
ld $r28, $r0, 10
sldi $r0, 896
ld $r27, $r0, 10
sldi $r0, 960
ld $r26, $r0, 10
sldi $r0, 1024
ld $r25, $r0, 10
sldi $r0, 1088
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6416
st $r0, $r22, 12
sldi $r0, 834
ld $r28, $r0, 10
sldi $r0, 898
ld $r27, $r0, 10
sldi $r0, 962
ld $r26, $r0, 10
sldi $r0, 1026
ld $r25, $r0, 10
sldi $r0, 1090
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6428
st $r0, $r22, 12
sldi $r0, 836
ld $r28, $r0, 10
sldi $r0, 900
ld $r27, $r0, 10
sldi $r0, 964
ld $r26, $r0, 10
sldi $r0, 1028
ld $r25, $r0, 10
sldi $r0, 1092
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6440
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 8312
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 8648
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13076
st $r0, $r30, 12
sync 0, 0
wait 1, 1
