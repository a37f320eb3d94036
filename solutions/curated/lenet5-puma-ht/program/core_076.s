# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 802
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 866
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 930
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 994
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1058
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
sldi $r0, 6284
st $r0, $r22, 12
sldi $r0, 804
ld $r28, $r0, 10
sldi $r0, 868
ld $r27, $r0, 10
sldi $r0, 932
ld $r26, $r0, 10
sldi $r0, 996
ld $r25, $r0, 10
sldi $r0, 1060
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6296
st $r0, $r22, 12
sldi $r0, 806
ld $r28, $r0, 10
sldi $r0, 870
ld $r27, $r0, 10
sldi $r0, 934
ld $r26, $r0, 10
sldi $r0, 998
ld $r25, $r0, 10
sldi $r0, 1062
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6308
st $r0, $r22, 12
sldi $r0, 808
ld $r28, $r0, 10
sldi $r0, 872
ld $r27, $r0, 10
sldi $r0, 936
ld $r26, $r0, 10
sldi $r0, 1000
ld $r25, $r0, 10
sldi $r0, 1064
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6320
st $r0, $r22, 12
sldi $r0, 810
ld $r28, $r0, 10
sldi $r0, 874
ld $r27, $r0, 10
sldi $r0, 938
ld $r26, $r0, 10
sldi $r0, 1002
ld $r25, $r0, 10
sldi $r0, 1066
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6332
st $r0, $r22, 12
sldi $r0, 812
ld $r28, $r0, 10
sldi $r0, 876
ld $r27, $r0, 10
sldi $r0, 940
ld $r26, $r0, 10
sldi $r0, 1004
ld $r25, $r0, 10
sldi $r0, 1068
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6344
st $r0, $r22, 12
sldi $r0, 814
ld $r28, $r0, 10
sldi $r0, 878
ld $r27, $r0, 10
sldi $r0, 942
ld $r26, $r0, 10
sldi $r0, 1006
ld $r25, $r0, 10
sldi $r0, 1070
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6356
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 8288
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 8624
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13064
st $r0, $r30, 12
sync 0, 0
wait 1, 1
