# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 624
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 688
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 752
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 816
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 880
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
sldi $r0, 5360
st $r0, $r22, 12
sldi $r0, 626
ld $r28, $r0, 10
sldi $r0, 690
ld $r27, $r0, 10
sldi $r0, 754
ld $r26, $r0, 10
sldi $r0, 818
ld $r25, $r0, 10
sldi $r0, 882
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5372
st $r0, $r22, 12
sldi $r0, 628
ld $r28, $r0, 10
sldi $r0, 692
ld $r27, $r0, 10
sldi $r0, 756
ld $r26, $r0, 10
sldi $r0, 820
ld $r25, $r0, 10
sldi $r0, 884
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5384
st $r0, $r22, 12
sldi $r0, 630
ld $r28, $r0, 10
sldi $r0, 694
ld $r27, $r0, 10
sldi $r0, 758
ld $r26, $r0, 10
sldi $r0, 822
ld $r25, $r0, 10
sldi $r0, 886
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5396
st $r0, $r22, 12
sldi $r0, 640
ld $r28, $r0, 10
sldi $r0, 704
ld $r27, $r0, 10
sldi $r0, 768
ld $r26, $r0, 10
sldi $r0, 832
ld $r25, $r0, 10
sldi $r0, 896
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5408
st $r0, $r22, 12
sldi $r0, 642
ld $r28, $r0, 10
sldi $r0, 706
ld $r27, $r0, 10
sldi $r0, 770
ld $r26, $r0, 10
sldi $r0, 834
ld $r25, $r0, 10
sldi $r0, 898
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5420
st $r0, $r22, 12
sldi $r0, 644
ld $r28, $r0, 10
sldi $r0, 708
ld $r27, $r0, 10
sldi $r0, 772
ld $r26, $r0, 10
sldi $r0, 836
ld $r25, $r0, 10
sldi $r0, 900
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5432
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 7688
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 8024
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12932
st $r0, $r30, 12
sync 0, 0
wait 1, 1
