# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 966
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1030
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1094
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1158
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1222
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
sldi $r0, 7124
st $r0, $r22, 12
sldi $r0, 968
ld $r28, $r0, 10
sldi $r0, 1032
ld $r27, $r0, 10
sldi $r0, 1096
ld $r26, $r0, 10
sldi $r0, 1160
ld $r25, $r0, 10
sldi $r0, 1224
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7136
st $r0, $r22, 12
sldi $r0, 970
ld $r28, $r0, 10
sldi $r0, 1034
ld $r27, $r0, 10
sldi $r0, 1098
ld $r26, $r0, 10
sldi $r0, 1162
ld $r25, $r0, 10
sldi $r0, 1226
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7148
st $r0, $r22, 12
sldi $r0, 972
ld $r28, $r0, 10
sldi $r0, 1036
ld $r27, $r0, 10
sldi $r0, 1100
ld $r26, $r0, 10
sldi $r0, 1164
ld $r25, $r0, 10
sldi $r0, 1228
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7160
st $r0, $r22, 12
sldi $r0, 974
ld $r28, $r0, 10
sldi $r0, 1038
ld $r27, $r0, 10
sldi $r0, 1102
ld $r26, $r0, 10
sldi $r0, 1166
ld $r25, $r0, 10
sldi $r0, 1230
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7172
st $r0, $r22, 12
sldi $r0, 976
ld $r28, $r0, 10
sldi $r0, 1040
ld $r27, $r0, 10
sldi $r0, 1104
ld $r26, $r0, 10
sldi $r0, 1168
ld $r25, $r0, 10
sldi $r0, 1232
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7184
st $r0, $r22, 12
sldi $r0, 978
ld $r28, $r0, 10
sldi $r0, 1042
ld $r27, $r0, 10
sldi $r0, 1106
ld $r26, $r0, 10
sldi $r0, 1170
ld $r25, $r0, 10
sldi $r0, 1234
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7196
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 2288
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 2624
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 11576
st $r0, $r30, 12
sldi $r0, 2312
ld $r30, $r0, 24
sldi $r0, 2648
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11588
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 14448
ld $r30, $r0, 64
sldi $r18, 64
sldi $r0, 14768
ld $r18, $r0, 64
sldi $r17, 32
vvmax $r30, $r30, $r17, 16
vvmax $r30, $r30, $r18, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17168
st $r0, $r30, 32
sync 0, 0
wait 1, 1
