# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
sldi $r0, 258
ld $r28, $r0, 18
sldi $r27, 274
sldi $r0, 450
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 642
ld $r26, $r0, 18
setbw 16, 64
sldi $r25, 312
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
sldi $r24, 440
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
sldi $r23, 24576
vrsu $r24, $r24, $r23, 16
sldi $r0, 6848
st $r0, $r24, 32
sldi $r0, 270
ld $r28, $r0, 18
sldi $r0, 462
ld $r27, $r0, 18
sldi $r0, 654
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 6880
st $r0, $r24, 32
sldi $r0, 282
ld $r28, $r0, 18
sldi $r0, 474
ld $r27, $r0, 18
sldi $r0, 666
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 6912
st $r0, $r24, 32
sldi $r0, 294
ld $r28, $r0, 18
sldi $r0, 486
ld $r27, $r0, 18
sldi $r0, 678
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 6944
st $r0, $r24, 32
sldi $r0, 306
ld $r28, $r0, 18
sldi $r0, 498
ld $r27, $r0, 18
sldi $r0, 690
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 6976
st $r0, $r24, 32
sldi $r0, 318
ld $r28, $r0, 18
sldi $r0, 510
ld $r27, $r0, 18
sldi $r0, 702
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 7008
st $r0, $r24, 32
sldi $r0, 330
ld $r28, $r0, 18
sldi $r0, 522
ld $r27, $r0, 18
sldi $r0, 714
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 7040
st $r0, $r24, 32
sldi $r0, 342
ld $r28, $r0, 18
sldi $r0, 534
ld $r27, $r0, 18
sldi $r0, 726
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 7072
st $r0, $r24, 32
sldi $r0, 354
ld $r28, $r0, 18
sldi $r0, 546
ld $r27, $r0, 18
sldi $r0, 738
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 7104
st $r0, $r24, 32
sldi $r0, 366
ld $r28, $r0, 18
sldi $r0, 558
ld $r27, $r0, 18
sldi $r0, 750
ld $r26, $r0, 18
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 7136
st $r0, $r24, 32
lldi $r28, 0, 6
sldi $r22, 262
sldi $r0, 576
ld $r22, $r0, 12
lldi $r27, 0, 6
sldi $r21, 280
sldi $r0, 768
ld $r21, $r0, 12
lldi $r26, 0, 6
sldi $r20, 298
sldi $r0, 960
ld $r20, $r0, 12
setbw 16, 64
mvmul $r25, $r28, 16, 0, 0
setbw 64, 64
vvadd $r25, $r25, $r30, 16
setbw 64, 16
vvsra $r24, $r25, $r29, 16
setbw 16, 16
vrsl $r24, $r24, $r30, 16
vrsu $r24, $r24, $r23, 16
sldi $r0, 7168
st $r0, $r24, 32
sync 0, 0
wait 1, 1
sldi $r0, 47232
ld $r30, $r0, 64
sldi $r0, 126344
ld $r29, $r0, 64
sldi $r19, 64
vvsra $r19, $r30, $r29, 32
sldi $r0, 55424
st $r0, $r19, 64
sync 0, 0
wait 1, 1
sldi $r0, 6272
ld $r30, $r0, 64
sldi $r0, 55424
ld $r19, $r0, 64
vvadd $r29, $r30, $r19, 32
sldi $r0, 63616
st $r0, $r29, 64
sync 0, 0
wait 1, 1
sldi $r0, 107616
ld $r30, $r0, 48
sldi $r18, 96
sldi $r0, 128680
ld $r18, $r0, 48
sldi $r17, 48
vvsra $r17, $r30, $r18, 24
sldi $r0, 110688
st $r0, $r17, 48
sync 0, 0
wait 1, 1
sldi $r0, 92256
ld $r30, $r0, 48
sldi $r0, 110688
ld $r17, $r0, 48
vvadd $r18, $r30, $r17, 24
sldi $r0, 113760
st $r0, $r18, 48
sync 0, 0
wait 1, 1
