# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1186
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1250
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1314
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1378
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1442
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
sldi $r0, 8300
st $r0, $r22, 12
sldi $r0, 1188
ld $r28, $r0, 10
sldi $r0, 1252
ld $r27, $r0, 10
sldi $r0, 1316
ld $r26, $r0, 10
sldi $r0, 1380
ld $r25, $r0, 10
sldi $r0, 1444
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8312
st $r0, $r22, 12
sldi $r0, 1190
ld $r28, $r0, 10
sldi $r0, 1254
ld $r27, $r0, 10
sldi $r0, 1318
ld $r26, $r0, 10
sldi $r0, 1382
ld $r25, $r0, 10
sldi $r0, 1446
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8324
st $r0, $r22, 12
sldi $r0, 1192
ld $r28, $r0, 10
sldi $r0, 1256
ld $r27, $r0, 10
sldi $r0, 1320
ld $r26, $r0, 10
sldi $r0, 1384
ld $r25, $r0, 10
sldi $r0, 1448
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8336
st $r0, $r22, 12
sldi $r0, 1194
ld $r28, $r0, 10
sldi $r0, 1258
ld $r27, $r0, 10
sldi $r0, 1322
ld $r26, $r0, 10
sldi $r0, 1386
ld $r25, $r0, 10
sldi $r0, 1450
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8348
st $r0, $r22, 12
sldi $r0, 1196
ld $r28, $r0, 10
sldi $r0, 1260
ld $r27, $r0, 10
sldi $r0, 1324
ld $r26, $r0, 10
sldi $r0, 1388
ld $r25, $r0, 10
sldi $r0, 1452
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8360
st $r0, $r22, 12
sldi $r0, 1198
ld $r28, $r0, 10
sldi $r0, 1262
ld $r27, $r0, 10
sldi $r0, 1326
ld $r26, $r0, 10
sldi $r0, 1390
ld $r25, $r0, 10
sldi $r0, 1454
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8372
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 4208
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 4544
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12032
st $r0, $r30, 12
sldi $r0, 4232
ld $r30, $r0, 24
sldi $r0, 4568
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12044
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 16624
ld $r30, $r0, 64
sldi $r18, 64
sldi $r0, 16944
ld $r18, $r0, 64
sldi $r17, 32
vvmax $r30, $r30, $r17, 16
vvmax $r30, $r30, $r18, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17776
st $r0, $r30, 32
sync 0, 0
wait 1, 1
