# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 0
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 64
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 128
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 192
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 256
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
sldi $r0, 2048
st $r0, $r22, 12
sldi $r0, 2
ld $r28, $r0, 10
sldi $r0, 66
ld $r27, $r0, 10
sldi $r0, 130
ld $r26, $r0, 10
sldi $r0, 194
ld $r25, $r0, 10
sldi $r0, 258
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2060
st $r0, $r22, 12
sldi $r0, 4
ld $r28, $r0, 10
sldi $r0, 68
ld $r27, $r0, 10
sldi $r0, 132
ld $r26, $r0, 10
sldi $r0, 196
ld $r25, $r0, 10
sldi $r0, 260
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2072
st $r0, $r22, 12
sldi $r0, 6
ld $r28, $r0, 10
sldi $r0, 70
ld $r27, $r0, 10
sldi $r0, 134
ld $r26, $r0, 10
sldi $r0, 198
ld $r25, $r0, 10
sldi $r0, 262
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2084
st $r0, $r22, 12
sldi $r0, 8
ld $r28, $r0, 10
sldi $r0, 72
ld $r27, $r0, 10
sldi $r0, 136
ld $r26, $r0, 10
sldi $r0, 200
ld $r25, $r0, 10
sldi $r0, 264
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2096
st $r0, $r22, 12
sldi $r0, 10
ld $r28, $r0, 10
sldi $r0, 74
ld $r27, $r0, 10
sldi $r0, 138
ld $r26, $r0, 10
sldi $r0, 202
ld $r25, $r0, 10
sldi $r0, 266
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2108
st $r0, $r22, 12
sldi $r0, 12
ld $r28, $r0, 10
sldi $r0, 76
ld $r27, $r0, 10
sldi $r0, 140
ld $r26, $r0, 10
sldi $r0, 204
ld $r25, $r0, 10
sldi $r0, 268
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2120
st $r0, $r22, 12
sldi $r0, 14
ld $r28, $r0, 10
sldi $r0, 78
ld $r27, $r0, 10
sldi $r0, 142
ld $r26, $r0, 10
sldi $r0, 206
ld $r25, $r0, 10
sldi $r0, 270
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2132
st $r0, $r22, 12
sldi $r0, 16
ld $r28, $r0, 10
sldi $r0, 80
ld $r27, $r0, 10
sldi $r0, 144
ld $r26, $r0, 10
sldi $r0, 208
ld $r25, $r0, 10
sldi $r0, 272
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2144
st $r0, $r22, 12
sldi $r0, 18
ld $r28, $r0, 10
sldi $r0, 82
ld $r27, $r0, 10
sldi $r0, 146
ld $r26, $r0, 10
sldi $r0, 210
ld $r25, $r0, 10
sldi $r0, 274
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2156
st $r0, $r22, 12
sldi $r0, 20
ld $r28, $r0, 10
sldi $r0, 84
ld $r27, $r0, 10
sldi $r0, 148
ld $r26, $r0, 10
sldi $r0, 212
ld $r25, $r0, 10
sldi $r0, 276
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2168
st $r0, $r22, 12
sldi $r0, 22
ld $r28, $r0, 10
sldi $r0, 86
ld $r27, $r0, 10
sldi $r0, 150
ld $r26, $r0, 10
sldi $r0, 214
ld $r25, $r0, 10
sldi $r0, 278
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2180
st $r0, $r22, 12
sldi $r0, 24
ld $r28, $r0, 10
sldi $r0, 88
ld $r27, $r0, 10
sldi $r0, 152
ld $r26, $r0, 10
sldi $r0, 216
ld $r25, $r0, 10
sldi $r0, 280
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2192
st $r0, $r22, 12
sldi $r0, 26
ld $r28, $r0, 10
sldi $r0, 90
ld $r27, $r0, 10
sldi $r0, 154
ld $r26, $r0, 10
sldi $r0, 218
ld $r25, $r0, 10
sldi $r0, 282
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2204
st $r0, $r22, 12
sldi $r0, 28
ld $r28, $r0, 10
sldi $r0, 92
ld $r27, $r0, 10
sldi $r0, 156
ld $r26, $r0, 10
sldi $r0, 220
ld $r25, $r0, 10
sldi $r0, 284
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2216
st $r0, $r22, 12
sldi $r0, 30
ld $r28, $r0, 10
sldi $r0, 94
ld $r27, $r0, 10
sldi $r0, 158
ld $r26, $r0, 10
sldi $r0, 222
ld $r25, $r0, 10
sldi $r0, 286
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2228
st $r0, $r22, 12
sldi $r0, 32
ld $r28, $r0, 10
sldi $r0, 96
ld $r27, $r0, 10
sldi $r0, 160
ld $r26, $r0, 10
sldi $r0, 224
ld $r25, $r0, 10
sldi $r0, 288
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2240
st $r0, $r22, 12
sldi $r0, 34
ld $r28, $r0, 10
sldi $r0, 98
ld $r27, $r0, 10
sldi $r0, 162
ld $r26, $r0, 10
sldi $r0, 226
ld $r25, $r0, 10
sldi $r0, 290
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2252
st $r0, $r22, 12
sldi $r0, 36
ld $r28, $r0, 10
sldi $r0, 100
ld $r27, $r0, 10
sldi $r0, 164
ld $r26, $r0, 10
sldi $r0, 228
ld $r25, $r0, 10
sldi $r0, 292
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2264
st $r0, $r22, 12
sldi $r0, 38
ld $r28, $r0, 10
sldi $r0, 102
ld $r27, $r0, 10
sldi $r0, 166
ld $r26, $r0, 10
sldi $r0, 230
ld $r25, $r0, 10
sldi $r0, 294
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2276
st $r0, $r22, 12
sldi $r0, 40
ld $r28, $r0, 10
sldi $r0, 104
ld $r27, $r0, 10
sldi $r0, 168
ld $r26, $r0, 10
sldi $r0, 232
ld $r25, $r0, 10
sldi $r0, 296
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2288
st $r0, $r22, 12
sldi $r0, 42
ld $r28, $r0, 10
sldi $r0, 106
ld $r27, $r0, 10
sldi $r0, 170
ld $r26, $r0, 10
sldi $r0, 234
ld $r25, $r0, 10
sldi $r0, 298
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2300
st $r0, $r22, 12
sldi $r0, 44
ld $r28, $r0, 10
sldi $r0, 108
ld $r27, $r0, 10
sldi $r0, 172
ld $r26, $r0, 10
sldi $r0, 236
ld $r25, $r0, 10
sldi $r0, 300
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2312
st $r0, $r22, 12
sldi $r0, 46
ld $r28, $r0, 10
sldi $r0, 110
ld $r27, $r0, 10
sldi $r0, 174
ld $r26, $r0, 10
sldi $r0, 238
ld $r25, $r0, 10
sldi $r0, 302
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2324
st $r0, $r22, 12
sldi $r0, 48
ld $r28, $r0, 10
sldi $r0, 112
ld $r27, $r0, 10
sldi $r0, 176
ld $r26, $r0, 10
sldi $r0, 240
ld $r25, $r0, 10
sldi $r0, 304
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2336
st $r0, $r22, 12
sldi $r0, 50
ld $r28, $r0, 10
sldi $r0, 114
ld $r27, $r0, 10
sldi $r0, 178
ld $r26, $r0, 10
sldi $r0, 242
ld $r25, $r0, 10
sldi $r0, 306
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2348
st $r0, $r22, 12
sldi $r0, 52
ld $r28, $r0, 10
sldi $r0, 116
ld $r27, $r0, 10
sldi $r0, 180
ld $r26, $r0, 10
sldi $r0, 244
ld $r25, $r0, 10
sldi $r0, 308
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2360
st $r0, $r22, 12
sldi $r0, 54
ld $r28, $r0, 10
sldi $r0, 118
ld $r27, $r0, 10
sldi $r0, 182
ld $r26, $r0, 10
sldi $r0, 246
ld $r25, $r0, 10
sldi $r0, 310
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2372
st $r0, $r22, 12
sldi $r0, 64
ld $r28, $r0, 10
sldi $r0, 128
ld $r27, $r0, 10
sldi $r0, 192
ld $r26, $r0, 10
sldi $r0, 256
ld $r25, $r0, 10
sldi $r0, 320
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2384
st $r0, $r22, 12
sldi $r0, 66
ld $r28, $r0, 10
sldi $r0, 130
ld $r27, $r0, 10
sldi $r0, 194
ld $r26, $r0, 10
sldi $r0, 258
ld $r25, $r0, 10
sldi $r0, 322
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2396
st $r0, $r22, 12
sldi $r0, 68
ld $r28, $r0, 10
sldi $r0, 132
ld $r27, $r0, 10
sldi $r0, 196
ld $r26, $r0, 10
sldi $r0, 260
ld $r25, $r0, 10
sldi $r0, 324
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2408
st $r0, $r22, 12
sldi $r0, 70
ld $r28, $r0, 10
sldi $r0, 134
ld $r27, $r0, 10
sldi $r0, 198
ld $r26, $r0, 10
sldi $r0, 262
ld $r25, $r0, 10
sldi $r0, 326
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2420
st $r0, $r22, 12
sldi $r0, 72
ld $r28, $r0, 10
sldi $r0, 136
ld $r27, $r0, 10
sldi $r0, 200
ld $r26, $r0, 10
sldi $r0, 264
ld $r25, $r0, 10
sldi $r0, 328
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2432
st $r0, $r22, 12
sldi $r0, 74
ld $r28, $r0, 10
sldi $r0, 138
ld $r27, $r0, 10
sldi $r0, 202
ld $r26, $r0, 10
sldi $r0, 266
ld $r25, $r0, 10
sldi $r0, 330
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2444
st $r0, $r22, 12
sldi $r0, 76
ld $r28, $r0, 10
sldi $r0, 140
ld $r27, $r0, 10
sldi $r0, 204
ld $r26, $r0, 10
sldi $r0, 268
ld $r25, $r0, 10
sldi $r0, 332
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2456
st $r0, $r22, 12
sldi $r0, 78
ld $r28, $r0, 10
sldi $r0, 142
ld $r27, $r0, 10
sldi $r0, 206
ld $r26, $r0, 10
sldi $r0, 270
ld $r25, $r0, 10
sldi $r0, 334
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2468
st $r0, $r22, 12
sldi $r0, 80
ld $r28, $r0, 10
sldi $r0, 144
ld $r27, $r0, 10
sldi $r0, 208
ld $r26, $r0, 10
sldi $r0, 272
ld $r25, $r0, 10
sldi $r0, 336
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2480
st $r0, $r22, 12
sldi $r0, 82
ld $r28, $r0, 10
sldi $r0, 146
ld $r27, $r0, 10
sldi $r0, 210
ld $r26, $r0, 10
sldi $r0, 274
ld $r25, $r0, 10
sldi $r0, 338
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2492
st $r0, $r22, 12
sldi $r0, 84
ld $r28, $r0, 10
sldi $r0, 148
ld $r27, $r0, 10
sldi $r0, 212
ld $r26, $r0, 10
sldi $r0, 276
ld $r25, $r0, 10
sldi $r0, 340
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2504
st $r0, $r22, 12
sldi $r0, 86
ld $r28, $r0, 10
sldi $r0, 150
ld $r27, $r0, 10
sldi $r0, 214
ld $r26, $r0, 10
sldi $r0, 278
ld $r25, $r0, 10
sldi $r0, 342
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2516
st $r0, $r22, 12
sldi $r0, 88
ld $r28, $r0, 10
sldi $r0, 152
ld $r27, $r0, 10
sldi $r0, 216
ld $r26, $r0, 10
sldi $r0, 280
ld $r25, $r0, 10
sldi $r0, 344
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2528
st $r0, $r22, 12
sldi $r0, 90
ld $r28, $r0, 10
sldi $r0, 154
ld $r27, $r0, 10
sldi $r0, 218
ld $r26, $r0, 10
sldi $r0, 282
ld $r25, $r0, 10
sldi $r0, 346
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2540
st $r0, $r22, 12
sldi $r0, 92
ld $r28, $r0, 10
sldi $r0, 156
ld $r27, $r0, 10
sldi $r0, 220
ld $r26, $r0, 10
sldi $r0, 284
ld $r25, $r0, 10
sldi $r0, 348
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2552
st $r0, $r22, 12
sldi $r0, 94
ld $r28, $r0, 10
sldi $r0, 158
ld $r27, $r0, 10
sldi $r0, 222
ld $r26, $r0, 10
sldi $r0, 286
ld $r25, $r0, 10
sldi $r0, 350
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2564
st $r0, $r22, 12
sldi $r0, 96
ld $r28, $r0, 10
sldi $r0, 160
ld $r27, $r0, 10
sldi $r0, 224
ld $r26, $r0, 10
sldi $r0, 288
ld $r25, $r0, 10
sldi $r0, 352
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2576
st $r0, $r22, 12
sldi $r0, 98
ld $r28, $r0, 10
sldi $r0, 162
ld $r27, $r0, 10
sldi $r0, 226
ld $r26, $r0, 10
sldi $r0, 290
ld $r25, $r0, 10
sldi $r0, 354
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2588
st $r0, $r22, 12
sldi $r0, 100
ld $r28, $r0, 10
sldi $r0, 164
ld $r27, $r0, 10
sldi $r0, 228
ld $r26, $r0, 10
sldi $r0, 292
ld $r25, $r0, 10
sldi $r0, 356
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2600
st $r0, $r22, 12
sldi $r0, 102
ld $r28, $r0, 10
sldi $r0, 166
ld $r27, $r0, 10
sldi $r0, 230
ld $r26, $r0, 10
sldi $r0, 294
ld $r25, $r0, 10
sldi $r0, 358
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2612
st $r0, $r22, 12
sldi $r0, 104
ld $r28, $r0, 10
sldi $r0, 168
ld $r27, $r0, 10
sldi $r0, 232
ld $r26, $r0, 10
sldi $r0, 296
ld $r25, $r0, 10
sldi $r0, 360
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2624
st $r0, $r22, 12
sldi $r0, 106
ld $r28, $r0, 10
sldi $r0, 170
ld $r27, $r0, 10
sldi $r0, 234
ld $r26, $r0, 10
sldi $r0, 298
ld $r25, $r0, 10
sldi $r0, 362
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2636
st $r0, $r22, 12
sldi $r0, 108
ld $r28, $r0, 10
sldi $r0, 172
ld $r27, $r0, 10
sldi $r0, 236
ld $r26, $r0, 10
sldi $r0, 300
ld $r25, $r0, 10
sldi $r0, 364
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2648
st $r0, $r22, 12
sldi $r0, 110
ld $r28, $r0, 10
sldi $r0, 174
ld $r27, $r0, 10
sldi $r0, 238
ld $r26, $r0, 10
sldi $r0, 302
ld $r25, $r0, 10
sldi $r0, 366
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2660
st $r0, $r22, 12
sldi $r0, 112
ld $r28, $r0, 10
sldi $r0, 176
ld $r27, $r0, 10
sldi $r0, 240
ld $r26, $r0, 10
sldi $r0, 304
ld $r25, $r0, 10
sldi $r0, 368
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2672
st $r0, $r22, 12
sldi $r0, 114
ld $r28, $r0, 10
sldi $r0, 178
ld $r27, $r0, 10
sldi $r0, 242
ld $r26, $r0, 10
sldi $r0, 306
ld $r25, $r0, 10
sldi $r0, 370
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2684
st $r0, $r22, 12
sldi $r0, 116
ld $r28, $r0, 10
sldi $r0, 180
ld $r27, $r0, 10
sldi $r0, 244
ld $r26, $r0, 10
sldi $r0, 308
ld $r25, $r0, 10
sldi $r0, 372
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2696
st $r0, $r22, 12
sldi $r0, 118
ld $r28, $r0, 10
sldi $r0, 182
ld $r27, $r0, 10
sldi $r0, 246
ld $r26, $r0, 10
sldi $r0, 310
ld $r25, $r0, 10
sldi $r0, 374
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2708
st $r0, $r22, 12
sldi $r0, 128
ld $r28, $r0, 10
sldi $r0, 192
ld $r27, $r0, 10
sldi $r0, 256
ld $r26, $r0, 10
sldi $r0, 320
ld $r25, $r0, 10
sldi $r0, 384
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2720
st $r0, $r22, 12
sldi $r0, 130
ld $r28, $r0, 10
sldi $r0, 194
ld $r27, $r0, 10
sldi $r0, 258
ld $r26, $r0, 10
sldi $r0, 322
ld $r25, $r0, 10
sldi $r0, 386
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2732
st $r0, $r22, 12
sldi $r0, 132
ld $r28, $r0, 10
sldi $r0, 196
ld $r27, $r0, 10
sldi $r0, 260
ld $r26, $r0, 10
sldi $r0, 324
ld $r25, $r0, 10
sldi $r0, 388
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2744
st $r0, $r22, 12
sldi $r0, 134
ld $r28, $r0, 10
sldi $r0, 198
ld $r27, $r0, 10
sldi $r0, 262
ld $r26, $r0, 10
sldi $r0, 326
ld $r25, $r0, 10
sldi $r0, 390
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2756
st $r0, $r22, 12
sldi $r0, 136
ld $r28, $r0, 10
sldi $r0, 200
ld $r27, $r0, 10
sldi $r0, 264
ld $r26, $r0, 10
sldi $r0, 328
ld $r25, $r0, 10
sldi $r0, 392
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2768
st $r0, $r22, 12
sldi $r0, 138
ld $r28, $r0, 10
sldi $r0, 202
ld $r27, $r0, 10
sldi $r0, 266
ld $r26, $r0, 10
sldi $r0, 330
ld $r25, $r0, 10
sldi $r0, 394
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2780
st $r0, $r22, 12
sldi $r0, 140
ld $r28, $r0, 10
sldi $r0, 204
ld $r27, $r0, 10
sldi $r0, 268
ld $r26, $r0, 10
sldi $r0, 332
ld $r25, $r0, 10
sldi $r0, 396
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2792
st $r0, $r22, 12
sldi $r0, 142
ld $r28, $r0, 10
sldi $r0, 206
ld $r27, $r0, 10
sldi $r0, 270
ld $r26, $r0, 10
sldi $r0, 334
ld $r25, $r0, 10
sldi $r0, 398
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2804
st $r0, $r22, 12
sldi $r0, 144
ld $r28, $r0, 10
sldi $r0, 208
ld $r27, $r0, 10
sldi $r0, 272
ld $r26, $r0, 10
sldi $r0, 336
ld $r25, $r0, 10
sldi $r0, 400
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2816
st $r0, $r22, 12
sldi $r0, 146
ld $r28, $r0, 10
sldi $r0, 210
ld $r27, $r0, 10
sldi $r0, 274
ld $r26, $r0, 10
sldi $r0, 338
ld $r25, $r0, 10
sldi $r0, 402
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2828
st $r0, $r22, 12
sldi $r0, 148
ld $r28, $r0, 10
sldi $r0, 212
ld $r27, $r0, 10
sldi $r0, 276
ld $r26, $r0, 10
sldi $r0, 340
ld $r25, $r0, 10
sldi $r0, 404
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2840
st $r0, $r22, 12
sldi $r0, 150
ld $r28, $r0, 10
sldi $r0, 214
ld $r27, $r0, 10
sldi $r0, 278
ld $r26, $r0, 10
sldi $r0, 342
ld $r25, $r0, 10
sldi $r0, 406
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2852
st $r0, $r22, 12
sldi $r0, 152
ld $r28, $r0, 10
sldi $r0, 216
ld $r27, $r0, 10
sldi $r0, 280
ld $r26, $r0, 10
sldi $r0, 344
ld $r25, $r0, 10
sldi $r0, 408
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2864
st $r0, $r22, 12
sldi $r0, 154
ld $r28, $r0, 10
sldi $r0, 218
ld $r27, $r0, 10
sldi $r0, 282
ld $r26, $r0, 10
sldi $r0, 346
ld $r25, $r0, 10
sldi $r0, 410
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2876
st $r0, $r22, 12
sldi $r0, 156
ld $r28, $r0, 10
sldi $r0, 220
ld $r27, $r0, 10
sldi $r0, 284
ld $r26, $r0, 10
sldi $r0, 348
ld $r25, $r0, 10
sldi $r0, 412
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2888
st $r0, $r22, 12
sldi $r0, 158
ld $r28, $r0, 10
sldi $r0, 222
ld $r27, $r0, 10
sldi $r0, 286
ld $r26, $r0, 10
sldi $r0, 350
ld $r25, $r0, 10
sldi $r0, 414
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2900
st $r0, $r22, 12
sldi $r0, 160
ld $r28, $r0, 10
sldi $r0, 224
ld $r27, $r0, 10
sldi $r0, 288
ld $r26, $r0, 10
sldi $r0, 352
ld $r25, $r0, 10
sldi $r0, 416
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2912
st $r0, $r22, 12
sldi $r0, 162
ld $r28, $r0, 10
sldi $r0, 226
ld $r27, $r0, 10
sldi $r0, 290
ld $r26, $r0, 10
sldi $r0, 354
ld $r25, $r0, 10
sldi $r0, 418
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2924
st $r0, $r22, 12
sldi $r0, 164
ld $r28, $r0, 10
sldi $r0, 228
ld $r27, $r0, 10
sldi $r0, 292
ld $r26, $r0, 10
sldi $r0, 356
ld $r25, $r0, 10
sldi $r0, 420
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2936
st $r0, $r22, 12
sldi $r0, 166
ld $r28, $r0, 10
sldi $r0, 230
ld $r27, $r0, 10
sldi $r0, 294
ld $r26, $r0, 10
sldi $r0, 358
ld $r25, $r0, 10
sldi $r0, 422
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2948
st $r0, $r22, 12
sldi $r0, 168
ld $r28, $r0, 10
sldi $r0, 232
ld $r27, $r0, 10
sldi $r0, 296
ld $r26, $r0, 10
sldi $r0, 360
ld $r25, $r0, 10
sldi $r0, 424
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2960
st $r0, $r22, 12
sldi $r0, 170
ld $r28, $r0, 10
sldi $r0, 234
ld $r27, $r0, 10
sldi $r0, 298
ld $r26, $r0, 10
sldi $r0, 362
ld $r25, $r0, 10
sldi $r0, 426
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2972
st $r0, $r22, 12
sldi $r0, 172
ld $r28, $r0, 10
sldi $r0, 236
ld $r27, $r0, 10
sldi $r0, 300
ld $r26, $r0, 10
sldi $r0, 364
ld $r25, $r0, 10
sldi $r0, 428
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2984
st $r0, $r22, 12
sldi $r0, 174
ld $r28, $r0, 10
sldi $r0, 238
ld $r27, $r0, 10
sldi $r0, 302
ld $r26, $r0, 10
sldi $r0, 366
ld $r25, $r0, 10
sldi $r0, 430
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 2996
st $r0, $r22, 12
sldi $r0, 176
ld $r28, $r0, 10
sldi $r0, 240
ld $r27, $r0, 10
sldi $r0, 304
ld $r26, $r0, 10
sldi $r0, 368
ld $r25, $r0, 10
sldi $r0, 432
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3008
st $r0, $r22, 12
sldi $r0, 178
ld $r28, $r0, 10
sldi $r0, 242
ld $r27, $r0, 10
sldi $r0, 306
ld $r26, $r0, 10
sldi $r0, 370
ld $r25, $r0, 10
sldi $r0, 434
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3020
st $r0, $r22, 12
sldi $r0, 180
ld $r28, $r0, 10
sldi $r0, 244
ld $r27, $r0, 10
sldi $r0, 308
ld $r26, $r0, 10
sldi $r0, 372
ld $r25, $r0, 10
sldi $r0, 436
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3032
st $r0, $r22, 12
sldi $r0, 182
ld $r28, $r0, 10
sldi $r0, 246
ld $r27, $r0, 10
sldi $r0, 310
ld $r26, $r0, 10
sldi $r0, 374
ld $r25, $r0, 10
sldi $r0, 438
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3044
st $r0, $r22, 12
sldi $r0, 192
ld $r28, $r0, 10
sldi $r0, 256
ld $r27, $r0, 10
sldi $r0, 320
ld $r26, $r0, 10
sldi $r0, 384
ld $r25, $r0, 10
sldi $r0, 448
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3056
st $r0, $r22, 12
sldi $r0, 194
ld $r28, $r0, 10
sldi $r0, 258
ld $r27, $r0, 10
sldi $r0, 322
ld $r26, $r0, 10
sldi $r0, 386
ld $r25, $r0, 10
sldi $r0, 450
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3068
st $r0, $r22, 12
sldi $r0, 196
ld $r28, $r0, 10
sldi $r0, 260
ld $r27, $r0, 10
sldi $r0, 324
ld $r26, $r0, 10
sldi $r0, 388
ld $r25, $r0, 10
sldi $r0, 452
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3080
st $r0, $r22, 12
sldi $r0, 198
ld $r28, $r0, 10
sldi $r0, 262
ld $r27, $r0, 10
sldi $r0, 326
ld $r26, $r0, 10
sldi $r0, 390
ld $r25, $r0, 10
sldi $r0, 454
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3092
st $r0, $r22, 12
sldi $r0, 200
ld $r28, $r0, 10
sldi $r0, 264
ld $r27, $r0, 10
sldi $r0, 328
ld $r26, $r0, 10
sldi $r0, 392
ld $r25, $r0, 10
sldi $r0, 456
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3104
st $r0, $r22, 12
sldi $r0, 202
ld $r28, $r0, 10
sldi $r0, 266
ld $r27, $r0, 10
sldi $r0, 330
ld $r26, $r0, 10
sldi $r0, 394
ld $r25, $r0, 10
sldi $r0, 458
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3116
st $r0, $r22, 12
sldi $r0, 204
ld $r28, $r0, 10
sldi $r0, 268
ld $r27, $r0, 10
sldi $r0, 332
ld $r26, $r0, 10
sldi $r0, 396
ld $r25, $r0, 10
sldi $r0, 460
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3128
st $r0, $r22, 12
sldi $r0, 206
ld $r28, $r0, 10
sldi $r0, 270
ld $r27, $r0, 10
sldi $r0, 334
ld $r26, $r0, 10
sldi $r0, 398
ld $r25, $r0, 10
sldi $r0, 462
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3140
st $r0, $r22, 12
sldi $r0, 208
ld $r28, $r0, 10
sldi $r0, 272
ld $r27, $r0, 10
sldi $r0, 336
ld $r26, $r0, 10
sldi $r0, 400
ld $r25, $r0, 10
sldi $r0, 464
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3152
st $r0, $r22, 12
sldi $r0, 210
ld $r28, $r0, 10
sldi $r0, 274
ld $r27, $r0, 10
sldi $r0, 338
ld $r26, $r0, 10
sldi $r0, 402
ld $r25, $r0, 10
sldi $r0, 466
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3164
st $r0, $r22, 12
sldi $r0, 212
ld $r28, $r0, 10
sldi $r0, 276
ld $r27, $r0, 10
sldi $r0, 340
ld $r26, $r0, 10
sldi $r0, 404
ld $r25, $r0, 10
sldi $r0, 468
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3176
st $r0, $r22, 12
sldi $r0, 214
ld $r28, $r0, 10
sldi $r0, 278
ld $r27, $r0, 10
sldi $r0, 342
ld $r26, $r0, 10
sldi $r0, 406
ld $r25, $r0, 10
sldi $r0, 470
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3188
st $r0, $r22, 12
sldi $r0, 216
ld $r28, $r0, 10
sldi $r0, 280
ld $r27, $r0, 10
sldi $r0, 344
ld $r26, $r0, 10
sldi $r0, 408
ld $r25, $r0, 10
sldi $r0, 472
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3200
st $r0, $r22, 12
sldi $r0, 218
ld $r28, $r0, 10
sldi $r0, 282
ld $r27, $r0, 10
sldi $r0, 346
ld $r26, $r0, 10
sldi $r0, 410
ld $r25, $r0, 10
sldi $r0, 474
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3212
st $r0, $r22, 12
sldi $r0, 220
ld $r28, $r0, 10
sldi $r0, 284
ld $r27, $r0, 10
sldi $r0, 348
ld $r26, $r0, 10
sldi $r0, 412
ld $r25, $r0, 10
sldi $r0, 476
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3224
st $r0, $r22, 12
sldi $r0, 222
ld $r28, $r0, 10
sldi $r0, 286
ld $r27, $r0, 10
sldi $r0, 350
ld $r26, $r0, 10
sldi $r0, 414
ld $r25, $r0, 10
sldi $r0, 478
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3236
st $r0, $r22, 12
sldi $r0, 224
ld $r28, $r0, 10
sldi $r0, 288
ld $r27, $r0, 10
sldi $r0, 352
ld $r26, $r0, 10
sldi $r0, 416
ld $r25, $r0, 10
sldi $r0, 480
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3248
st $r0, $r22, 12
sldi $r0, 226
ld $r28, $r0, 10
sldi $r0, 290
ld $r27, $r0, 10
sldi $r0, 354
ld $r26, $r0, 10
sldi $r0, 418
ld $r25, $r0, 10
sldi $r0, 482
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3260
st $r0, $r22, 12
sldi $r0, 228
ld $r28, $r0, 10
sldi $r0, 292
ld $r27, $r0, 10
sldi $r0, 356
ld $r26, $r0, 10
sldi $r0, 420
ld $r25, $r0, 10
sldi $r0, 484
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3272
st $r0, $r22, 12
sldi $r0, 230
ld $r28, $r0, 10
sldi $r0, 294
ld $r27, $r0, 10
sldi $r0, 358
ld $r26, $r0, 10
sldi $r0, 422
ld $r25, $r0, 10
sldi $r0, 486
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3284
st $r0, $r22, 12
sldi $r0, 232
ld $r28, $r0, 10
sldi $r0, 296
ld $r27, $r0, 10
sldi $r0, 360
ld $r26, $r0, 10
sldi $r0, 424
ld $r25, $r0, 10
sldi $r0, 488
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3296
st $r0, $r22, 12
sldi $r0, 234
ld $r28, $r0, 10
sldi $r0, 298
ld $r27, $r0, 10
sldi $r0, 362
ld $r26, $r0, 10
sldi $r0, 426
ld $r25, $r0, 10
sldi $r0, 490
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3308
st $r0, $r22, 12
sldi $r0, 236
ld $r28, $r0, 10
sldi $r0, 300
ld $r27, $r0, 10
sldi $r0, 364
ld $r26, $r0, 10
sldi $r0, 428
ld $r25, $r0, 10
sldi $r0, 492
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3320
st $r0, $r22, 12
sldi $r0, 238
ld $r28, $r0, 10
sldi $r0, 302
ld $r27, $r0, 10
sldi $r0, 366
ld $r26, $r0, 10
sldi $r0, 430
ld $r25, $r0, 10
sldi $r0, 494
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3332
st $r0, $r22, 12
sldi $r0, 240
ld $r28, $r0, 10
sldi $r0, 304
ld $r27, $r0, 10
sldi $r0, 368
ld $r26, $r0, 10
sldi $r0, 432
ld $r25, $r0, 10
sldi $r0, 496
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3344
st $r0, $r22, 12
sldi $r0, 242
ld $r28, $r0, 10
sldi $r0, 306
ld $r27, $r0, 10
sldi $r0, 370
ld $r26, $r0, 10
sldi $r0, 434
ld $r25, $r0, 10
sldi $r0, 498
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3356
st $r0, $r22, 12
sldi $r0, 244
ld $r28, $r0, 10
sldi $r0, 308
ld $r27, $r0, 10
sldi $r0, 372
ld $r26, $r0, 10
sldi $r0, 436
ld $r25, $r0, 10
sldi $r0, 500
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3368
st $r0, $r22, 12
sldi $r0, 246
ld $r28, $r0, 10
sldi $r0, 310
ld $r27, $r0, 10
sldi $r0, 374
ld $r26, $r0, 10
sldi $r0, 438
ld $r25, $r0, 10
sldi $r0, 502
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3380
st $r0, $r22, 12
sldi $r0, 256
ld $r28, $r0, 10
sldi $r0, 320
ld $r27, $r0, 10
sldi $r0, 384
ld $r26, $r0, 10
sldi $r0, 448
ld $r25, $r0, 10
sldi $r0, 512
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3392
st $r0, $r22, 12
sldi $r0, 258
ld $r28, $r0, 10
sldi $r0, 322
ld $r27, $r0, 10
sldi $r0, 386
ld $r26, $r0, 10
sldi $r0, 450
ld $r25, $r0, 10
sldi $r0, 514
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3404
st $r0, $r22, 12
sldi $r0, 260
ld $r28, $r0, 10
sldi $r0, 324
ld $r27, $r0, 10
sldi $r0, 388
ld $r26, $r0, 10
sldi $r0, 452
ld $r25, $r0, 10
sldi $r0, 516
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3416
st $r0, $r22, 12
sldi $r0, 262
ld $r28, $r0, 10
sldi $r0, 326
ld $r27, $r0, 10
sldi $r0, 390
ld $r26, $r0, 10
sldi $r0, 454
ld $r25, $r0, 10
sldi $r0, 518
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3428
st $r0, $r22, 12
sldi $r0, 264
ld $r28, $r0, 10
sldi $r0, 328
ld $r27, $r0, 10
sldi $r0, 392
ld $r26, $r0, 10
sldi $r0, 456
ld $r25, $r0, 10
sldi $r0, 520
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3440
st $r0, $r22, 12
sldi $r0, 266
ld $r28, $r0, 10
sldi $r0, 330
ld $r27, $r0, 10
sldi $r0, 394
ld $r26, $r0, 10
sldi $r0, 458
ld $r25, $r0, 10
sldi $r0, 522
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3452
st $r0, $r22, 12
sldi $r0, 268
ld $r28, $r0, 10
sldi $r0, 332
ld $r27, $r0, 10
sldi $r0, 396
ld $r26, $r0, 10
sldi $r0, 460
ld $r25, $r0, 10
sldi $r0, 524
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3464
st $r0, $r22, 12
sldi $r0, 270
ld $r28, $r0, 10
sldi $r0, 334
ld $r27, $r0, 10
sldi $r0, 398
ld $r26, $r0, 10
sldi $r0, 462
ld $r25, $r0, 10
sldi $r0, 526
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3476
st $r0, $r22, 12
sldi $r0, 272
ld $r28, $r0, 10
sldi $r0, 336
ld $r27, $r0, 10
sldi $r0, 400
ld $r26, $r0, 10
sldi $r0, 464
ld $r25, $r0, 10
sldi $r0, 528
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3488
st $r0, $r22, 12
sldi $r0, 274
ld $r28, $r0, 10
sldi $r0, 338
ld $r27, $r0, 10
sldi $r0, 402
ld $r26, $r0, 10
sldi $r0, 466
ld $r25, $r0, 10
sldi $r0, 530
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3500
st $r0, $r22, 12
sldi $r0, 276
ld $r28, $r0, 10
sldi $r0, 340
ld $r27, $r0, 10
sldi $r0, 404
ld $r26, $r0, 10
sldi $r0, 468
ld $r25, $r0, 10
sldi $r0, 532
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3512
st $r0, $r22, 12
sldi $r0, 278
ld $r28, $r0, 10
sldi $r0, 342
ld $r27, $r0, 10
sldi $r0, 406
ld $r26, $r0, 10
sldi $r0, 470
ld $r25, $r0, 10
sldi $r0, 534
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3524
st $r0, $r22, 12
sldi $r0, 280
ld $r28, $r0, 10
sldi $r0, 344
ld $r27, $r0, 10
sldi $r0, 408
ld $r26, $r0, 10
sldi $r0, 472
ld $r25, $r0, 10
sldi $r0, 536
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3536
st $r0, $r22, 12
sldi $r0, 282
ld $r28, $r0, 10
sldi $r0, 346
ld $r27, $r0, 10
sldi $r0, 410
ld $r26, $r0, 10
sldi $r0, 474
ld $r25, $r0, 10
sldi $r0, 538
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3548
st $r0, $r22, 12
sldi $r0, 284
ld $r28, $r0, 10
sldi $r0, 348
ld $r27, $r0, 10
sldi $r0, 412
ld $r26, $r0, 10
sldi $r0, 476
ld $r25, $r0, 10
sldi $r0, 540
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3560
st $r0, $r22, 12
sldi $r0, 286
ld $r28, $r0, 10
sldi $r0, 350
ld $r27, $r0, 10
sldi $r0, 414
ld $r26, $r0, 10
sldi $r0, 478
ld $r25, $r0, 10
sldi $r0, 542
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3572
st $r0, $r22, 12
sldi $r0, 288
ld $r28, $r0, 10
sldi $r0, 352
ld $r27, $r0, 10
sldi $r0, 416
ld $r26, $r0, 10
sldi $r0, 480
ld $r25, $r0, 10
sldi $r0, 544
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3584
st $r0, $r22, 12
sldi $r0, 290
ld $r28, $r0, 10
sldi $r0, 354
ld $r27, $r0, 10
sldi $r0, 418
ld $r26, $r0, 10
sldi $r0, 482
ld $r25, $r0, 10
sldi $r0, 546
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3596
st $r0, $r22, 12
sldi $r0, 292
ld $r28, $r0, 10
sldi $r0, 356
ld $r27, $r0, 10
sldi $r0, 420
ld $r26, $r0, 10
sldi $r0, 484
ld $r25, $r0, 10
sldi $r0, 548
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3608
st $r0, $r22, 12
sldi $r0, 294
ld $r28, $r0, 10
sldi $r0, 358
ld $r27, $r0, 10
sldi $r0, 422
ld $r26, $r0, 10
sldi $r0, 486
ld $r25, $r0, 10
sldi $r0, 550
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3620
st $r0, $r22, 12
sldi $r0, 296
ld $r28, $r0, 10
sldi $r0, 360
ld $r27, $r0, 10
sldi $r0, 424
ld $r26, $r0, 10
sldi $r0, 488
ld $r25, $r0, 10
sldi $r0, 552
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3632
st $r0, $r22, 12
sldi $r0, 298
ld $r28, $r0, 10
sldi $r0, 362
ld $r27, $r0, 10
sldi $r0, 426
ld $r26, $r0, 10
sldi $r0, 490
ld $r25, $r0, 10
sldi $r0, 554
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3644
st $r0, $r22, 12
sldi $r0, 300
ld $r28, $r0, 10
sldi $r0, 364
ld $r27, $r0, 10
sldi $r0, 428
ld $r26, $r0, 10
sldi $r0, 492
ld $r25, $r0, 10
sldi $r0, 556
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3656
st $r0, $r22, 12
sldi $r0, 302
ld $r28, $r0, 10
sldi $r0, 366
ld $r27, $r0, 10
sldi $r0, 430
ld $r26, $r0, 10
sldi $r0, 494
ld $r25, $r0, 10
sldi $r0, 558
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3668
st $r0, $r22, 12
sldi $r0, 304
ld $r28, $r0, 10
sldi $r0, 368
ld $r27, $r0, 10
sldi $r0, 432
ld $r26, $r0, 10
sldi $r0, 496
ld $r25, $r0, 10
sldi $r0, 560
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3680
st $r0, $r22, 12
sldi $r0, 306
ld $r28, $r0, 10
sldi $r0, 370
ld $r27, $r0, 10
sldi $r0, 434
ld $r26, $r0, 10
sldi $r0, 498
ld $r25, $r0, 10
sldi $r0, 562
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3692
st $r0, $r22, 12
sldi $r0, 308
ld $r28, $r0, 10
sldi $r0, 372
ld $r27, $r0, 10
sldi $r0, 436
ld $r26, $r0, 10
sldi $r0, 500
ld $r25, $r0, 10
sldi $r0, 564
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3704
st $r0, $r22, 12
sldi $r0, 310
ld $r28, $r0, 10
sldi $r0, 374
ld $r27, $r0, 10
sldi $r0, 438
ld $r26, $r0, 10
sldi $r0, 502
ld $r25, $r0, 10
sldi $r0, 566
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3716
st $r0, $r22, 12
sldi $r0, 320
ld $r28, $r0, 10
sldi $r0, 384
ld $r27, $r0, 10
sldi $r0, 448
ld $r26, $r0, 10
sldi $r0, 512
ld $r25, $r0, 10
sldi $r0, 576
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3728
st $r0, $r22, 12
sldi $r0, 322
ld $r28, $r0, 10
sldi $r0, 386
ld $r27, $r0, 10
sldi $r0, 450
ld $r26, $r0, 10
sldi $r0, 514
ld $r25, $r0, 10
sldi $r0, 578
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3740
st $r0, $r22, 12
sldi $r0, 324
ld $r28, $r0, 10
sldi $r0, 388
ld $r27, $r0, 10
sldi $r0, 452
ld $r26, $r0, 10
sldi $r0, 516
ld $r25, $r0, 10
sldi $r0, 580
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3752
st $r0, $r22, 12
sldi $r0, 326
ld $r28, $r0, 10
sldi $r0, 390
ld $r27, $r0, 10
sldi $r0, 454
ld $r26, $r0, 10
sldi $r0, 518
ld $r25, $r0, 10
sldi $r0, 582
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3764
st $r0, $r22, 12
sldi $r0, 328
ld $r28, $r0, 10
sldi $r0, 392
ld $r27, $r0, 10
sldi $r0, 456
ld $r26, $r0, 10
sldi $r0, 520
ld $r25, $r0, 10
sldi $r0, 584
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3776
st $r0, $r22, 12
sldi $r0, 330
ld $r28, $r0, 10
sldi $r0, 394
ld $r27, $r0, 10
sldi $r0, 458
ld $r26, $r0, 10
sldi $r0, 522
ld $r25, $r0, 10
sldi $r0, 586
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3788
st $r0, $r22, 12
sldi $r0, 332
ld $r28, $r0, 10
sldi $r0, 396
ld $r27, $r0, 10
sldi $r0, 460
ld $r26, $r0, 10
sldi $r0, 524
ld $r25, $r0, 10
sldi $r0, 588
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3800
st $r0, $r22, 12
sldi $r0, 334
ld $r28, $r0, 10
sldi $r0, 398
ld $r27, $r0, 10
sldi $r0, 462
ld $r26, $r0, 10
sldi $r0, 526
ld $r25, $r0, 10
sldi $r0, 590
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3812
st $r0, $r22, 12
sldi $r0, 336
ld $r28, $r0, 10
sldi $r0, 400
ld $r27, $r0, 10
sldi $r0, 464
ld $r26, $r0, 10
sldi $r0, 528
ld $r25, $r0, 10
sldi $r0, 592
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3824
st $r0, $r22, 12
sldi $r0, 338
ld $r28, $r0, 10
sldi $r0, 402
ld $r27, $r0, 10
sldi $r0, 466
ld $r26, $r0, 10
sldi $r0, 530
ld $r25, $r0, 10
sldi $r0, 594
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3836
st $r0, $r22, 12
sldi $r0, 340
ld $r28, $r0, 10
sldi $r0, 404
ld $r27, $r0, 10
sldi $r0, 468
ld $r26, $r0, 10
sldi $r0, 532
ld $r25, $r0, 10
sldi $r0, 596
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3848
st $r0, $r22, 12
sldi $r0, 342
ld $r28, $r0, 10
sldi $r0, 406
ld $r27, $r0, 10
sldi $r0, 470
ld $r26, $r0, 10
sldi $r0, 534
ld $r25, $r0, 10
sldi $r0, 598
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3860
st $r0, $r22, 12
sldi $r0, 344
ld $r28, $r0, 10
sldi $r0, 408
ld $r27, $r0, 10
sldi $r0, 472
ld $r26, $r0, 10
sldi $r0, 536
ld $r25, $r0, 10
sldi $r0, 600
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3872
st $r0, $r22, 12
sldi $r0, 346
ld $r28, $r0, 10
sldi $r0, 410
ld $r27, $r0, 10
sldi $r0, 474
ld $r26, $r0, 10
sldi $r0, 538
ld $r25, $r0, 10
sldi $r0, 602
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3884
st $r0, $r22, 12
sldi $r0, 348
ld $r28, $r0, 10
sldi $r0, 412
ld $r27, $r0, 10
sldi $r0, 476
ld $r26, $r0, 10
sldi $r0, 540
ld $r25, $r0, 10
sldi $r0, 604
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3896
st $r0, $r22, 12
sldi $r0, 350
ld $r28, $r0, 10
sldi $r0, 414
ld $r27, $r0, 10
sldi $r0, 478
ld $r26, $r0, 10
sldi $r0, 542
ld $r25, $r0, 10
sldi $r0, 606
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3908
st $r0, $r22, 12
sync 0, 0
wait 0, 6
sync 1, 0
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 5
sync 1, 6
sync 1, 7
wait 1, 1
sldi $r0, 2048
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 2384
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 11456
st $r0, $r30, 12
sldi $r0, 2072
ld $r30, $r0, 24
sldi $r0, 2408
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11468
st $r0, $r30, 12
sldi $r0, 2096
ld $r30, $r0, 24
sldi $r0, 2432
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11480
st $r0, $r30, 12
sldi $r0, 2120
ld $r30, $r0, 24
sldi $r0, 2456
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11492
st $r0, $r30, 12
sldi $r0, 2144
ld $r30, $r0, 24
sldi $r0, 2480
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11504
st $r0, $r30, 12
sldi $r0, 2168
ld $r30, $r0, 24
sldi $r0, 2504
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11516
st $r0, $r30, 12
sldi $r0, 2192
ld $r30, $r0, 24
sldi $r0, 2528
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11528
st $r0, $r30, 12
sldi $r0, 2216
ld $r30, $r0, 24
sldi $r0, 2552
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11540
st $r0, $r30, 12
sldi $r0, 2240
ld $r30, $r0, 24
sldi $r0, 2576
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11552
st $r0, $r30, 12
sldi $r0, 2264
ld $r30, $r0, 24
sldi $r0, 2600
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11564
st $r0, $r30, 12
sldi $r0, 2288
ld $r30, $r0, 24
sldi $r0, 2624
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
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
sldi $r0, 2336
ld $r30, $r0, 24
sldi $r0, 2672
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11600
st $r0, $r30, 12
sldi $r0, 2360
ld $r30, $r0, 24
sldi $r0, 2696
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11612
st $r0, $r30, 12
sldi $r0, 2720
ld $r30, $r0, 24
sldi $r0, 3056
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11624
st $r0, $r30, 12
sldi $r0, 2744
ld $r30, $r0, 24
sldi $r0, 3080
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11636
st $r0, $r30, 12
sldi $r0, 2768
ld $r30, $r0, 24
sldi $r0, 3104
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11648
st $r0, $r30, 12
sldi $r0, 2792
ld $r30, $r0, 24
sldi $r0, 3128
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11660
st $r0, $r30, 12
sldi $r0, 2816
ld $r30, $r0, 24
sldi $r0, 3152
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11672
st $r0, $r30, 12
sldi $r0, 2840
ld $r30, $r0, 24
sldi $r0, 3176
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11684
st $r0, $r30, 12
sldi $r0, 2864
ld $r30, $r0, 24
sldi $r0, 3200
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11696
st $r0, $r30, 12
sldi $r0, 2888
ld $r30, $r0, 24
sldi $r0, 3224
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11708
st $r0, $r30, 12
sldi $r0, 2912
ld $r30, $r0, 24
sldi $r0, 3248
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11720
st $r0, $r30, 12
sldi $r0, 2936
ld $r30, $r0, 24
sldi $r0, 3272
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11732
st $r0, $r30, 12
sldi $r0, 2960
ld $r30, $r0, 24
sldi $r0, 3296
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11744
st $r0, $r30, 12
sync 0, 0
wait 0, 8
sync 1, 0
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 5
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 11456
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 11624
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 11792
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 11960
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 12128
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
sldi $r0, 13808
st $r0, $r9, 32
sldi $r0, 11468
ld $r17, $r0, 60
sldi $r0, 11636
ld $r16, $r0, 60
sldi $r0, 11804
ld $r15, $r0, 60
sldi $r0, 11972
ld $r14, $r0, 60
sldi $r0, 12140
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
sldi $r0, 13840
st $r0, $r9, 32
sldi $r0, 11480
ld $r17, $r0, 60
sldi $r0, 11648
ld $r16, $r0, 60
sldi $r0, 11816
ld $r15, $r0, 60
sldi $r0, 11984
ld $r14, $r0, 60
sldi $r0, 12152
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
sldi $r0, 13872
st $r0, $r9, 32
sync 0, 0
wait 0, 6
sync 1, 0
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 5
sync 1, 6
sync 1, 7
wait 1, 1
sldi $r0, 13808
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 14128
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17008
st $r0, $r30, 32
sldi $r0, 13872
ld $r30, $r0, 64
sldi $r0, 14192
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17040
st $r0, $r30, 32
sldi $r0, 13936
ld $r30, $r0, 64
sldi $r0, 14256
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17072
st $r0, $r30, 32
sldi $r0, 14000
ld $r30, $r0, 64
sldi $r0, 14320
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17104
st $r0, $r30, 32
sync 0, 0
wait 0, 8
sync 1, 6
sync 1, 7
wait 0, 2
sync 1, 3
wait 0, 1
sync 1, 0
wait 1, 1
sldi $r0, 21936
ld $r30, $r0, 80
sldi $r6, 80
sldi $r0, 21856
ld $r6, $r0, 80
sldi $r5, 160
sldi $r0, 18048
ld $r5, $r0, 168
setbw 16, 64
sldi $r4, 328
mvmul $r4, $r5, 16, 0, 3
setbw 64, 64
vvadd $r4, $r4, $r30, 10
setbw 64, 16
sldi $r3, 408
vvsra $r3, $r4, $r6, 10
setbw 16, 16
sldi $r0, 18216
st $r0, $r3, 20
sync 0, 0
wait 0, 1
sync 1, 0
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 5
wait 1, 1
