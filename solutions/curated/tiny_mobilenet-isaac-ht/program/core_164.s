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
sldi $r0, 5184
ld $r27, $r0, 12
sldi $r26, 274
lldi $r26, 0, 6
sldi $r25, 280
sldi $r0, 5376
ld $r25, $r0, 12
sldi $r24, 292
lldi $r24, 0, 6
sldi $r23, 298
sldi $r0, 5568
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
sldi $r0, 13312
st $r0, $r21, 32
sldi $r0, 5190
ld $r28, $r0, 18
sldi $r0, 5382
ld $r26, $r0, 18
sldi $r0, 5574
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
sldi $r0, 13344
st $r0, $r21, 32
sldi $r0, 5202
ld $r28, $r0, 18
sldi $r0, 5394
ld $r26, $r0, 18
sldi $r0, 5586
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
sldi $r0, 13376
st $r0, $r21, 32
sldi $r0, 5214
ld $r28, $r0, 18
sldi $r0, 5406
ld $r26, $r0, 18
sldi $r0, 5598
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
sldi $r0, 13408
st $r0, $r21, 32
sldi $r0, 5226
ld $r28, $r0, 18
sldi $r0, 5418
ld $r26, $r0, 18
sldi $r0, 5610
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
sldi $r0, 13440
st $r0, $r21, 32
sldi $r0, 5238
ld $r28, $r0, 18
sldi $r0, 5430
ld $r26, $r0, 18
sldi $r0, 5622
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
sldi $r0, 13472
st $r0, $r21, 32
sldi $r0, 5250
ld $r28, $r0, 18
sldi $r0, 5442
ld $r26, $r0, 18
sldi $r0, 5634
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
sldi $r0, 13504
st $r0, $r21, 32
sldi $r0, 5262
ld $r28, $r0, 18
sldi $r0, 5454
ld $r26, $r0, 18
sldi $r0, 5646
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
sldi $r0, 13536
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
sldi $r0, 29120
ld $r16, $r0, 28
sldi $r15, 396
sldi $r0, 29184
ld $r15, $r0, 28
sldi $r14, 424
sldi $r0, 29248
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 30144
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 30208
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 30272
ld $r11, $r0, 28
sldi $r10, 536
lldi $r10, 0, 84
sldi $r9, 624
sldi $r0, 29148
ld $r9, $r0, 28
sldi $r8, 652
sldi $r0, 29212
ld $r8, $r0, 28
sldi $r7, 680
sldi $r0, 29276
ld $r7, $r0, 28
sldi $r6, 708
sldi $r0, 30172
ld $r6, $r0, 28
sldi $r5, 736
sldi $r0, 30236
ld $r5, $r0, 28
sldi $r4, 764
sldi $r0, 30300
ld $r4, $r0, 28
sldi $r3, 792
lldi $r3, 0, 84
sldi $r2, 880
sldi $r0, 29176
ld $r2, $r0, 8
sldi $r27, 888
sldi $r0, 29240
ld $r27, $r0, 8
sldi $r25, 896
sldi $r0, 29304
ld $r25, $r0, 8
sldi $r23, 904
sldi $r0, 30200
ld $r23, $r0, 8
sldi $r26, 912
sldi $r0, 30264
ld $r26, $r0, 8
sldi $r24, 920
sldi $r0, 30328
ld $r24, $r0, 8
sldi $r28, 928
lldi $r28, 0, 24
setbw 16, 64
sldi $r22, 952
mvmul $r22, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r29, 1064
mvmul $r29, $r9, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r20, 1176
mvmul $r20, $r2, 16, 0, 3
setbw 64, 64
vvadd $r22, $r22, $r30, 14
setbw 64, 16
sldi $r21, 1208
vvsra $r21, $r22, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r30, 14
sldi $r18, 24576
vrsu $r21, $r21, $r18, 14
sldi $r0, 46592
st $r0, $r21, 28
setbw 64, 64
sldi $r17, 224
vvadd $r29, $r29, $r17, 14
setbw 64, 16
vvsra $r21, $r29, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r30, 14
vrsu $r21, $r21, $r18, 14
sldi $r0, 46620
st $r0, $r21, 28
setbw 64, 64
sldi $r15, 336
vvadd $r20, $r20, $r15, 4
setbw 64, 16
vvsra $r21, $r20, $r19, 4
setbw 16, 16
vrsl $r21, $r21, $r30, 4
vrsu $r21, $r21, $r18, 4
sldi $r0, 46648
st $r0, $r21, 8
sldi $r0, 29184
ld $r16, $r0, 28
sldi $r14, 396
sldi $r0, 29248
ld $r14, $r0, 28
sldi $r13, 424
sldi $r0, 29312
ld $r13, $r0, 28
sldi $r12, 452
sldi $r0, 30208
ld $r12, $r0, 28
sldi $r11, 480
sldi $r0, 30272
ld $r11, $r0, 28
sldi $r10, 508
sldi $r0, 30336
ld $r10, $r0, 28
sldi $r8, 536
lldi $r8, 0, 84
sldi $r0, 29212
ld $r9, $r0, 28
sldi $r7, 652
sldi $r0, 29276
ld $r7, $r0, 28
sldi $r6, 680
sldi $r0, 29340
ld $r6, $r0, 28
sldi $r5, 708
sldi $r0, 30236
ld $r5, $r0, 28
sldi $r4, 736
sldi $r0, 30300
ld $r4, $r0, 28
sldi $r3, 764
sldi $r0, 30364
ld $r3, $r0, 28
sldi $r27, 792
lldi $r27, 0, 84
sldi $r0, 29240
ld $r2, $r0, 8
sldi $r25, 888
sldi $r0, 29304
ld $r25, $r0, 8
sldi $r23, 896
sldi $r0, 29368
ld $r23, $r0, 8
sldi $r26, 904
sldi $r0, 30264
ld $r26, $r0, 8
sldi $r24, 912
sldi $r0, 30328
ld $r24, $r0, 8
sldi $r28, 920
sldi $r0, 30392
ld $r28, $r0, 8
sldi $r22, 928
lldi $r22, 0, 24
setbw 16, 64
sldi $r17, 952
mvmul $r17, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
mvmul $r29, $r9, 16, 0, 2
setbw 64, 64
setbw 16, 64
mvmul $r20, $r2, 16, 0, 3
setbw 64, 64
vvadd $r17, $r17, $r30, 14
setbw 64, 16
vvsra $r21, $r17, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r30, 14
vrsu $r21, $r21, $r18, 14
sldi $r0, 46656
st $r0, $r21, 28
setbw 64, 64
sldi $r15, 224
vvadd $r29, $r29, $r15, 14
setbw 64, 16
vvsra $r21, $r29, $r19, 14
setbw 16, 16
vrsl $r21, $r21, $r30, 14
vrsu $r21, $r21, $r18, 14
sldi $r0, 46684
st $r0, $r21, 28
setbw 64, 64
sldi $r14, 336
vvadd $r20, $r20, $r14, 4
setbw 64, 16
vvsra $r21, $r20, $r19, 4
setbw 16, 16
vrsl $r21, $r21, $r30, 4
vrsu $r21, $r21, $r18, 4
sldi $r0, 46712
st $r0, $r21, 8
sync 0, 0
wait 1, 1
sldi $r0, 55168
ld $r30, $r0, 32
sldi $r13, 64
sldi $r0, 126408
ld $r13, $r0, 32
sldi $r12, 32
vvsra $r12, $r30, $r13, 16
sldi $r0, 63360
st $r0, $r12, 32
sync 0, 0
wait 1, 1
sldi $r0, 14208
ld $r30, $r0, 32
sldi $r0, 63360
ld $r12, $r0, 32
vvadd $r13, $r30, $r12, 16
sldi $r0, 71552
st $r0, $r13, 32
sync 0, 0
wait 1, 1
