# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1060
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1124
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1188
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1252
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1316
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
sldi $r0, 7640
st $r0, $r22, 12
sldi $r0, 1062
ld $r28, $r0, 10
sldi $r0, 1126
ld $r27, $r0, 10
sldi $r0, 1190
ld $r26, $r0, 10
sldi $r0, 1254
ld $r25, $r0, 10
sldi $r0, 1318
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7652
st $r0, $r22, 12
sldi $r0, 1064
ld $r28, $r0, 10
sldi $r0, 1128
ld $r27, $r0, 10
sldi $r0, 1192
ld $r26, $r0, 10
sldi $r0, 1256
ld $r25, $r0, 10
sldi $r0, 1320
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7664
st $r0, $r22, 12
sldi $r0, 1066
ld $r28, $r0, 10
sldi $r0, 1130
ld $r27, $r0, 10
sldi $r0, 1194
ld $r26, $r0, 10
sldi $r0, 1258
ld $r25, $r0, 10
sldi $r0, 1322
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7676
st $r0, $r22, 12
sldi $r0, 1068
ld $r28, $r0, 10
sldi $r0, 1132
ld $r27, $r0, 10
sldi $r0, 1196
ld $r26, $r0, 10
sldi $r0, 1260
ld $r25, $r0, 10
sldi $r0, 1324
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7688
st $r0, $r22, 12
sldi $r0, 1070
ld $r28, $r0, 10
sldi $r0, 1134
ld $r27, $r0, 10
sldi $r0, 1198
ld $r26, $r0, 10
sldi $r0, 1262
ld $r25, $r0, 10
sldi $r0, 1326
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7700
st $r0, $r22, 12
sldi $r0, 1072
ld $r28, $r0, 10
sldi $r0, 1136
ld $r27, $r0, 10
sldi $r0, 1200
ld $r26, $r0, 10
sldi $r0, 1264
ld $r25, $r0, 10
sldi $r0, 1328
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7712
st $r0, $r22, 12
sldi $r0, 1074
ld $r28, $r0, 10
sldi $r0, 1138
ld $r27, $r0, 10
sldi $r0, 1202
ld $r26, $r0, 10
sldi $r0, 1266
ld $r25, $r0, 10
sldi $r0, 1330
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7724
st $r0, $r22, 12
sldi $r0, 1076
ld $r28, $r0, 10
sldi $r0, 1140
ld $r27, $r0, 10
sldi $r0, 1204
ld $r26, $r0, 10
sldi $r0, 1268
ld $r25, $r0, 10
sldi $r0, 1332
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sync 0, 0
wait 1, 1
sldi $r0, 5528
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 5864
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12356
st $r0, $r30, 12
sldi $r0, 5552
ld $r30, $r0, 24
sldi $r0, 5888
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12368
st $r0, $r30, 12
sldi $r0, 5576
ld $r30, $r0, 24
sldi $r0, 5912
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12380
st $r0, $r30, 12
sldi $r0, 5600
ld $r30, $r0, 24
sldi $r0, 5936
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12392
st $r0, $r30, 12
sldi $r0, 5624
ld $r30, $r0, 24
sldi $r0, 5960
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12404
st $r0, $r30, 12
sldi $r0, 5648
ld $r30, $r0, 24
sldi $r0, 5984
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12416
st $r0, $r30, 12
sldi $r0, 5672
ld $r30, $r0, 24
sldi $r0, 6008
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12428
st $r0, $r30, 12
sldi $r0, 5696
ld $r30, $r0, 24
sldi $r0, 6032
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12440
st $r0, $r30, 12
sldi $r0, 5720
ld $r30, $r0, 24
sldi $r0, 6056
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12452
st $r0, $r30, 12
sldi $r0, 6080
ld $r30, $r0, 24
sldi $r0, 6416
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12464
st $r0, $r30, 12
sldi $r0, 6104
ld $r30, $r0, 24
sldi $r0, 6440
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12476
st $r0, $r30, 12
sldi $r0, 6128
ld $r30, $r0, 24
sldi $r0, 6464
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12488
st $r0, $r30, 12
sldi $r0, 6152
ld $r30, $r0, 24
sldi $r0, 6488
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12500
st $r0, $r30, 12
sldi $r0, 6176
ld $r30, $r0, 24
sldi $r0, 6512
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12512
st $r0, $r30, 12
sldi $r0, 6200
ld $r30, $r0, 24
sldi $r0, 6536
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12524
st $r0, $r30, 12
sldi $r0, 6224
ld $r30, $r0, 24
sldi $r0, 6560
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12536
st $r0, $r30, 12
sldi $r0, 6248
ld $r30, $r0, 24
sldi $r0, 6584
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12548
st $r0, $r30, 12
sldi $r0, 6272
ld $r30, $r0, 24
sldi $r0, 6608
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12560
st $r0, $r30, 12
sldi $r0, 6296
ld $r30, $r0, 24
sldi $r0, 6632
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12572
st $r0, $r30, 12
sldi $r0, 6320
ld $r30, $r0, 24
sldi $r0, 6656
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12584
st $r0, $r30, 12
sldi $r0, 6344
ld $r30, $r0, 24
sldi $r0, 6680
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12596
st $r0, $r30, 12
sldi $r0, 6368
ld $r30, $r0, 24
sldi $r0, 6704
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12608
st $r0, $r30, 12
sldi $r0, 6392
ld $r30, $r0, 24
sldi $r0, 6728
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12620
st $r0, $r30, 12
sldi $r0, 6752
ld $r30, $r0, 24
sldi $r0, 7088
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12632
st $r0, $r30, 12
sldi $r0, 6776
ld $r30, $r0, 24
sldi $r0, 7112
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12644
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 11636
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 11804
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 11972
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 12140
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 12308
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
sldi $r0, 14160
st $r0, $r9, 32
sldi $r0, 11648
ld $r17, $r0, 60
sldi $r0, 11816
ld $r16, $r0, 60
sldi $r0, 11984
ld $r15, $r0, 60
sldi $r0, 12152
ld $r14, $r0, 60
sldi $r0, 12320
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
sldi $r0, 14192
st $r0, $r9, 32
sldi $r0, 11660
ld $r17, $r0, 60
sldi $r0, 11828
ld $r16, $r0, 60
sldi $r0, 11996
ld $r15, $r0, 60
sldi $r0, 12164
ld $r14, $r0, 60
sldi $r0, 12332
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
sldi $r0, 14224
st $r0, $r9, 32
sldi $r0, 11672
ld $r17, $r0, 60
sldi $r0, 11840
ld $r16, $r0, 60
sldi $r0, 12008
ld $r15, $r0, 60
sldi $r0, 12176
ld $r14, $r0, 60
sldi $r0, 12344
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
sldi $r0, 14256
st $r0, $r9, 32
sldi $r0, 11684
ld $r17, $r0, 60
sldi $r0, 11852
ld $r16, $r0, 60
sldi $r0, 12020
ld $r15, $r0, 60
sldi $r0, 12188
ld $r14, $r0, 60
sldi $r0, 12356
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
sldi $r0, 14288
st $r0, $r9, 32
sldi $r0, 11696
ld $r17, $r0, 60
sldi $r0, 11864
ld $r16, $r0, 60
sldi $r0, 12032
ld $r15, $r0, 60
sldi $r0, 12200
ld $r14, $r0, 60
sldi $r0, 12368
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
sldi $r0, 14320
st $r0, $r9, 32
sldi $r0, 11708
ld $r17, $r0, 60
sldi $r0, 11876
ld $r16, $r0, 60
sldi $r0, 12044
ld $r15, $r0, 60
sldi $r0, 12212
ld $r14, $r0, 60
sldi $r0, 12380
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
sldi $r0, 14352
st $r0, $r9, 32
sldi $r0, 11720
ld $r17, $r0, 60
sldi $r0, 11888
ld $r16, $r0, 60
sldi $r0, 12056
ld $r15, $r0, 60
sldi $r0, 12224
ld $r14, $r0, 60
sldi $r0, 12392
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
sldi $r0, 14384
st $r0, $r9, 32
sldi $r0, 11732
ld $r17, $r0, 60
sldi $r0, 11900
ld $r16, $r0, 60
sldi $r0, 12068
ld $r15, $r0, 60
sldi $r0, 12236
ld $r14, $r0, 60
sldi $r0, 12404
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
sldi $r0, 14416
st $r0, $r9, 32
sldi $r0, 11792
ld $r17, $r0, 60
sldi $r0, 11960
ld $r16, $r0, 60
sldi $r0, 12128
ld $r15, $r0, 60
sldi $r0, 12296
ld $r14, $r0, 60
sldi $r0, 12464
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
sldi $r0, 14448
st $r0, $r9, 32
sldi $r0, 11804
ld $r17, $r0, 60
sldi $r0, 11972
ld $r16, $r0, 60
sldi $r0, 12140
ld $r15, $r0, 60
sldi $r0, 12308
ld $r14, $r0, 60
sldi $r0, 12476
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
sldi $r0, 14480
st $r0, $r9, 32
sldi $r0, 11816
ld $r17, $r0, 60
sldi $r0, 11984
ld $r16, $r0, 60
sldi $r0, 12152
ld $r15, $r0, 60
sldi $r0, 12320
ld $r14, $r0, 60
sldi $r0, 12488
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
sldi $r0, 14512
st $r0, $r9, 32
sldi $r0, 11828
ld $r17, $r0, 60
sldi $r0, 11996
ld $r16, $r0, 60
sldi $r0, 12164
ld $r15, $r0, 60
sldi $r0, 12332
ld $r14, $r0, 60
sldi $r0, 12500
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
sldi $r0, 14544
st $r0, $r9, 32
sync 0, 0
wait 1, 1
sldi $r0, 15088
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 15408
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17328
st $r0, $r30, 32
sldi $r0, 15152
ld $r30, $r0, 64
sldi $r0, 15472
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17360
st $r0, $r30, 32
sldi $r0, 15216
ld $r30, $r0, 64
sldi $r0, 15536
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17392
st $r0, $r30, 32
sync 0, 0
wait 1, 1
sldi $r0, 21184
ld $r30, $r0, 672
sldi $r6, 672
sldi $r0, 20512
ld $r6, $r0, 672
sldi $r5, 1344
sldi $r0, 17808
ld $r5, $r0, 240
setbw 16, 64
sldi $r4, 1584
mvmul $r4, $r5, 16, 0, 3
setbw 64, 64
vvadd $r4, $r4, $r30, 84
setbw 64, 16
sldi $r3, 2256
vvsra $r3, $r4, $r6, 84
setbw 16, 16
vrelu $r3, $r3, 84
sldi $r0, 18048
st $r0, $r3, 168
sync 0, 0
wait 1, 1
