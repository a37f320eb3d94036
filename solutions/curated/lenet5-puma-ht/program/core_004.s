# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 600
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 664
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 728
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 792
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 856
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
sldi $r0, 5216
st $r0, $r22, 12
sldi $r0, 602
ld $r28, $r0, 10
sldi $r0, 666
ld $r27, $r0, 10
sldi $r0, 730
ld $r26, $r0, 10
sldi $r0, 794
ld $r25, $r0, 10
sldi $r0, 858
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5228
st $r0, $r22, 12
sldi $r0, 604
ld $r28, $r0, 10
sldi $r0, 668
ld $r27, $r0, 10
sldi $r0, 732
ld $r26, $r0, 10
sldi $r0, 796
ld $r25, $r0, 10
sldi $r0, 860
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5240
st $r0, $r22, 12
sldi $r0, 606
ld $r28, $r0, 10
sldi $r0, 670
ld $r27, $r0, 10
sldi $r0, 734
ld $r26, $r0, 10
sldi $r0, 798
ld $r25, $r0, 10
sldi $r0, 862
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5252
st $r0, $r22, 12
sldi $r0, 608
ld $r28, $r0, 10
sldi $r0, 672
ld $r27, $r0, 10
sldi $r0, 736
ld $r26, $r0, 10
sldi $r0, 800
ld $r25, $r0, 10
sldi $r0, 864
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5264
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 2240
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 2576
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 11552
st $r0, $r30, 12
sldi $r0, 2264
ld $r30, $r0, 24
sldi $r0, 2600
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11564
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 13076
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 13244
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 13412
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 13580
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 13748
ld $r13, $r0, 60
setbw 16, 64
sldi $r12, 560
mvmul $r12, $r17, 16, 0, 1
sldi $r11, 688
sldi $r10, 512
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
sldi $r9, 816
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16976
st $r0, $r9, 32
sync 0, 0
wait 1, 1
sldi $r0, 14064
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 14384
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17136
st $r0, $r30, 32
sync 0, 0
wait 1, 1
