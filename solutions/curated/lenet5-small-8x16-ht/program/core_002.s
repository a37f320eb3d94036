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
sync 0, 0
wait 1, 1
sldi $r0, 4256
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 4592
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12056
st $r0, $r30, 12
sldi $r0, 4280
ld $r30, $r0, 24
sldi $r0, 4616
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12068
st $r0, $r30, 12
sldi $r0, 4304
ld $r30, $r0, 24
sldi $r0, 4640
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12080
st $r0, $r30, 12
sldi $r0, 4328
ld $r30, $r0, 24
sldi $r0, 4664
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12092
st $r0, $r30, 12
sldi $r0, 4352
ld $r30, $r0, 24
sldi $r0, 4688
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12104
st $r0, $r30, 12
sldi $r0, 4376
ld $r30, $r0, 24
sldi $r0, 4712
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12116
st $r0, $r30, 12
sldi $r0, 4736
ld $r30, $r0, 24
sldi $r0, 5072
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12128
st $r0, $r30, 12
sldi $r0, 4760
ld $r30, $r0, 24
sldi $r0, 5096
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12140
st $r0, $r30, 12
sldi $r0, 4784
ld $r30, $r0, 24
sldi $r0, 5120
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12152
st $r0, $r30, 12
sldi $r0, 4808
ld $r30, $r0, 24
sldi $r0, 5144
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12164
st $r0, $r30, 12
sldi $r0, 4832
ld $r30, $r0, 24
sldi $r0, 5168
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12176
st $r0, $r30, 12
sldi $r0, 4856
ld $r30, $r0, 24
sldi $r0, 5192
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12188
st $r0, $r30, 12
sldi $r0, 4880
ld $r30, $r0, 24
sldi $r0, 5216
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12200
st $r0, $r30, 12
sldi $r0, 4904
ld $r30, $r0, 24
sldi $r0, 5240
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12212
st $r0, $r30, 12
sldi $r0, 4928
ld $r30, $r0, 24
sldi $r0, 5264
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12224
st $r0, $r30, 12
sldi $r0, 4952
ld $r30, $r0, 24
sldi $r0, 5288
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12236
st $r0, $r30, 12
sldi $r0, 4976
ld $r30, $r0, 24
sldi $r0, 5312
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12248
st $r0, $r30, 12
sldi $r0, 5000
ld $r30, $r0, 24
sldi $r0, 5336
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12260
st $r0, $r30, 12
sldi $r0, 5024
ld $r30, $r0, 24
sldi $r0, 5360
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12272
st $r0, $r30, 12
sldi $r0, 5048
ld $r30, $r0, 24
sldi $r0, 5384
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12284
st $r0, $r30, 12
sldi $r0, 5408
ld $r30, $r0, 24
sldi $r0, 5744
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12296
st $r0, $r30, 12
sldi $r0, 5432
ld $r30, $r0, 24
sldi $r0, 5768
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12308
st $r0, $r30, 12
sldi $r0, 5456
ld $r30, $r0, 24
sldi $r0, 5792
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12320
st $r0, $r30, 12
sldi $r0, 5480
ld $r30, $r0, 24
sldi $r0, 5816
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12332
st $r0, $r30, 12
sldi $r0, 5504
ld $r30, $r0, 24
sldi $r0, 5840
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12344
st $r0, $r30, 12
sync 0, 0
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
sldi $r0, 11492
ld $r17, $r0, 60
sldi $r0, 11660
ld $r16, $r0, 60
sldi $r0, 11828
ld $r15, $r0, 60
sldi $r0, 11996
ld $r14, $r0, 60
sldi $r0, 12164
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
sldi $r0, 13904
st $r0, $r9, 32
sldi $r0, 11504
ld $r17, $r0, 60
sldi $r0, 11672
ld $r16, $r0, 60
sldi $r0, 11840
ld $r15, $r0, 60
sldi $r0, 12008
ld $r14, $r0, 60
sldi $r0, 12176
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
sldi $r0, 13936
st $r0, $r9, 32
sldi $r0, 11516
ld $r17, $r0, 60
sldi $r0, 11684
ld $r16, $r0, 60
sldi $r0, 11852
ld $r15, $r0, 60
sldi $r0, 12020
ld $r14, $r0, 60
sldi $r0, 12188
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
sldi $r0, 13968
st $r0, $r9, 32
sldi $r0, 11528
ld $r17, $r0, 60
sldi $r0, 11696
ld $r16, $r0, 60
sldi $r0, 11864
ld $r15, $r0, 60
sldi $r0, 12032
ld $r14, $r0, 60
sldi $r0, 12200
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
sldi $r0, 14000
st $r0, $r9, 32
sldi $r0, 11540
ld $r17, $r0, 60
sldi $r0, 11708
ld $r16, $r0, 60
sldi $r0, 11876
ld $r15, $r0, 60
sldi $r0, 12044
ld $r14, $r0, 60
sldi $r0, 12212
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
sldi $r0, 14032
st $r0, $r9, 32
sldi $r0, 11552
ld $r17, $r0, 60
sldi $r0, 11720
ld $r16, $r0, 60
sldi $r0, 11888
ld $r15, $r0, 60
sldi $r0, 12056
ld $r14, $r0, 60
sldi $r0, 12224
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
sldi $r0, 14064
st $r0, $r9, 32
sldi $r0, 11564
ld $r17, $r0, 60
sldi $r0, 11732
ld $r16, $r0, 60
sldi $r0, 11900
ld $r15, $r0, 60
sldi $r0, 12068
ld $r14, $r0, 60
sldi $r0, 12236
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
sldi $r0, 14096
st $r0, $r9, 32
sldi $r0, 11624
ld $r17, $r0, 60
sldi $r0, 11792
ld $r16, $r0, 60
sldi $r0, 11960
ld $r15, $r0, 60
sldi $r0, 12128
ld $r14, $r0, 60
sldi $r0, 12296
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
sldi $r0, 14128
st $r0, $r9, 32
sldi $r0, 11636
ld $r17, $r0, 60
sldi $r0, 11804
ld $r16, $r0, 60
sldi $r0, 11972
ld $r15, $r0, 60
sldi $r0, 12140
ld $r14, $r0, 60
sldi $r0, 12308
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
sldi $r0, 11840
ld $r17, $r0, 60
sldi $r0, 12008
ld $r16, $r0, 60
sldi $r0, 12176
ld $r15, $r0, 60
sldi $r0, 12344
ld $r14, $r0, 60
sldi $r0, 12512
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
sldi $r0, 14576
st $r0, $r9, 32
sldi $r0, 11852
ld $r17, $r0, 60
sldi $r0, 12020
ld $r16, $r0, 60
sldi $r0, 12188
ld $r15, $r0, 60
sldi $r0, 12356
ld $r14, $r0, 60
sldi $r0, 12524
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
sldi $r0, 14608
st $r0, $r9, 32
sldi $r0, 11864
ld $r17, $r0, 60
sldi $r0, 12032
ld $r16, $r0, 60
sldi $r0, 12200
ld $r15, $r0, 60
sldi $r0, 12368
ld $r14, $r0, 60
sldi $r0, 12536
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
sldi $r0, 14640
st $r0, $r9, 32
sldi $r0, 11876
ld $r17, $r0, 60
sldi $r0, 12044
ld $r16, $r0, 60
sldi $r0, 12212
ld $r15, $r0, 60
sldi $r0, 12380
ld $r14, $r0, 60
sldi $r0, 12548
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
sldi $r0, 14672
st $r0, $r9, 32
sldi $r0, 11888
ld $r17, $r0, 60
sldi $r0, 12056
ld $r16, $r0, 60
sldi $r0, 12224
ld $r15, $r0, 60
sldi $r0, 12392
ld $r14, $r0, 60
sldi $r0, 12560
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
sldi $r0, 14704
st $r0, $r9, 32
sldi $r0, 11900
ld $r17, $r0, 60
sldi $r0, 12068
ld $r16, $r0, 60
sldi $r0, 12236
ld $r15, $r0, 60
sldi $r0, 12404
ld $r14, $r0, 60
sldi $r0, 12572
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
sldi $r0, 14736
st $r0, $r9, 32
sldi $r0, 11960
ld $r17, $r0, 60
sldi $r0, 12128
ld $r16, $r0, 60
sldi $r0, 12296
ld $r15, $r0, 60
sldi $r0, 12464
ld $r14, $r0, 60
sldi $r0, 12632
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
sldi $r0, 14768
st $r0, $r9, 32
sldi $r0, 11972
ld $r17, $r0, 60
sldi $r0, 12140
ld $r16, $r0, 60
sldi $r0, 12308
ld $r15, $r0, 60
sldi $r0, 12476
ld $r14, $r0, 60
sldi $r0, 12644
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
sldi $r0, 14800
st $r0, $r9, 32
sldi $r0, 11984
ld $r17, $r0, 60
sldi $r0, 12152
ld $r16, $r0, 60
sldi $r0, 12320
ld $r15, $r0, 60
sldi $r0, 12488
ld $r14, $r0, 60
sldi $r0, 12656
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
sldi $r0, 14832
st $r0, $r9, 32
sync 0, 0
wait 1, 1
sldi $r0, 14576
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 14896
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17232
st $r0, $r30, 32
sldi $r0, 14640
ld $r30, $r0, 64
sldi $r0, 14960
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17264
st $r0, $r30, 32
sldi $r0, 14704
ld $r30, $r0, 64
sldi $r0, 15024
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17296
st $r0, $r30, 32
sync 0, 0
