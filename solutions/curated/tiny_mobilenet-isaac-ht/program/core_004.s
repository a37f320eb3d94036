# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
sldi $r0, 714
ld $r28, $r0, 18
sldi $r27, 274
sldi $r0, 906
ld $r27, $r0, 18
sldi $r26, 292
sldi $r0, 1098
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
sldi $r0, 7552
st $r0, $r24, 32
sldi $r0, 726
ld $r28, $r0, 18
sldi $r0, 918
ld $r27, $r0, 18
sldi $r0, 1110
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
sldi $r0, 7584
st $r0, $r24, 32
sldi $r0, 738
ld $r28, $r0, 18
sldi $r0, 930
ld $r27, $r0, 18
sldi $r0, 1122
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
sldi $r0, 7616
st $r0, $r24, 32
sldi $r0, 750
ld $r28, $r0, 18
sldi $r0, 942
ld $r27, $r0, 18
sldi $r0, 1134
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
sldi $r0, 7648
st $r0, $r24, 32
lldi $r28, 0, 6
sldi $r22, 262
sldi $r0, 960
ld $r22, $r0, 12
lldi $r27, 0, 6
sldi $r21, 280
sldi $r0, 1152
ld $r21, $r0, 12
lldi $r26, 0, 6
sldi $r20, 298
sldi $r0, 1344
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
sldi $r0, 7680
st $r0, $r24, 32
sldi $r0, 966
ld $r28, $r0, 18
sldi $r0, 1158
ld $r27, $r0, 18
sldi $r0, 1350
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
sldi $r0, 7712
st $r0, $r24, 32
sldi $r0, 978
ld $r28, $r0, 18
sldi $r0, 1170
ld $r27, $r0, 18
sldi $r0, 1362
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
sldi $r0, 7744
st $r0, $r24, 32
sldi $r0, 990
ld $r28, $r0, 18
sldi $r0, 1182
ld $r27, $r0, 18
sldi $r0, 1374
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
sldi $r0, 7776
st $r0, $r24, 32
sldi $r0, 1002
ld $r28, $r0, 18
sldi $r0, 1194
ld $r27, $r0, 18
sldi $r0, 1386
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
sldi $r0, 7808
st $r0, $r24, 32
sldi $r0, 1014
ld $r28, $r0, 18
sldi $r0, 1206
ld $r27, $r0, 18
sldi $r0, 1398
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
sldi $r0, 7840
st $r0, $r24, 32
sldi $r0, 1026
ld $r28, $r0, 18
sldi $r0, 1218
ld $r27, $r0, 18
sldi $r0, 1410
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
sldi $r0, 7872
st $r0, $r24, 32
sync 0, 0
wait 1, 1
sldi $r0, 47360
ld $r30, $r0, 64
sldi $r0, 126344
ld $r29, $r0, 64
sldi $r19, 64
vvsra $r19, $r30, $r29, 32
sldi $r0, 55552
st $r0, $r19, 64
sync 0, 0
wait 1, 1
sldi $r0, 6400
ld $r30, $r0, 64
sldi $r0, 55552
ld $r19, $r0, 64
vvadd $r29, $r30, $r19, 32
sldi $r0, 63744
st $r0, $r29, 64
sync 0, 0
wait 1, 1
sldi $r0, 107712
ld $r30, $r0, 48
sldi $r18, 96
sldi $r0, 128680
ld $r18, $r0, 48
sldi $r17, 48
vvsra $r17, $r30, $r18, 24
sldi $r0, 110784
st $r0, $r17, 48
sync 0, 0
wait 1, 1
sldi $r0, 92352
ld $r30, $r0, 48
sldi $r0, 110784
ld $r17, $r0, 48
vvadd $r18, $r30, $r17, 24
sldi $r0, 113856
st $r0, $r18, 48
sync 0, 0
wait 1, 1
