# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 674
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 738
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 802
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 866
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 930
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
sldi $r0, 5612
st $r0, $r22, 12
sldi $r0, 676
ld $r28, $r0, 10
sldi $r0, 740
ld $r27, $r0, 10
sldi $r0, 804
ld $r26, $r0, 10
sldi $r0, 868
ld $r25, $r0, 10
sldi $r0, 932
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5624
st $r0, $r22, 12
sldi $r0, 678
ld $r28, $r0, 10
sldi $r0, 742
ld $r27, $r0, 10
sldi $r0, 806
ld $r26, $r0, 10
sldi $r0, 870
ld $r25, $r0, 10
sldi $r0, 934
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5636
st $r0, $r22, 12
sldi $r0, 680
ld $r28, $r0, 10
sldi $r0, 744
ld $r27, $r0, 10
sldi $r0, 808
ld $r26, $r0, 10
sldi $r0, 872
ld $r25, $r0, 10
sldi $r0, 936
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5648
st $r0, $r22, 12
sldi $r0, 682
ld $r28, $r0, 10
sldi $r0, 746
ld $r27, $r0, 10
sldi $r0, 810
ld $r26, $r0, 10
sldi $r0, 874
ld $r25, $r0, 10
sldi $r0, 938
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5660
st $r0, $r22, 12
sldi $r0, 684
ld $r28, $r0, 10
sldi $r0, 748
ld $r27, $r0, 10
sldi $r0, 812
ld $r26, $r0, 10
sldi $r0, 876
ld $r25, $r0, 10
sldi $r0, 940
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5672
st $r0, $r22, 12
sldi $r0, 686
ld $r28, $r0, 10
sldi $r0, 750
ld $r27, $r0, 10
sldi $r0, 814
ld $r26, $r0, 10
sldi $r0, 878
ld $r25, $r0, 10
sldi $r0, 942
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5684
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 8096
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 8432
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12968
st $r0, $r30, 12
sync 0, 0
wait 1, 1
