# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1076
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1140
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1204
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1268
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1332
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
sldi $r0, 7736
st $r0, $r22, 12
sldi $r0, 1078
ld $r28, $r0, 10
sldi $r0, 1142
ld $r27, $r0, 10
sldi $r0, 1206
ld $r26, $r0, 10
sldi $r0, 1270
ld $r25, $r0, 10
sldi $r0, 1334
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7748
st $r0, $r22, 12
sldi $r0, 1088
ld $r28, $r0, 10
sldi $r0, 1152
ld $r27, $r0, 10
sldi $r0, 1216
ld $r26, $r0, 10
sldi $r0, 1280
ld $r25, $r0, 10
sldi $r0, 1344
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7760
st $r0, $r22, 12
sldi $r0, 1090
ld $r28, $r0, 10
sldi $r0, 1154
ld $r27, $r0, 10
sldi $r0, 1218
ld $r26, $r0, 10
sldi $r0, 1282
ld $r25, $r0, 10
sldi $r0, 1346
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7772
st $r0, $r22, 12
sldi $r0, 1092
ld $r28, $r0, 10
sldi $r0, 1156
ld $r27, $r0, 10
sldi $r0, 1220
ld $r26, $r0, 10
sldi $r0, 1284
ld $r25, $r0, 10
sldi $r0, 1348
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7784
st $r0, $r22, 12
sldi $r0, 1094
ld $r28, $r0, 10
sldi $r0, 1158
ld $r27, $r0, 10
sldi $r0, 1222
ld $r26, $r0, 10
sldi $r0, 1286
ld $r25, $r0, 10
sldi $r0, 1350
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7796
st $r0, $r22, 12
sldi $r0, 1096
ld $r28, $r0, 10
sldi $r0, 1160
ld $r27, $r0, 10
sldi $r0, 1224
ld $r26, $r0, 10
sldi $r0, 1288
ld $r25, $r0, 10
sldi $r0, 1352
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7808
st $r0, $r22, 12
sldi $r0, 1098
ld $r28, $r0, 10
sldi $r0, 1162
ld $r27, $r0, 10
sldi $r0, 1226
ld $r26, $r0, 10
sldi $r0, 1290
ld $r25, $r0, 10
sldi $r0, 1354
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7820
st $r0, $r22, 12
sldi $r0, 1100
ld $r28, $r0, 10
sldi $r0, 1164
ld $r27, $r0, 10
sldi $r0, 1228
ld $r26, $r0, 10
sldi $r0, 1292
ld $r25, $r0, 10
sldi $r0, 1356
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7832
st $r0, $r22, 12
sldi $r0, 1102
ld $r28, $r0, 10
sldi $r0, 1166
ld $r27, $r0, 10
sldi $r0, 1230
ld $r26, $r0, 10
sldi $r0, 1294
ld $r25, $r0, 10
sldi $r0, 1358
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7844
st $r0, $r22, 12
sldi $r0, 1104
ld $r28, $r0, 10
sldi $r0, 1168
ld $r27, $r0, 10
sldi $r0, 1232
ld $r26, $r0, 10
sldi $r0, 1296
ld $r25, $r0, 10
sldi $r0, 1360
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7856
st $r0, $r22, 12
sldi $r0, 1106
ld $r28, $r0, 10
sldi $r0, 1170
ld $r27, $r0, 10
sldi $r0, 1234
ld $r26, $r0, 10
sldi $r0, 1298
ld $r25, $r0, 10
sldi $r0, 1362
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7868
st $r0, $r22, 12
sldi $r0, 1108
ld $r28, $r0, 10
sldi $r0, 1172
ld $r27, $r0, 10
sldi $r0, 1236
ld $r26, $r0, 10
sldi $r0, 1300
ld $r25, $r0, 10
sldi $r0, 1364
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sldi $r0, 1122
ld $r28, $r0, 10
sldi $r0, 1186
ld $r27, $r0, 10
sldi $r0, 1250
ld $r26, $r0, 10
sldi $r0, 1314
ld $r25, $r0, 10
sldi $r0, 1378
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7964
st $r0, $r22, 12
sldi $r0, 1124
ld $r28, $r0, 10
sldi $r0, 1188
ld $r27, $r0, 10
sldi $r0, 1252
ld $r26, $r0, 10
sldi $r0, 1316
ld $r25, $r0, 10
sldi $r0, 1380
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7976
st $r0, $r22, 12
sldi $r0, 1126
ld $r28, $r0, 10
sldi $r0, 1190
ld $r27, $r0, 10
sldi $r0, 1254
ld $r26, $r0, 10
sldi $r0, 1318
ld $r25, $r0, 10
sldi $r0, 1382
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7988
st $r0, $r22, 12
sldi $r0, 1128
ld $r28, $r0, 10
sldi $r0, 1192
ld $r27, $r0, 10
sldi $r0, 1256
ld $r26, $r0, 10
sldi $r0, 1320
ld $r25, $r0, 10
sldi $r0, 1384
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8000
st $r0, $r22, 12
sldi $r0, 1130
ld $r28, $r0, 10
sldi $r0, 1194
ld $r27, $r0, 10
sldi $r0, 1258
ld $r26, $r0, 10
sldi $r0, 1322
ld $r25, $r0, 10
sldi $r0, 1386
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8012
st $r0, $r22, 12
sldi $r0, 1132
ld $r28, $r0, 10
sldi $r0, 1196
ld $r27, $r0, 10
sldi $r0, 1260
ld $r26, $r0, 10
sldi $r0, 1324
ld $r25, $r0, 10
sldi $r0, 1388
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8024
st $r0, $r22, 12
sldi $r0, 1134
ld $r28, $r0, 10
sldi $r0, 1198
ld $r27, $r0, 10
sldi $r0, 1262
ld $r26, $r0, 10
sldi $r0, 1326
ld $r25, $r0, 10
sldi $r0, 1390
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8036
st $r0, $r22, 12
sldi $r0, 1136
ld $r28, $r0, 10
sldi $r0, 1200
ld $r27, $r0, 10
sldi $r0, 1264
ld $r26, $r0, 10
sldi $r0, 1328
ld $r25, $r0, 10
sldi $r0, 1392
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8048
st $r0, $r22, 12
sldi $r0, 1138
ld $r28, $r0, 10
sldi $r0, 1202
ld $r27, $r0, 10
sldi $r0, 1266
ld $r26, $r0, 10
sldi $r0, 1330
ld $r25, $r0, 10
sldi $r0, 1394
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8060
st $r0, $r22, 12
sldi $r0, 1140
ld $r28, $r0, 10
sldi $r0, 1204
ld $r27, $r0, 10
sldi $r0, 1268
ld $r26, $r0, 10
sldi $r0, 1332
ld $r25, $r0, 10
sldi $r0, 1396
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8072
st $r0, $r22, 12
sldi $r0, 1142
ld $r28, $r0, 10
sldi $r0, 1206
ld $r27, $r0, 10
sldi $r0, 1270
ld $r26, $r0, 10
sldi $r0, 1334
ld $r25, $r0, 10
sldi $r0, 1398
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8084
st $r0, $r22, 12
sldi $r0, 1152
ld $r28, $r0, 10
sldi $r0, 1216
ld $r27, $r0, 10
sldi $r0, 1280
ld $r26, $r0, 10
sldi $r0, 1344
ld $r25, $r0, 10
sldi $r0, 1408
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8096
st $r0, $r22, 12
sldi $r0, 1154
ld $r28, $r0, 10
sldi $r0, 1218
ld $r27, $r0, 10
sldi $r0, 1282
ld $r26, $r0, 10
sldi $r0, 1346
ld $r25, $r0, 10
sldi $r0, 1410
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8108
st $r0, $r22, 12
sldi $r0, 1156
ld $r28, $r0, 10
sldi $r0, 1220
ld $r27, $r0, 10
sldi $r0, 1284
ld $r26, $r0, 10
sldi $r0, 1348
ld $r25, $r0, 10
sldi $r0, 1412
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8120
st $r0, $r22, 12
sldi $r0, 1158
ld $r28, $r0, 10
sldi $r0, 1222
ld $r27, $r0, 10
sldi $r0, 1286
ld $r26, $r0, 10
sldi $r0, 1350
ld $r25, $r0, 10
sldi $r0, 1414
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8132
st $r0, $r22, 12
sldi $r0, 1160
ld $r28, $r0, 10
sldi $r0, 1224
ld $r27, $r0, 10
sldi $r0, 1288
ld $r26, $r0, 10
sldi $r0, 1352
ld $r25, $r0, 10
sldi $r0, 1416
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8144
st $r0, $r22, 12
sldi $r0, 1162
ld $r28, $r0, 10
sldi $r0, 1226
ld $r27, $r0, 10
sldi $r0, 1290
ld $r26, $r0, 10
sldi $r0, 1354
ld $r25, $r0, 10
sldi $r0, 1418
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8156
st $r0, $r22, 12
sldi $r0, 1164
ld $r28, $r0, 10
sldi $r0, 1228
ld $r27, $r0, 10
sldi $r0, 1292
ld $r26, $r0, 10
sldi $r0, 1356
ld $r25, $r0, 10
sldi $r0, 1420
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8168
st $r0, $r22, 12
sldi $r0, 1166
ld $r28, $r0, 10
sldi $r0, 1230
ld $r27, $r0, 10
sldi $r0, 1294
ld $r26, $r0, 10
sldi $r0, 1358
ld $r25, $r0, 10
sldi $r0, 1422
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8180
st $r0, $r22, 12
sldi $r0, 1168
ld $r28, $r0, 10
sldi $r0, 1232
ld $r27, $r0, 10
sldi $r0, 1296
ld $r26, $r0, 10
sldi $r0, 1360
ld $r25, $r0, 10
sldi $r0, 1424
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8192
st $r0, $r22, 12
sldi $r0, 1170
ld $r28, $r0, 10
sldi $r0, 1234
ld $r27, $r0, 10
sldi $r0, 1298
ld $r26, $r0, 10
sldi $r0, 1362
ld $r25, $r0, 10
sldi $r0, 1426
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8204
st $r0, $r22, 12
sldi $r0, 1172
ld $r28, $r0, 10
sldi $r0, 1236
ld $r27, $r0, 10
sldi $r0, 1300
ld $r26, $r0, 10
sldi $r0, 1364
ld $r25, $r0, 10
sldi $r0, 1428
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8216
st $r0, $r22, 12
sldi $r0, 1174
ld $r28, $r0, 10
sldi $r0, 1238
ld $r27, $r0, 10
sldi $r0, 1302
ld $r26, $r0, 10
sldi $r0, 1366
ld $r25, $r0, 10
sldi $r0, 1430
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8228
st $r0, $r22, 12
sldi $r0, 1176
ld $r28, $r0, 10
sldi $r0, 1240
ld $r27, $r0, 10
sldi $r0, 1304
ld $r26, $r0, 10
sldi $r0, 1368
ld $r25, $r0, 10
sldi $r0, 1432
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8240
st $r0, $r22, 12
sldi $r0, 1178
ld $r28, $r0, 10
sldi $r0, 1242
ld $r27, $r0, 10
sldi $r0, 1306
ld $r26, $r0, 10
sldi $r0, 1370
ld $r25, $r0, 10
sldi $r0, 1434
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8252
st $r0, $r22, 12
sldi $r0, 1180
ld $r28, $r0, 10
sldi $r0, 1244
ld $r27, $r0, 10
sldi $r0, 1308
ld $r26, $r0, 10
sldi $r0, 1372
ld $r25, $r0, 10
sldi $r0, 1436
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8264
st $r0, $r22, 12
sldi $r0, 1182
ld $r28, $r0, 10
sldi $r0, 1246
ld $r27, $r0, 10
sldi $r0, 1310
ld $r26, $r0, 10
sldi $r0, 1374
ld $r25, $r0, 10
sldi $r0, 1438
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8276
st $r0, $r22, 12
sldi $r0, 1184
ld $r28, $r0, 10
sldi $r0, 1248
ld $r27, $r0, 10
sldi $r0, 1312
ld $r26, $r0, 10
sldi $r0, 1376
ld $r25, $r0, 10
sldi $r0, 1440
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8288
st $r0, $r22, 12
sldi $r0, 1186
ld $r28, $r0, 10
sldi $r0, 1250
ld $r27, $r0, 10
sldi $r0, 1314
ld $r26, $r0, 10
sldi $r0, 1378
ld $r25, $r0, 10
sldi $r0, 1442
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sldi $r0, 1200
ld $r28, $r0, 10
sldi $r0, 1264
ld $r27, $r0, 10
sldi $r0, 1328
ld $r26, $r0, 10
sldi $r0, 1392
ld $r25, $r0, 10
sldi $r0, 1456
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8384
st $r0, $r22, 12
sldi $r0, 1202
ld $r28, $r0, 10
sldi $r0, 1266
ld $r27, $r0, 10
sldi $r0, 1330
ld $r26, $r0, 10
sldi $r0, 1394
ld $r25, $r0, 10
sldi $r0, 1458
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8396
st $r0, $r22, 12
sldi $r0, 1204
ld $r28, $r0, 10
sldi $r0, 1268
ld $r27, $r0, 10
sldi $r0, 1332
ld $r26, $r0, 10
sldi $r0, 1396
ld $r25, $r0, 10
sldi $r0, 1460
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8408
st $r0, $r22, 12
sldi $r0, 1206
ld $r28, $r0, 10
sldi $r0, 1270
ld $r27, $r0, 10
sldi $r0, 1334
ld $r26, $r0, 10
sldi $r0, 1398
ld $r25, $r0, 10
sldi $r0, 1462
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8420
st $r0, $r22, 12
sldi $r0, 1216
ld $r28, $r0, 10
sldi $r0, 1280
ld $r27, $r0, 10
sldi $r0, 1344
ld $r26, $r0, 10
sldi $r0, 1408
ld $r25, $r0, 10
sldi $r0, 1472
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8432
st $r0, $r22, 12
sldi $r0, 1218
ld $r28, $r0, 10
sldi $r0, 1282
ld $r27, $r0, 10
sldi $r0, 1346
ld $r26, $r0, 10
sldi $r0, 1410
ld $r25, $r0, 10
sldi $r0, 1474
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8444
st $r0, $r22, 12
sldi $r0, 1220
ld $r28, $r0, 10
sldi $r0, 1284
ld $r27, $r0, 10
sldi $r0, 1348
ld $r26, $r0, 10
sldi $r0, 1412
ld $r25, $r0, 10
sldi $r0, 1476
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8456
st $r0, $r22, 12
sldi $r0, 1222
ld $r28, $r0, 10
sldi $r0, 1286
ld $r27, $r0, 10
sldi $r0, 1350
ld $r26, $r0, 10
sldi $r0, 1414
ld $r25, $r0, 10
sldi $r0, 1478
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8468
st $r0, $r22, 12
sldi $r0, 1224
ld $r28, $r0, 10
sldi $r0, 1288
ld $r27, $r0, 10
sldi $r0, 1352
ld $r26, $r0, 10
sldi $r0, 1416
ld $r25, $r0, 10
sldi $r0, 1480
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8480
st $r0, $r22, 12
sldi $r0, 1226
ld $r28, $r0, 10
sldi $r0, 1290
ld $r27, $r0, 10
sldi $r0, 1354
ld $r26, $r0, 10
sldi $r0, 1418
ld $r25, $r0, 10
sldi $r0, 1482
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8492
st $r0, $r22, 12
sldi $r0, 1228
ld $r28, $r0, 10
sldi $r0, 1292
ld $r27, $r0, 10
sldi $r0, 1356
ld $r26, $r0, 10
sldi $r0, 1420
ld $r25, $r0, 10
sldi $r0, 1484
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8504
st $r0, $r22, 12
sldi $r0, 1230
ld $r28, $r0, 10
sldi $r0, 1294
ld $r27, $r0, 10
sldi $r0, 1358
ld $r26, $r0, 10
sldi $r0, 1422
ld $r25, $r0, 10
sldi $r0, 1486
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8516
st $r0, $r22, 12
sldi $r0, 1232
ld $r28, $r0, 10
sldi $r0, 1296
ld $r27, $r0, 10
sldi $r0, 1360
ld $r26, $r0, 10
sldi $r0, 1424
ld $r25, $r0, 10
sldi $r0, 1488
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8528
st $r0, $r22, 12
sldi $r0, 1234
ld $r28, $r0, 10
sldi $r0, 1298
ld $r27, $r0, 10
sldi $r0, 1362
ld $r26, $r0, 10
sldi $r0, 1426
ld $r25, $r0, 10
sldi $r0, 1490
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8540
st $r0, $r22, 12
sldi $r0, 1236
ld $r28, $r0, 10
sldi $r0, 1300
ld $r27, $r0, 10
sldi $r0, 1364
ld $r26, $r0, 10
sldi $r0, 1428
ld $r25, $r0, 10
sldi $r0, 1492
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8552
st $r0, $r22, 12
sldi $r0, 1238
ld $r28, $r0, 10
sldi $r0, 1302
ld $r27, $r0, 10
sldi $r0, 1366
ld $r26, $r0, 10
sldi $r0, 1430
ld $r25, $r0, 10
sldi $r0, 1494
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8564
st $r0, $r22, 12
sldi $r0, 1240
ld $r28, $r0, 10
sldi $r0, 1304
ld $r27, $r0, 10
sldi $r0, 1368
ld $r26, $r0, 10
sldi $r0, 1432
ld $r25, $r0, 10
sldi $r0, 1496
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8576
st $r0, $r22, 12
sldi $r0, 1242
ld $r28, $r0, 10
sldi $r0, 1306
ld $r27, $r0, 10
sldi $r0, 1370
ld $r26, $r0, 10
sldi $r0, 1434
ld $r25, $r0, 10
sldi $r0, 1498
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8588
st $r0, $r22, 12
sldi $r0, 1244
ld $r28, $r0, 10
sldi $r0, 1308
ld $r27, $r0, 10
sldi $r0, 1372
ld $r26, $r0, 10
sldi $r0, 1436
ld $r25, $r0, 10
sldi $r0, 1500
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8600
st $r0, $r22, 12
sldi $r0, 1246
ld $r28, $r0, 10
sldi $r0, 1310
ld $r27, $r0, 10
sldi $r0, 1374
ld $r26, $r0, 10
sldi $r0, 1438
ld $r25, $r0, 10
sldi $r0, 1502
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8612
st $r0, $r22, 12
sldi $r0, 1248
ld $r28, $r0, 10
sldi $r0, 1312
ld $r27, $r0, 10
sldi $r0, 1376
ld $r26, $r0, 10
sldi $r0, 1440
ld $r25, $r0, 10
sldi $r0, 1504
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8624
st $r0, $r22, 12
sldi $r0, 1250
ld $r28, $r0, 10
sldi $r0, 1314
ld $r27, $r0, 10
sldi $r0, 1378
ld $r26, $r0, 10
sldi $r0, 1442
ld $r25, $r0, 10
sldi $r0, 1506
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8636
st $r0, $r22, 12
sldi $r0, 1252
ld $r28, $r0, 10
sldi $r0, 1316
ld $r27, $r0, 10
sldi $r0, 1380
ld $r26, $r0, 10
sldi $r0, 1444
ld $r25, $r0, 10
sldi $r0, 1508
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8648
st $r0, $r22, 12
sldi $r0, 1254
ld $r28, $r0, 10
sldi $r0, 1318
ld $r27, $r0, 10
sldi $r0, 1382
ld $r26, $r0, 10
sldi $r0, 1446
ld $r25, $r0, 10
sldi $r0, 1510
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8660
st $r0, $r22, 12
sldi $r0, 1256
ld $r28, $r0, 10
sldi $r0, 1320
ld $r27, $r0, 10
sldi $r0, 1384
ld $r26, $r0, 10
sldi $r0, 1448
ld $r25, $r0, 10
sldi $r0, 1512
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8672
st $r0, $r22, 12
sldi $r0, 1258
ld $r28, $r0, 10
sldi $r0, 1322
ld $r27, $r0, 10
sldi $r0, 1386
ld $r26, $r0, 10
sldi $r0, 1450
ld $r25, $r0, 10
sldi $r0, 1514
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8684
st $r0, $r22, 12
sldi $r0, 1260
ld $r28, $r0, 10
sldi $r0, 1324
ld $r27, $r0, 10
sldi $r0, 1388
ld $r26, $r0, 10
sldi $r0, 1452
ld $r25, $r0, 10
sldi $r0, 1516
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8696
st $r0, $r22, 12
sldi $r0, 1262
ld $r28, $r0, 10
sldi $r0, 1326
ld $r27, $r0, 10
sldi $r0, 1390
ld $r26, $r0, 10
sldi $r0, 1454
ld $r25, $r0, 10
sldi $r0, 1518
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8708
st $r0, $r22, 12
sldi $r0, 1264
ld $r28, $r0, 10
sldi $r0, 1328
ld $r27, $r0, 10
sldi $r0, 1392
ld $r26, $r0, 10
sldi $r0, 1456
ld $r25, $r0, 10
sldi $r0, 1520
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8720
st $r0, $r22, 12
sldi $r0, 1266
ld $r28, $r0, 10
sldi $r0, 1330
ld $r27, $r0, 10
sldi $r0, 1394
ld $r26, $r0, 10
sldi $r0, 1458
ld $r25, $r0, 10
sldi $r0, 1522
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8732
st $r0, $r22, 12
sldi $r0, 1268
ld $r28, $r0, 10
sldi $r0, 1332
ld $r27, $r0, 10
sldi $r0, 1396
ld $r26, $r0, 10
sldi $r0, 1460
ld $r25, $r0, 10
sldi $r0, 1524
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8744
st $r0, $r22, 12
sldi $r0, 1270
ld $r28, $r0, 10
sldi $r0, 1334
ld $r27, $r0, 10
sldi $r0, 1398
ld $r26, $r0, 10
sldi $r0, 1462
ld $r25, $r0, 10
sldi $r0, 1526
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8756
st $r0, $r22, 12
sldi $r0, 1280
ld $r28, $r0, 10
sldi $r0, 1344
ld $r27, $r0, 10
sldi $r0, 1408
ld $r26, $r0, 10
sldi $r0, 1472
ld $r25, $r0, 10
sldi $r0, 1536
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8768
st $r0, $r22, 12
sldi $r0, 1282
ld $r28, $r0, 10
sldi $r0, 1346
ld $r27, $r0, 10
sldi $r0, 1410
ld $r26, $r0, 10
sldi $r0, 1474
ld $r25, $r0, 10
sldi $r0, 1538
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8780
st $r0, $r22, 12
sldi $r0, 1284
ld $r28, $r0, 10
sldi $r0, 1348
ld $r27, $r0, 10
sldi $r0, 1412
ld $r26, $r0, 10
sldi $r0, 1476
ld $r25, $r0, 10
sldi $r0, 1540
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8792
st $r0, $r22, 12
sldi $r0, 1286
ld $r28, $r0, 10
sldi $r0, 1350
ld $r27, $r0, 10
sldi $r0, 1414
ld $r26, $r0, 10
sldi $r0, 1478
ld $r25, $r0, 10
sldi $r0, 1542
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8804
st $r0, $r22, 12
sldi $r0, 1288
ld $r28, $r0, 10
sldi $r0, 1352
ld $r27, $r0, 10
sldi $r0, 1416
ld $r26, $r0, 10
sldi $r0, 1480
ld $r25, $r0, 10
sldi $r0, 1544
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8816
st $r0, $r22, 12
sldi $r0, 1290
ld $r28, $r0, 10
sldi $r0, 1354
ld $r27, $r0, 10
sldi $r0, 1418
ld $r26, $r0, 10
sldi $r0, 1482
ld $r25, $r0, 10
sldi $r0, 1546
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8828
st $r0, $r22, 12
sldi $r0, 1292
ld $r28, $r0, 10
sldi $r0, 1356
ld $r27, $r0, 10
sldi $r0, 1420
ld $r26, $r0, 10
sldi $r0, 1484
ld $r25, $r0, 10
sldi $r0, 1548
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8840
st $r0, $r22, 12
sldi $r0, 1294
ld $r28, $r0, 10
sldi $r0, 1358
ld $r27, $r0, 10
sldi $r0, 1422
ld $r26, $r0, 10
sldi $r0, 1486
ld $r25, $r0, 10
sldi $r0, 1550
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8852
st $r0, $r22, 12
sldi $r0, 1296
ld $r28, $r0, 10
sldi $r0, 1360
ld $r27, $r0, 10
sldi $r0, 1424
ld $r26, $r0, 10
sldi $r0, 1488
ld $r25, $r0, 10
sldi $r0, 1552
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8864
st $r0, $r22, 12
sldi $r0, 1298
ld $r28, $r0, 10
sldi $r0, 1362
ld $r27, $r0, 10
sldi $r0, 1426
ld $r26, $r0, 10
sldi $r0, 1490
ld $r25, $r0, 10
sldi $r0, 1554
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8876
st $r0, $r22, 12
sldi $r0, 1300
ld $r28, $r0, 10
sldi $r0, 1364
ld $r27, $r0, 10
sldi $r0, 1428
ld $r26, $r0, 10
sldi $r0, 1492
ld $r25, $r0, 10
sldi $r0, 1556
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8888
st $r0, $r22, 12
sldi $r0, 1302
ld $r28, $r0, 10
sldi $r0, 1366
ld $r27, $r0, 10
sldi $r0, 1430
ld $r26, $r0, 10
sldi $r0, 1494
ld $r25, $r0, 10
sldi $r0, 1558
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8900
st $r0, $r22, 12
sldi $r0, 1304
ld $r28, $r0, 10
sldi $r0, 1368
ld $r27, $r0, 10
sldi $r0, 1432
ld $r26, $r0, 10
sldi $r0, 1496
ld $r25, $r0, 10
sldi $r0, 1560
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8912
st $r0, $r22, 12
sldi $r0, 1306
ld $r28, $r0, 10
sldi $r0, 1370
ld $r27, $r0, 10
sldi $r0, 1434
ld $r26, $r0, 10
sldi $r0, 1498
ld $r25, $r0, 10
sldi $r0, 1562
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8924
st $r0, $r22, 12
sldi $r0, 1308
ld $r28, $r0, 10
sldi $r0, 1372
ld $r27, $r0, 10
sldi $r0, 1436
ld $r26, $r0, 10
sldi $r0, 1500
ld $r25, $r0, 10
sldi $r0, 1564
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8936
st $r0, $r22, 12
sldi $r0, 1310
ld $r28, $r0, 10
sldi $r0, 1374
ld $r27, $r0, 10
sldi $r0, 1438
ld $r26, $r0, 10
sldi $r0, 1502
ld $r25, $r0, 10
sldi $r0, 1566
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8948
st $r0, $r22, 12
sldi $r0, 1312
ld $r28, $r0, 10
sldi $r0, 1376
ld $r27, $r0, 10
sldi $r0, 1440
ld $r26, $r0, 10
sldi $r0, 1504
ld $r25, $r0, 10
sldi $r0, 1568
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8960
st $r0, $r22, 12
sldi $r0, 1314
ld $r28, $r0, 10
sldi $r0, 1378
ld $r27, $r0, 10
sldi $r0, 1442
ld $r26, $r0, 10
sldi $r0, 1506
ld $r25, $r0, 10
sldi $r0, 1570
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8972
st $r0, $r22, 12
sldi $r0, 1316
ld $r28, $r0, 10
sldi $r0, 1380
ld $r27, $r0, 10
sldi $r0, 1444
ld $r26, $r0, 10
sldi $r0, 1508
ld $r25, $r0, 10
sldi $r0, 1572
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8984
st $r0, $r22, 12
sldi $r0, 1318
ld $r28, $r0, 10
sldi $r0, 1382
ld $r27, $r0, 10
sldi $r0, 1446
ld $r26, $r0, 10
sldi $r0, 1510
ld $r25, $r0, 10
sldi $r0, 1574
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 8996
st $r0, $r22, 12
sldi $r0, 1320
ld $r28, $r0, 10
sldi $r0, 1384
ld $r27, $r0, 10
sldi $r0, 1448
ld $r26, $r0, 10
sldi $r0, 1512
ld $r25, $r0, 10
sldi $r0, 1576
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9008
st $r0, $r22, 12
sldi $r0, 1322
ld $r28, $r0, 10
sldi $r0, 1386
ld $r27, $r0, 10
sldi $r0, 1450
ld $r26, $r0, 10
sldi $r0, 1514
ld $r25, $r0, 10
sldi $r0, 1578
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9020
st $r0, $r22, 12
sldi $r0, 1324
ld $r28, $r0, 10
sldi $r0, 1388
ld $r27, $r0, 10
sldi $r0, 1452
ld $r26, $r0, 10
sldi $r0, 1516
ld $r25, $r0, 10
sldi $r0, 1580
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9032
st $r0, $r22, 12
sldi $r0, 1326
ld $r28, $r0, 10
sldi $r0, 1390
ld $r27, $r0, 10
sldi $r0, 1454
ld $r26, $r0, 10
sldi $r0, 1518
ld $r25, $r0, 10
sldi $r0, 1582
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9044
st $r0, $r22, 12
sldi $r0, 1328
ld $r28, $r0, 10
sldi $r0, 1392
ld $r27, $r0, 10
sldi $r0, 1456
ld $r26, $r0, 10
sldi $r0, 1520
ld $r25, $r0, 10
sldi $r0, 1584
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9056
st $r0, $r22, 12
sldi $r0, 1330
ld $r28, $r0, 10
sldi $r0, 1394
ld $r27, $r0, 10
sldi $r0, 1458
ld $r26, $r0, 10
sldi $r0, 1522
ld $r25, $r0, 10
sldi $r0, 1586
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9068
st $r0, $r22, 12
sldi $r0, 1332
ld $r28, $r0, 10
sldi $r0, 1396
ld $r27, $r0, 10
sldi $r0, 1460
ld $r26, $r0, 10
sldi $r0, 1524
ld $r25, $r0, 10
sldi $r0, 1588
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9080
st $r0, $r22, 12
sldi $r0, 1334
ld $r28, $r0, 10
sldi $r0, 1398
ld $r27, $r0, 10
sldi $r0, 1462
ld $r26, $r0, 10
sldi $r0, 1526
ld $r25, $r0, 10
sldi $r0, 1590
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9092
st $r0, $r22, 12
sldi $r0, 1344
ld $r28, $r0, 10
sldi $r0, 1408
ld $r27, $r0, 10
sldi $r0, 1472
ld $r26, $r0, 10
sldi $r0, 1536
ld $r25, $r0, 10
sldi $r0, 1600
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9104
st $r0, $r22, 12
sldi $r0, 1346
ld $r28, $r0, 10
sldi $r0, 1410
ld $r27, $r0, 10
sldi $r0, 1474
ld $r26, $r0, 10
sldi $r0, 1538
ld $r25, $r0, 10
sldi $r0, 1602
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9116
st $r0, $r22, 12
sldi $r0, 1348
ld $r28, $r0, 10
sldi $r0, 1412
ld $r27, $r0, 10
sldi $r0, 1476
ld $r26, $r0, 10
sldi $r0, 1540
ld $r25, $r0, 10
sldi $r0, 1604
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9128
st $r0, $r22, 12
sldi $r0, 1350
ld $r28, $r0, 10
sldi $r0, 1414
ld $r27, $r0, 10
sldi $r0, 1478
ld $r26, $r0, 10
sldi $r0, 1542
ld $r25, $r0, 10
sldi $r0, 1606
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9140
st $r0, $r22, 12
sldi $r0, 1352
ld $r28, $r0, 10
sldi $r0, 1416
ld $r27, $r0, 10
sldi $r0, 1480
ld $r26, $r0, 10
sldi $r0, 1544
ld $r25, $r0, 10
sldi $r0, 1608
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9152
st $r0, $r22, 12
sldi $r0, 1354
ld $r28, $r0, 10
sldi $r0, 1418
ld $r27, $r0, 10
sldi $r0, 1482
ld $r26, $r0, 10
sldi $r0, 1546
ld $r25, $r0, 10
sldi $r0, 1610
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9164
st $r0, $r22, 12
sldi $r0, 1356
ld $r28, $r0, 10
sldi $r0, 1420
ld $r27, $r0, 10
sldi $r0, 1484
ld $r26, $r0, 10
sldi $r0, 1548
ld $r25, $r0, 10
sldi $r0, 1612
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9176
st $r0, $r22, 12
sldi $r0, 1358
ld $r28, $r0, 10
sldi $r0, 1422
ld $r27, $r0, 10
sldi $r0, 1486
ld $r26, $r0, 10
sldi $r0, 1550
ld $r25, $r0, 10
sldi $r0, 1614
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9188
st $r0, $r22, 12
sldi $r0, 1360
ld $r28, $r0, 10
sldi $r0, 1424
ld $r27, $r0, 10
sldi $r0, 1488
ld $r26, $r0, 10
sldi $r0, 1552
ld $r25, $r0, 10
sldi $r0, 1616
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9200
st $r0, $r22, 12
sldi $r0, 1362
ld $r28, $r0, 10
sldi $r0, 1426
ld $r27, $r0, 10
sldi $r0, 1490
ld $r26, $r0, 10
sldi $r0, 1554
ld $r25, $r0, 10
sldi $r0, 1618
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9212
st $r0, $r22, 12
sldi $r0, 1364
ld $r28, $r0, 10
sldi $r0, 1428
ld $r27, $r0, 10
sldi $r0, 1492
ld $r26, $r0, 10
sldi $r0, 1556
ld $r25, $r0, 10
sldi $r0, 1620
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9224
st $r0, $r22, 12
sldi $r0, 1366
ld $r28, $r0, 10
sldi $r0, 1430
ld $r27, $r0, 10
sldi $r0, 1494
ld $r26, $r0, 10
sldi $r0, 1558
ld $r25, $r0, 10
sldi $r0, 1622
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9236
st $r0, $r22, 12
sldi $r0, 1368
ld $r28, $r0, 10
sldi $r0, 1432
ld $r27, $r0, 10
sldi $r0, 1496
ld $r26, $r0, 10
sldi $r0, 1560
ld $r25, $r0, 10
sldi $r0, 1624
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9248
st $r0, $r22, 12
sldi $r0, 1370
ld $r28, $r0, 10
sldi $r0, 1434
ld $r27, $r0, 10
sldi $r0, 1498
ld $r26, $r0, 10
sldi $r0, 1562
ld $r25, $r0, 10
sldi $r0, 1626
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9260
st $r0, $r22, 12
sldi $r0, 1372
ld $r28, $r0, 10
sldi $r0, 1436
ld $r27, $r0, 10
sldi $r0, 1500
ld $r26, $r0, 10
sldi $r0, 1564
ld $r25, $r0, 10
sldi $r0, 1628
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9272
st $r0, $r22, 12
sldi $r0, 1374
ld $r28, $r0, 10
sldi $r0, 1438
ld $r27, $r0, 10
sldi $r0, 1502
ld $r26, $r0, 10
sldi $r0, 1566
ld $r25, $r0, 10
sldi $r0, 1630
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9284
st $r0, $r22, 12
sldi $r0, 1376
ld $r28, $r0, 10
sldi $r0, 1440
ld $r27, $r0, 10
sldi $r0, 1504
ld $r26, $r0, 10
sldi $r0, 1568
ld $r25, $r0, 10
sldi $r0, 1632
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9296
st $r0, $r22, 12
sldi $r0, 1378
ld $r28, $r0, 10
sldi $r0, 1442
ld $r27, $r0, 10
sldi $r0, 1506
ld $r26, $r0, 10
sldi $r0, 1570
ld $r25, $r0, 10
sldi $r0, 1634
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9308
st $r0, $r22, 12
sldi $r0, 1380
ld $r28, $r0, 10
sldi $r0, 1444
ld $r27, $r0, 10
sldi $r0, 1508
ld $r26, $r0, 10
sldi $r0, 1572
ld $r25, $r0, 10
sldi $r0, 1636
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9320
st $r0, $r22, 12
sldi $r0, 1382
ld $r28, $r0, 10
sldi $r0, 1446
ld $r27, $r0, 10
sldi $r0, 1510
ld $r26, $r0, 10
sldi $r0, 1574
ld $r25, $r0, 10
sldi $r0, 1638
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9332
st $r0, $r22, 12
sldi $r0, 1384
ld $r28, $r0, 10
sldi $r0, 1448
ld $r27, $r0, 10
sldi $r0, 1512
ld $r26, $r0, 10
sldi $r0, 1576
ld $r25, $r0, 10
sldi $r0, 1640
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9344
st $r0, $r22, 12
sldi $r0, 1386
ld $r28, $r0, 10
sldi $r0, 1450
ld $r27, $r0, 10
sldi $r0, 1514
ld $r26, $r0, 10
sldi $r0, 1578
ld $r25, $r0, 10
sldi $r0, 1642
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9356
st $r0, $r22, 12
sldi $r0, 1388
ld $r28, $r0, 10
sldi $r0, 1452
ld $r27, $r0, 10
sldi $r0, 1516
ld $r26, $r0, 10
sldi $r0, 1580
ld $r25, $r0, 10
sldi $r0, 1644
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9368
st $r0, $r22, 12
sldi $r0, 1390
ld $r28, $r0, 10
sldi $r0, 1454
ld $r27, $r0, 10
sldi $r0, 1518
ld $r26, $r0, 10
sldi $r0, 1582
ld $r25, $r0, 10
sldi $r0, 1646
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9380
st $r0, $r22, 12
sldi $r0, 1392
ld $r28, $r0, 10
sldi $r0, 1456
ld $r27, $r0, 10
sldi $r0, 1520
ld $r26, $r0, 10
sldi $r0, 1584
ld $r25, $r0, 10
sldi $r0, 1648
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9392
st $r0, $r22, 12
sldi $r0, 1394
ld $r28, $r0, 10
sldi $r0, 1458
ld $r27, $r0, 10
sldi $r0, 1522
ld $r26, $r0, 10
sldi $r0, 1586
ld $r25, $r0, 10
sldi $r0, 1650
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9404
st $r0, $r22, 12
sldi $r0, 1396
ld $r28, $r0, 10
sldi $r0, 1460
ld $r27, $r0, 10
sldi $r0, 1524
ld $r26, $r0, 10
sldi $r0, 1588
ld $r25, $r0, 10
sldi $r0, 1652
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9416
st $r0, $r22, 12
sldi $r0, 1398
ld $r28, $r0, 10
sldi $r0, 1462
ld $r27, $r0, 10
sldi $r0, 1526
ld $r26, $r0, 10
sldi $r0, 1590
ld $r25, $r0, 10
sldi $r0, 1654
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9428
st $r0, $r22, 12
sldi $r0, 1408
ld $r28, $r0, 10
sldi $r0, 1472
ld $r27, $r0, 10
sldi $r0, 1536
ld $r26, $r0, 10
sldi $r0, 1600
ld $r25, $r0, 10
sldi $r0, 1664
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9440
st $r0, $r22, 12
sldi $r0, 1410
ld $r28, $r0, 10
sldi $r0, 1474
ld $r27, $r0, 10
sldi $r0, 1538
ld $r26, $r0, 10
sldi $r0, 1602
ld $r25, $r0, 10
sldi $r0, 1666
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9452
st $r0, $r22, 12
sldi $r0, 1412
ld $r28, $r0, 10
sldi $r0, 1476
ld $r27, $r0, 10
sldi $r0, 1540
ld $r26, $r0, 10
sldi $r0, 1604
ld $r25, $r0, 10
sldi $r0, 1668
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9464
st $r0, $r22, 12
sldi $r0, 1414
ld $r28, $r0, 10
sldi $r0, 1478
ld $r27, $r0, 10
sldi $r0, 1542
ld $r26, $r0, 10
sldi $r0, 1606
ld $r25, $r0, 10
sldi $r0, 1670
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9476
st $r0, $r22, 12
sldi $r0, 1416
ld $r28, $r0, 10
sldi $r0, 1480
ld $r27, $r0, 10
sldi $r0, 1544
ld $r26, $r0, 10
sldi $r0, 1608
ld $r25, $r0, 10
sldi $r0, 1672
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9488
st $r0, $r22, 12
sldi $r0, 1418
ld $r28, $r0, 10
sldi $r0, 1482
ld $r27, $r0, 10
sldi $r0, 1546
ld $r26, $r0, 10
sldi $r0, 1610
ld $r25, $r0, 10
sldi $r0, 1674
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9500
st $r0, $r22, 12
sldi $r0, 1420
ld $r28, $r0, 10
sldi $r0, 1484
ld $r27, $r0, 10
sldi $r0, 1548
ld $r26, $r0, 10
sldi $r0, 1612
ld $r25, $r0, 10
sldi $r0, 1676
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9512
st $r0, $r22, 12
sldi $r0, 1422
ld $r28, $r0, 10
sldi $r0, 1486
ld $r27, $r0, 10
sldi $r0, 1550
ld $r26, $r0, 10
sldi $r0, 1614
ld $r25, $r0, 10
sldi $r0, 1678
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9524
st $r0, $r22, 12
sldi $r0, 1424
ld $r28, $r0, 10
sldi $r0, 1488
ld $r27, $r0, 10
sldi $r0, 1552
ld $r26, $r0, 10
sldi $r0, 1616
ld $r25, $r0, 10
sldi $r0, 1680
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9536
st $r0, $r22, 12
sldi $r0, 1426
ld $r28, $r0, 10
sldi $r0, 1490
ld $r27, $r0, 10
sldi $r0, 1554
ld $r26, $r0, 10
sldi $r0, 1618
ld $r25, $r0, 10
sldi $r0, 1682
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9548
st $r0, $r22, 12
sldi $r0, 1428
ld $r28, $r0, 10
sldi $r0, 1492
ld $r27, $r0, 10
sldi $r0, 1556
ld $r26, $r0, 10
sldi $r0, 1620
ld $r25, $r0, 10
sldi $r0, 1684
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9560
st $r0, $r22, 12
sldi $r0, 1430
ld $r28, $r0, 10
sldi $r0, 1494
ld $r27, $r0, 10
sldi $r0, 1558
ld $r26, $r0, 10
sldi $r0, 1622
ld $r25, $r0, 10
sldi $r0, 1686
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9572
st $r0, $r22, 12
sldi $r0, 1432
ld $r28, $r0, 10
sldi $r0, 1496
ld $r27, $r0, 10
sldi $r0, 1560
ld $r26, $r0, 10
sldi $r0, 1624
ld $r25, $r0, 10
sldi $r0, 1688
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9584
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 8960
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 9296
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13232
st $r0, $r30, 12
sldi $r0, 8984
ld $r30, $r0, 24
sldi $r0, 9320
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13244
st $r0, $r30, 12
sldi $r0, 9008
ld $r30, $r0, 24
sldi $r0, 9344
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13256
st $r0, $r30, 12
sldi $r0, 9032
ld $r30, $r0, 24
sldi $r0, 9368
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13268
st $r0, $r30, 12
sldi $r0, 9056
ld $r30, $r0, 24
sldi $r0, 9392
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13280
st $r0, $r30, 12
sldi $r0, 9080
ld $r30, $r0, 24
sldi $r0, 9416
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13292
st $r0, $r30, 12
sldi $r0, 9440
ld $r30, $r0, 24
sldi $r0, 9776
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13304
st $r0, $r30, 12
sldi $r0, 9464
ld $r30, $r0, 24
sldi $r0, 9800
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13316
st $r0, $r30, 12
sldi $r0, 9488
ld $r30, $r0, 24
sldi $r0, 9824
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13328
st $r0, $r30, 12
sldi $r0, 9512
ld $r30, $r0, 24
sldi $r0, 9848
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13340
st $r0, $r30, 12
sldi $r0, 9536
ld $r30, $r0, 24
sldi $r0, 9872
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13352
st $r0, $r30, 12
sldi $r0, 9560
ld $r30, $r0, 24
sldi $r0, 9896
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13364
st $r0, $r30, 12
sldi $r0, 9584
ld $r30, $r0, 24
sldi $r0, 9920
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13376
st $r0, $r30, 12
sldi $r0, 9608
ld $r30, $r0, 24
sldi $r0, 9944
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13388
st $r0, $r30, 12
sldi $r0, 9632
ld $r30, $r0, 24
sldi $r0, 9968
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13400
st $r0, $r30, 12
sldi $r0, 9656
ld $r30, $r0, 24
sldi $r0, 9992
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13412
st $r0, $r30, 12
sldi $r0, 9680
ld $r30, $r0, 24
sldi $r0, 10016
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13424
st $r0, $r30, 12
sldi $r0, 9704
ld $r30, $r0, 24
sldi $r0, 10040
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13436
st $r0, $r30, 12
sldi $r0, 9728
ld $r30, $r0, 24
sldi $r0, 10064
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13448
st $r0, $r30, 12
sldi $r0, 9752
ld $r30, $r0, 24
sldi $r0, 10088
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13460
st $r0, $r30, 12
sldi $r0, 10112
ld $r30, $r0, 24
sldi $r0, 10448
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13472
st $r0, $r30, 12
sldi $r0, 10136
ld $r30, $r0, 24
sldi $r0, 10472
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13484
st $r0, $r30, 12
sldi $r0, 10160
ld $r30, $r0, 24
sldi $r0, 10496
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13496
st $r0, $r30, 12
sldi $r0, 10184
ld $r30, $r0, 24
sldi $r0, 10520
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13508
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 12992
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 13160
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 13328
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 13496
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 13664
ld $r13, $r0, 60
setbw 16, 64
sldi $r12, 560
mvmul $r12, $r17, 16, 0, 1
sldi $r11, 688
sldi $r10, 512
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
sldi $r9, 816
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16752
st $r0, $r9, 32
sldi $r0, 13004
ld $r17, $r0, 60
sldi $r0, 13172
ld $r16, $r0, 60
sldi $r0, 13340
ld $r15, $r0, 60
sldi $r0, 13508
ld $r14, $r0, 60
sldi $r0, 13676
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16784
st $r0, $r9, 32
sldi $r0, 13016
ld $r17, $r0, 60
sldi $r0, 13184
ld $r16, $r0, 60
sldi $r0, 13352
ld $r15, $r0, 60
sldi $r0, 13520
ld $r14, $r0, 60
sldi $r0, 13688
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16816
st $r0, $r9, 32
sldi $r0, 13028
ld $r17, $r0, 60
sldi $r0, 13196
ld $r16, $r0, 60
sldi $r0, 13364
ld $r15, $r0, 60
sldi $r0, 13532
ld $r14, $r0, 60
sldi $r0, 13700
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16848
st $r0, $r9, 32
sync 0, 0
wait 1, 1
sldi $r0, 15984
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 16304
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17616
st $r0, $r30, 32
sldi $r0, 16368
ld $r30, $r0, 64
sldi $r0, 16688
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17648
st $r0, $r30, 32
sldi $r0, 16432
ld $r30, $r0, 64
sldi $r0, 16752
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17680
st $r0, $r30, 32
sync 0, 0
