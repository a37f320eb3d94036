# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
lldi $r28, 0, 6
sldi $r27, 262
sldi $r0, 2112
ld $r27, $r0, 12
sldi $r26, 274
lldi $r26, 0, 6
sldi $r25, 280
sldi $r0, 2304
ld $r25, $r0, 12
sldi $r24, 292
lldi $r24, 0, 6
sldi $r23, 298
sldi $r0, 2496
ld $r23, $r0, 12
setbw 16, 64
sldi $r22, 312
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
sldi $r21, 440
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
sldi $r20, 24576
vrsu $r21, $r21, $r20, 16
sldi $r0, 9216
st $r0, $r21, 32
sldi $r0, 2118
ld $r28, $r0, 18
sldi $r0, 2310
ld $r26, $r0, 18
sldi $r0, 2502
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 9248
st $r0, $r21, 32
sldi $r0, 2130
ld $r28, $r0, 18
sldi $r0, 2322
ld $r26, $r0, 18
sldi $r0, 2514
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 9280
st $r0, $r21, 32
sldi $r0, 2142
ld $r28, $r0, 18
sldi $r0, 2334
ld $r26, $r0, 18
sldi $r0, 2526
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 9312
st $r0, $r21, 32
sldi $r0, 2154
ld $r28, $r0, 18
sldi $r0, 2346
ld $r26, $r0, 18
sldi $r0, 2538
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 9344
st $r0, $r21, 32
sldi $r0, 2166
ld $r28, $r0, 18
sldi $r0, 2358
ld $r26, $r0, 18
sldi $r0, 2550
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 9376
st $r0, $r21, 32
sldi $r0, 2178
ld $r28, $r0, 18
sldi $r0, 2370
ld $r26, $r0, 18
sldi $r0, 2562
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 9408
st $r0, $r21, 32
sldi $r0, 2190
ld $r28, $r0, 18
sldi $r0, 2382
ld $r26, $r0, 18
sldi $r0, 2574
ld $r24, $r0, 18
setbw 16, 64
mvmul $r22, $r28, 16, 0, 0
setbw 64, 64
vvadd $r22, $r22, $r30, 16
setbw 64, 16
vvsra $r21, $r22, $r29, 16
setbw 16, 16
vrsl $r21, $r21, $r30, 16
vrsu $r21, $r21, $r20, 16
sldi $r0, 9440
st $r0, $r21, 32
sync 0, 0
wait 1, 1
sldi $r0, 125960
ld $r30, $r0, 112
sldi $r19, 112
sldi $r0, 125848
ld $r19, $r0, 112
sldi $r18, 224
sldi $r0, 126072
ld $r18, $r0, 112
sldi $r17, 336
sldi $r0, 126184
ld $r17, $r0, 32
sldi $r16, 368
sldi $r0, 27072
ld $r16, $r0, 28
sldi $r15, 396
sldi $r0, 27136
ld $r15, $r0, 28
sldi $r14, 424
sldi $r0, 27200
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 28096
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 28160
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 28224
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 29120
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 29184
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 29248
ld $r8, $r0, 28
sldi $r7, 624
sldi $r0, 27100
ld $r7, $r0, 28
sldi $r6, 652
sldi $r0, 27164
ld $r6, $r0, 28
sldi $r5, 680
sldi $r0, 27228
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 28124
ld $r4, $r0, 28
sldi $r3, 736
sldi $r0, 28188
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 28252
ld $r2, $r0, 28
sldi $r27, 792
sldi $r0, 29148
ld $r27, $r0, 28
sldi $r25, 820
sldi $r0, 29212
ld $r25, $r0, 28
sldi $r23, 848
sldi $r0, 29276
ld $r23, $r0, 28
sldi $r26, 880
sldi $r0, 27128
ld $r26, $r0, 8
sldi $r24, 888
sldi $r0, 27192
ld $r24, $r0, 8
sldi $r28, 896
sldi $r0, 27256
ld $r28, $r0, 8
sldi $r22, 904
sldi $r0, 28152
ld $r22, $r0, 8
sldi $r29, 912
sldi $r0, 28216
ld $r29, $r0, 8
sldi $r20, 920
sldi $r0, 28280
ld $r20, $r0, 8
sldi $r21, 928
sldi $r0, 29176
ld $r21, $r0, 8
sldi $r30, 936
sldi $r0, 29240
ld $r30, $r0, 8
sldi $r19, 944
sldi $r0, 29304
ld $r19, $r0, 8
setbw 16, 64
sldi $r18, 952
mvmul $r18, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r17, 1064
mvmul $r17, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r15, 1176
mvmul $r15, $r26, 16, 0, 3
setbw 64, 64
sldi $r14, 0
vvadd $r18, $r18, $r14, 14
setbw 64, 16
sldi $r13, 1208
sldi $r12, 112
vvsra $r13, $r18, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
sldi $r11, 24576
vrsu $r13, $r13, $r11, 14
sldi $r0, 44544
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r17, $r17, $r10, 14
setbw 64, 16
vvsra $r13, $r17, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 44572
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r15, $r15, $r9, 4
setbw 64, 16
vvsra $r13, $r15, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 44600
st $r0, $r13, 8
sldi $r0, 27136
ld $r16, $r0, 28
sldi $r8, 396
sldi $r0, 27200
ld $r8, $r0, 28
sldi $r6, 424
sldi $r0, 27264
ld $r6, $r0, 28
sldi $r5, 452
sldi $r0, 28160
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 28224
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 28288
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 29184
ld $r2, $r0, 28
sldi $r27, 564
sldi $r0, 29248
ld $r27, $r0, 28
sldi $r25, 592
sldi $r0, 29312
ld $r25, $r0, 28
sldi $r0, 27164
ld $r7, $r0, 28
sldi $r23, 652
sldi $r0, 27228
ld $r23, $r0, 28
sldi $r24, 680
sldi $r0, 27292
ld $r24, $r0, 28
sldi $r28, 708
sldi $r0, 28188
ld $r28, $r0, 28
sldi $r22, 736
sldi $r0, 28252
ld $r22, $r0, 28
sldi $r29, 764
sldi $r0, 28316
ld $r29, $r0, 28
sldi $r20, 792
sldi $r0, 29212
ld $r20, $r0, 28
sldi $r21, 820
sldi $r0, 29276
ld $r21, $r0, 28
sldi $r30, 848
sldi $r0, 29340
ld $r30, $r0, 28
sldi $r0, 27192
ld $r26, $r0, 8
sldi $r19, 888
sldi $r0, 27256
ld $r19, $r0, 8
sldi $r18, 896
sldi $r0, 27320
ld $r18, $r0, 8
sldi $r10, 904
sldi $r0, 28216
ld $r10, $r0, 8
sldi $r17, 912
sldi $r0, 28280
ld $r17, $r0, 8
sldi $r9, 920
sldi $r0, 28344
ld $r9, $r0, 8
sldi $r15, 928
sldi $r0, 29240
ld $r15, $r0, 8
sldi $r12, 936
sldi $r0, 29304
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 29368
ld $r14, $r0, 8
setbw 16, 64
sldi $r11, 952
mvmul $r11, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r13, 1064
mvmul $r13, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r8, 1176
mvmul $r8, $r26, 16, 0, 3
setbw 64, 64
sldi $r6, 0
vvadd $r11, $r11, $r6, 14
setbw 64, 16
sldi $r5, 1208
sldi $r4, 112
vvsra $r5, $r11, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
sldi $r3, 24576
vrsu $r5, $r5, $r3, 14
sldi $r0, 44608
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 44636
st $r0, $r5, 28
setbw 64, 64
sldi $r27, 336
vvadd $r8, $r8, $r27, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r6, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 44664
st $r0, $r5, 8
sync 0, 0
wait 1, 1
sldi $r0, 54656
ld $r6, $r0, 32
sldi $r25, 64
sldi $r0, 126408
ld $r25, $r0, 32
sldi $r23, 32
vvsra $r23, $r6, $r25, 16
sldi $r0, 62848
st $r0, $r23, 32
sync 0, 0
wait 1, 1
sldi $r0, 13696
ld $r6, $r0, 32
sldi $r0, 62848
ld $r23, $r0, 32
vvadd $r25, $r6, $r23, 16
sldi $r0, 71040
st $r0, $r25, 32
sync 0, 0
wait 1, 1
