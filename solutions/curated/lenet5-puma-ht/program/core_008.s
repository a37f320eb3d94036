# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 610
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 674
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 738
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 802
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 866
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
sldi $r0, 5276
st $r0, $r22, 12
sldi $r0, 612
ld $r28, $r0, 10
sldi $r0, 676
ld $r27, $r0, 10
sldi $r0, 740
ld $r26, $r0, 10
sldi $r0, 804
ld $r25, $r0, 10
sldi $r0, 868
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5288
st $r0, $r22, 12
sldi $r0, 614
ld $r28, $r0, 10
sldi $r0, 678
ld $r27, $r0, 10
sldi $r0, 742
ld $r26, $r0, 10
sldi $r0, 806
ld $r25, $r0, 10
sldi $r0, 870
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5300
st $r0, $r22, 12
sldi $r0, 616
ld $r28, $r0, 10
sldi $r0, 680
ld $r27, $r0, 10
sldi $r0, 744
ld $r26, $r0, 10
sldi $r0, 808
ld $r25, $r0, 10
sldi $r0, 872
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5312
st $r0, $r22, 12
sldi $r0, 618
ld $r28, $r0, 10
sldi $r0, 682
ld $r27, $r0, 10
sldi $r0, 746
ld $r26, $r0, 10
sldi $r0, 810
ld $r25, $r0, 10
sldi $r0, 874
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5324
st $r0, $r22, 12
sldi $r0, 620
ld $r28, $r0, 10
sldi $r0, 684
ld $r27, $r0, 10
sldi $r0, 748
ld $r26, $r0, 10
sldi $r0, 812
ld $r25, $r0, 10
sldi $r0, 876
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5336
st $r0, $r22, 12
sldi $r0, 622
ld $r28, $r0, 10
sldi $r0, 686
ld $r27, $r0, 10
sldi $r0, 750
ld $r26, $r0, 10
sldi $r0, 814
ld $r25, $r0, 10
sldi $r0, 878
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5348
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 2768
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 3104
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
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
sync 0, 0
wait 1, 1
sldi $r0, 14640
ld $r30, $r0, 64
sldi $r18, 64
sldi $r0, 14960
ld $r18, $r0, 64
sldi $r17, 32
vvmax $r30, $r30, $r17, 16
vvmax $r30, $r30, $r18, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17264
st $r0, $r30, 32
sync 0, 0
wait 1, 1
