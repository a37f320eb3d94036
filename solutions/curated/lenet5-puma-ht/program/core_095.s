# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1108
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1172
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1236
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1300
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1364
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
sldi $r0, 7880
st $r0, $r22, 12
sldi $r0, 1110
ld $r28, $r0, 10
sldi $r0, 1174
ld $r27, $r0, 10
sldi $r0, 1238
ld $r26, $r0, 10
sldi $r0, 1302
ld $r25, $r0, 10
sldi $r0, 1366
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7892
st $r0, $r22, 12
sldi $r0, 1112
ld $r28, $r0, 10
sldi $r0, 1176
ld $r27, $r0, 10
sldi $r0, 1240
ld $r26, $r0, 10
sldi $r0, 1304
ld $r25, $r0, 10
sldi $r0, 1368
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7904
st $r0, $r22, 12
sldi $r0, 1114
ld $r28, $r0, 10
sldi $r0, 1178
ld $r27, $r0, 10
sldi $r0, 1242
ld $r26, $r0, 10
sldi $r0, 1306
ld $r25, $r0, 10
sldi $r0, 1370
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7916
st $r0, $r22, 12
sldi $r0, 1116
ld $r28, $r0, 10
sldi $r0, 1180
ld $r27, $r0, 10
sldi $r0, 1244
ld $r26, $r0, 10
sldi $r0, 1308
ld $r25, $r0, 10
sldi $r0, 1372
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7928
st $r0, $r22, 12
sldi $r0, 1118
ld $r28, $r0, 10
sldi $r0, 1182
ld $r27, $r0, 10
sldi $r0, 1246
ld $r26, $r0, 10
sldi $r0, 1310
ld $r25, $r0, 10
sldi $r0, 1374
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7940
st $r0, $r22, 12
sldi $r0, 1120
ld $r28, $r0, 10
sldi $r0, 1184
ld $r27, $r0, 10
sldi $r0, 1248
ld $r26, $r0, 10
sldi $r0, 1312
ld $r25, $r0, 10
sldi $r0, 1376
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7952
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 9080
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 9416
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13292
st $r0, $r30, 12
sync 0, 0
wait 1, 1
