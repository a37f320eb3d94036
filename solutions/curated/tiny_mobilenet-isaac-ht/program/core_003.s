# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
sldi $r0, 582
ld $r28, $r0, 18
sldi $r27, 274
sldi $r0, 774
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 966
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
sldi $r0, 7200
st $r0, $r24, 32
sldi $r0, 594
ld $r28, $r0, 18
sldi $r0, 786
ld $r27, $r0, 18
sldi $r0, 978
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
sldi $r0, 7232
st $r0, $r24, 32
sldi $r0, 606
ld $r28, $r0, 18
sldi $r0, 798
ld $r27, $r0, 18
sldi $r0, 990
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
sldi $r0, 7264
st $r0, $r24, 32
sldi $r0, 618
ld $r28, $r0, 18
sldi $r0, 810
ld $r27, $r0, 18
sldi $r0, 1002
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
sldi $r0, 7296
st $r0, $r24, 32
sldi $r0, 630
ld $r28, $r0, 18
sldi $r0, 822
ld $r27, $r0, 18
sldi $r0, 1014
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
sldi $r0, 7328
st $r0, $r24, 32
sldi $r0, 642
ld $r28, $r0, 18
sldi $r0, 834
ld $r27, $r0, 18
sldi $r0, 1026
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
sldi $r0, 7360
st $r0, $r24, 32
sldi $r0, 654
ld $r28, $r0, 18
sldi $r0, 846
ld $r27, $r0, 18
sldi $r0, 1038
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
sldi $r0, 7392
st $r0, $r24, 32
sldi $r0, 666
ld $r28, $r0, 18
sldi $r0, 858
ld $r27, $r0, 18
sldi $r0, 1050
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
sldi $r0, 7424
st $r0, $r24, 32
sldi $r0, 678
ld $r28, $r0, 18
sldi $r0, 870
ld $r27, $r0, 18
sldi $r0, 1062
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
sldi $r0, 7456
st $r0, $r24, 32
sldi $r0, 690
ld $r28, $r0, 18
sldi $r0, 882
ld $r27, $r0, 18
sldi $r0, 1074
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
sldi $r0, 7488
st $r0, $r24, 32
sldi $r0, 702
ld $r28, $r0, 18
sldi $r0, 894
ld $r27, $r0, 18
sldi $r0, 1086
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
sldi $r0, 7520
st $r0, $r24, 32
sync 0, 0
wait 1, 1
sldi $r0, 47296
ld $r30, $r0, 64
sldi $r0, 126344
ld $r29, $r0, 64
sldi $r22, 64
vvsra $r22, $r30, $r29, 32
sldi $r0, 55488
st $r0, $r22, 64
sync 0, 0
wait 1, 1
sldi $r0, 6336
ld $r30, $r0, 64
sldi $r0, 55488
ld $r22, $r0, 64
vvadd $r29, $r30, $r22, 32
sldi $r0, 63680
st $r0, $r29, 64
sync 0, 0
wait 1, 1
sldi $r0, 107664
ld $r30, $r0, 48
sldi $r21, 96
sldi $r0, 128680
ld $r21, $r0, 48
sldi $r20, 48
vvsra $r20, $r30, $r21, 24
sldi $r0, 110736
st $r0, $r20, 48
sync 0, 0
wait 1, 1
sldi $r0, 92304
ld $r30, $r0, 48
sldi $r0, 110736
ld $r20, $r0, 48
vvadd $r21, $r30, $r20, 24
sldi $r0, 113808
st $r0, $r21, 48
sync 0, 0
wait 1, 1
