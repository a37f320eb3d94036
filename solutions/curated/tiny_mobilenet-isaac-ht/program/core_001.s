# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
lldi $r28, 0, 18
sldi $r27, 274
sldi $r0, 126
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 318
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
sldi $r0, 6496
st $r0, $r24, 32
lldi $r28, 0, 18
sldi $r0, 138
ld $r27, $r0, 18
sldi $r0, 330
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
sldi $r0, 6528
st $r0, $r24, 32
lldi $r28, 0, 18
sldi $r0, 150
ld $r27, $r0, 18
sldi $r0, 342
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
sldi $r0, 6560
st $r0, $r24, 32
lldi $r28, 0, 18
sldi $r0, 162
ld $r27, $r0, 18
sldi $r0, 354
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
sldi $r0, 6592
st $r0, $r24, 32
lldi $r28, 0, 18
sldi $r0, 174
ld $r27, $r0, 18
sldi $r0, 366
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
sldi $r0, 6624
st $r0, $r24, 32
lldi $r28, 0, 6
sldi $r22, 262
sldi $r0, 192
ld $r22, $r0, 12
lldi $r27, 0, 6
sldi $r21, 280
sldi $r0, 384
ld $r21, $r0, 12
lldi $r26, 0, 6
sldi $r20, 298
sldi $r0, 576
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
sldi $r0, 6656
st $r0, $r24, 32
sldi $r0, 198
ld $r28, $r0, 18
sldi $r0, 390
ld $r27, $r0, 18
sldi $r0, 582
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
sldi $r0, 6688
st $r0, $r24, 32
sldi $r0, 210
ld $r28, $r0, 18
sldi $r0, 402
ld $r27, $r0, 18
sldi $r0, 594
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
sldi $r0, 6720
st $r0, $r24, 32
sldi $r0, 222
ld $r28, $r0, 18
sldi $r0, 414
ld $r27, $r0, 18
sldi $r0, 606
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
sldi $r0, 6752
st $r0, $r24, 32
sldi $r0, 234
ld $r28, $r0, 18
sldi $r0, 426
ld $r27, $r0, 18
sldi $r0, 618
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
sldi $r0, 6784
st $r0, $r24, 32
sldi $r0, 246
ld $r28, $r0, 18
sldi $r0, 438
ld $r27, $r0, 18
sldi $r0, 630
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
sldi $r0, 6816
st $r0, $r24, 32
sync 0, 0
wait 1, 1
sldi $r0, 47168
ld $r30, $r0, 64
sldi $r0, 126344
ld $r29, $r0, 64
sldi $r19, 64
vvsra $r19, $r30, $r29, 32
sldi $r0, 55360
st $r0, $r19, 64
sync 0, 0
wait 1, 1
sldi $r0, 6208
ld $r30, $r0, 64
sldi $r0, 55360
ld $r19, $r0, 64
vvadd $r29, $r30, $r19, 32
sldi $r0, 63552
st $r0, $r29, 64
sync 0, 0
wait 1, 1
sldi $r0, 107568
ld $r30, $r0, 48
sldi $r18, 96
sldi $r0, 128680
ld $r18, $r0, 48
sldi $r17, 48
vvsra $r17, $r30, $r18, 24
sldi $r0, 110640
st $r0, $r17, 48
sync 0, 0
wait 1, 1
sldi $r0, 92208
ld $r30, $r0, 48
sldi $r0, 110640
ld $r17, $r0, 48
vvadd $r18, $r30, $r17, 24
sldi $r0, 113712
st $r0, $r18, 48
sync 0, 0
wait 1, 1
