# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 838
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 902
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 966
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1030
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1094
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
sldi $r0, 6452
st $r0, $r22, 12
sldi $r0, 840
ld $r28, $r0, 10
sldi $r0, 904
ld $r27, $r0, 10
sldi $r0, 968
ld $r26, $r0, 10
sldi $r0, 1032
ld $r25, $r0, 10
sldi $r0, 1096
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6464
st $r0, $r22, 12
sldi $r0, 842
ld $r28, $r0, 10
sldi $r0, 906
ld $r27, $r0, 10
sldi $r0, 970
ld $r26, $r0, 10
sldi $r0, 1034
ld $r25, $r0, 10
sldi $r0, 1098
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6476
st $r0, $r22, 12
sldi $r0, 844
ld $r28, $r0, 10
sldi $r0, 908
ld $r27, $r0, 10
sldi $r0, 972
ld $r26, $r0, 10
sldi $r0, 1036
ld $r25, $r0, 10
sldi $r0, 1100
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6488
st $r0, $r22, 12
sldi $r0, 846
ld $r28, $r0, 10
sldi $r0, 910
ld $r27, $r0, 10
sldi $r0, 974
ld $r26, $r0, 10
sldi $r0, 1038
ld $r25, $r0, 10
sldi $r0, 1102
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6500
st $r0, $r22, 12
sldi $r0, 848
ld $r28, $r0, 10
sldi $r0, 912
ld $r27, $r0, 10
sldi $r0, 976
ld $r26, $r0, 10
sldi $r0, 1040
ld $r25, $r0, 10
sldi $r0, 1104
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6512
st $r0, $r22, 12
sldi $r0, 850
ld $r28, $r0, 10
sldi $r0, 914
ld $r27, $r0, 10
sldi $r0, 978
ld $r26, $r0, 10
sldi $r0, 1042
ld $r25, $r0, 10
sldi $r0, 1106
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6524
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 8336
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 8672
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13088
st $r0, $r30, 12
sync 0, 0
wait 1, 1
