# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
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
sldi $r30, 0
sldi $r0, 2048
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 2384
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 11456
st $r0, $r30, 12
sldi $r0, 2072
ld $r30, $r0, 24
sldi $r0, 2408
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11468
st $r0, $r30, 12
sldi $r0, 2096
ld $r30, $r0, 24
sldi $r0, 2432
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11480
st $r0, $r30, 12
sldi $r0, 2120
ld $r30, $r0, 24
sldi $r0, 2456
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11492
st $r0, $r30, 12
sldi $r0, 2144
ld $r30, $r0, 24
sldi $r0, 2480
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11504
st $r0, $r30, 12
sldi $r0, 2168
ld $r30, $r0, 24
sldi $r0, 2504
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11516
st $r0, $r30, 12
sldi $r0, 2192
ld $r30, $r0, 24
sldi $r0, 2528
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11528
st $r0, $r30, 12
sldi $r0, 2216
ld $r30, $r0, 24
sldi $r0, 2552
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11540
st $r0, $r30, 12
sldi $r0, 2240
ld $r30, $r0, 24
sldi $r0, 2576
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11552
st $r0, $r30, 12
sldi $r0, 2264
ld $r30, $r0, 24
sldi $r0, 2600
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11564
st $r0, $r30, 12
sldi $r0, 2288
ld $r30, $r0, 24
sldi $r0, 2624
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11576
st $r0, $r30, 12
sldi $r0, 2312
ld $r30, $r0, 24
sldi $r0, 2648
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11588
st $r0, $r30, 12
sldi $r0, 2336
ld $r30, $r0, 24
sldi $r0, 2672
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11600
st $r0, $r30, 12
sldi $r0, 2360
ld $r30, $r0, 24
sldi $r0, 2696
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11612
st $r0, $r30, 12
sldi $r0, 2720
ld $r30, $r0, 24
sldi $r0, 3056
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11624
st $r0, $r30, 12
sldi $r0, 2744
ld $r30, $r0, 24
sldi $r0, 3080
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11636
st $r0, $r30, 12
sldi $r0, 2768
ld $r30, $r0, 24
sldi $r0, 3104
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11648
st $r0, $r30, 12
sldi $r0, 2792
ld $r30, $r0, 24
sldi $r0, 3128
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11660
st $r0, $r30, 12
sldi $r0, 2816
ld $r30, $r0, 24
sldi $r0, 3152
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11672
st $r0, $r30, 12
sldi $r0, 2840
ld $r30, $r0, 24
sldi $r0, 3176
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11684
st $r0, $r30, 12
sldi $r0, 2864
ld $r30, $r0, 24
sldi $r0, 3200
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11696
st $r0, $r30, 12
sldi $r0, 2888
ld $r30, $r0, 24
sldi $r0, 3224
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11708
st $r0, $r30, 12
sldi $r0, 2912
ld $r30, $r0, 24
sldi $r0, 3248
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11720
st $r0, $r30, 12
sldi $r0, 2936
ld $r30, $r0, 24
sldi $r0, 3272
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11732
st $r0, $r30, 12
sldi $r0, 2960
ld $r30, $r0, 24
sldi $r0, 3296
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11744
st $r0, $r30, 12
sync 0, 0
wait 0, 8
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 5
sync 1, 6
sync 1, 7
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
sldi $r26, 64
sldi $r0, 14128
ld $r26, $r0, 64
sldi $r25, 32
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
sldi $r24, 96
vvmax $r30, $r30, $r24, 16
sldi $r0, 17008
st $r0, $r30, 32
sldi $r0, 13872
ld $r30, $r0, 64
sldi $r0, 14192
ld $r26, $r0, 64
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
vvmax $r30, $r30, $r24, 16
sldi $r0, 17040
st $r0, $r30, 32
sldi $r0, 13936
ld $r30, $r0, 64
sldi $r0, 14256
ld $r26, $r0, 64
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
vvmax $r30, $r30, $r24, 16
sldi $r0, 17072
st $r0, $r30, 32
sldi $r0, 14000
ld $r30, $r0, 64
sldi $r0, 14320
ld $r26, $r0, 64
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
vvmax $r30, $r30, $r24, 16
sldi $r0, 17104
st $r0, $r30, 32
sync 0, 0
wait 0, 8
sync 1, 0
sync 1, 1
wait 1, 1
sldi $r0, 19552
ld $r30, $r0, 960
sldi $r23, 960
sldi $r0, 18592
ld $r23, $r0, 960
sldi $r22, 1920
sldi $r0, 17008
ld $r22, $r0, 512
setbw 16, 64
sldi $r21, 2720
mvmul $r21, $r22, 16, 0, 0
sldi $r20, 3680
sldi $r19, 2176
mvmul $r20, $r19, 16, 0, 1
setbw 64, 64
vvadd $r21, $r21, $r20, 120
sldi $r18, 4640
recv $r18, 1, 960
vvadd $r21, $r21, $r18, 120
vvadd $r21, $r21, $r30, 120
setbw 64, 16
sldi $r17, 5600
vvsra $r17, $r21, $r23, 120
setbw 16, 16
vrelu $r17, $r17, 120
sldi $r0, 17808
st $r0, $r17, 240
sync 0, 0
wait 0, 2
sync 1, 3
wait 0, 1
sync 1, 5
