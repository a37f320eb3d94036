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
sldi $r0, 1728
ld $r27, $r0, 12
sldi $r26, 274
lldi $r26, 0, 6
sldi $r25, 280
sldi $r0, 1920
ld $r25, $r0, 12
sldi $r24, 292
lldi $r24, 0, 6
sldi $r23, 298
sldi $r0, 2112
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
sldi $r0, 8704
st $r0, $r21, 32
sldi $r0, 1734
ld $r28, $r0, 18
sldi $r0, 1926
ld $r26, $r0, 18
sldi $r0, 2118
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
sldi $r0, 8736
st $r0, $r21, 32
sldi $r0, 1746
ld $r28, $r0, 18
sldi $r0, 1938
ld $r26, $r0, 18
sldi $r0, 2130
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
sldi $r0, 8768
st $r0, $r21, 32
sldi $r0, 1758
ld $r28, $r0, 18
sldi $r0, 1950
ld $r26, $r0, 18
sldi $r0, 2142
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
sldi $r0, 8800
st $r0, $r21, 32
sldi $r0, 1770
ld $r28, $r0, 18
sldi $r0, 1962
ld $r26, $r0, 18
sldi $r0, 2154
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
sldi $r0, 8832
st $r0, $r21, 32
sldi $r0, 1782
ld $r28, $r0, 18
sldi $r0, 1974
ld $r26, $r0, 18
sldi $r0, 2166
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
sldi $r0, 8864
st $r0, $r21, 32
sldi $r0, 1794
ld $r28, $r0, 18
sldi $r0, 1986
ld $r26, $r0, 18
sldi $r0, 2178
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
sldi $r0, 8896
st $r0, $r21, 32
sldi $r0, 1806
ld $r28, $r0, 18
sldi $r0, 1998
ld $r26, $r0, 18
sldi $r0, 2190
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
sldi $r0, 8928
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
sldi $r0, 26816
ld $r16, $r0, 28
sldi $r15, 396
sldi $r0, 26880
ld $r15, $r0, 28
sldi $r14, 424
sldi $r0, 26944
ld $r14, $r0, 28
sldi $r13, 452
sldi $r0, 27840
ld $r13, $r0, 28
sldi $r12, 480
sldi $r0, 27904
ld $r12, $r0, 28
sldi $r11, 508
sldi $r0, 27968
ld $r11, $r0, 28
sldi $r10, 536
sldi $r0, 28864
ld $r10, $r0, 28
sldi $r9, 564
sldi $r0, 28928
ld $r9, $r0, 28
sldi $r8, 592
sldi $r0, 28992
ld $r8, $r0, 28
sldi $r7, 624
sldi $r0, 26844
ld $r7, $r0, 28
sldi $r6, 652
sldi $r0, 26908
ld $r6, $r0, 28
sldi $r5, 680
sldi $r0, 26972
ld $r5, $r0, 28
sldi $r4, 708
sldi $r0, 27868
ld $r4, $r0, 28
sldi $r3, 736
sldi $r0, 27932
ld $r3, $r0, 28
sldi $r2, 764
sldi $r0, 27996
ld $r2, $r0, 28
sldi $r27, 792
sldi $r0, 28892
ld $r27, $r0, 28
sldi $r25, 820
sldi $r0, 28956
ld $r25, $r0, 28
sldi $r23, 848
sldi $r0, 29020
ld $r23, $r0, 28
sldi $r26, 880
sldi $r0, 26872
ld $r26, $r0, 8
sldi $r24, 888
sldi $r0, 26936
ld $r24, $r0, 8
sldi $r28, 896
sldi $r0, 27000
ld $r28, $r0, 8
sldi $r22, 904
sldi $r0, 27896
ld $r22, $r0, 8
sldi $r29, 912
sldi $r0, 27960
ld $r29, $r0, 8
sldi $r20, 920
sldi $r0, 28024
ld $r20, $r0, 8
sldi $r21, 928
sldi $r0, 28920
ld $r21, $r0, 8
sldi $r30, 936
sldi $r0, 28984
ld $r30, $r0, 8
sldi $r19, 944
sldi $r0, 29048
ld $r19, $r0, 8
setbw 16, 64
sldi $r18, 952
mvmul $r18, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r17, 1064
mvmul $r17, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r15, 1176
mvmul $r15, $r26, 16, 0, 3
setbw 64, 64
sldi $r14, 0
vvadd $r18, $r18, $r14, 14
setbw 64, 16
sldi $r13, 1208
sldi $r12, 112
vvsra $r13, $r18, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
sldi $r11, 24576
vrsu $r13, $r13, $r11, 14
sldi $r0, 44288
st $r0, $r13, 28
setbw 64, 64
sldi $r10, 224
vvadd $r17, $r17, $r10, 14
setbw 64, 16
vvsra $r13, $r17, $r12, 14
setbw 16, 16
vrsl $r13, $r13, $r14, 14
vrsu $r13, $r13, $r11, 14
sldi $r0, 44316
st $r0, $r13, 28
setbw 64, 64
sldi $r9, 336
vvadd $r15, $r15, $r9, 4
setbw 64, 16
vvsra $r13, $r15, $r12, 4
setbw 16, 16
vrsl $r13, $r13, $r14, 4
vrsu $r13, $r13, $r11, 4
sldi $r0, 44344
st $r0, $r13, 8
sldi $r0, 26880
ld $r16, $r0, 28
sldi $r8, 396
sldi $r0, 26944
ld $r8, $r0, 28
sldi $r6, 424
sldi $r0, 27008
ld $r6, $r0, 28
sldi $r5, 452
sldi $r0, 27904
ld $r5, $r0, 28
sldi $r4, 480
sldi $r0, 27968
ld $r4, $r0, 28
sldi $r3, 508
sldi $r0, 28032
ld $r3, $r0, 28
sldi $r2, 536
sldi $r0, 28928
ld $r2, $r0, 28
sldi $r27, 564
sldi $r0, 28992
ld $r27, $r0, 28
sldi $r25, 592
sldi $r0, 29056
ld $r25, $r0, 28
sldi $r0, 26908
ld $r7, $r0, 28
sldi $r23, 652
sldi $r0, 26972
ld $r23, $r0, 28
sldi $r24, 680
sldi $r0, 27036
ld $r24, $r0, 28
sldi $r28, 708
sldi $r0, 27932
ld $r28, $r0, 28
sldi $r22, 736
sldi $r0, 27996
ld $r22, $r0, 28
sldi $r29, 764
sldi $r0, 28060
ld $r29, $r0, 28
sldi $r20, 792
sldi $r0, 28956
ld $r20, $r0, 28
sldi $r21, 820
sldi $r0, 29020
ld $r21, $r0, 28
sldi $r30, 848
sldi $r0, 29084
ld $r30, $r0, 28
sldi $r0, 26936
ld $r26, $r0, 8
sldi $r19, 888
sldi $r0, 27000
ld $r19, $r0, 8
sldi $r18, 896
sldi $r0, 27064
ld $r18, $r0, 8
sldi $r10, 904
sldi $r0, 27960
ld $r10, $r0, 8
sldi $r17, 912
sldi $r0, 28024
ld $r17, $r0, 8
sldi $r9, 920
sldi $r0, 28088
ld $r9, $r0, 8
sldi $r15, 928
sldi $r0, 28984
ld $r15, $r0, 8
sldi $r12, 936
sldi $r0, 29048
ld $r12, $r0, 8
sldi $r14, 944
sldi $r0, 29112
ld $r14, $r0, 8
setbw 16, 64
sldi $r11, 952
mvmul $r11, $r16, 16, 0, 1
setbw 64, 64
setbw 16, 64
sldi $r13, 1064
mvmul $r13, $r7, 16, 0, 2
setbw 64, 64
setbw 16, 64
sldi $r8, 1176
mvmul $r8, $r26, 16, 0, 3
setbw 64, 64
sldi $r6, 0
vvadd $r11, $r11, $r6, 14
setbw 64, 16
sldi $r5, 1208
sldi $r4, 112
vvsra $r5, $r11, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
sldi $r3, 24576
vrsu $r5, $r5, $r3, 14
sldi $r0, 44352
st $r0, $r5, 28
setbw 64, 64
sldi $r2, 224
vvadd $r13, $r13, $r2, 14
setbw 64, 16
vvsra $r5, $r13, $r4, 14
setbw 16, 16
vrsl $r5, $r5, $r6, 14
vrsu $r5, $r5, $r3, 14
sldi $r0, 44380
st $r0, $r5, 28
setbw 64, 64
sldi $r27, 336
vvadd $r8, $r8, $r27, 4
setbw 64, 16
vvsra $r5, $r8, $r4, 4
setbw 16, 16
vrsl $r5, $r5, $r6, 4
vrsu $r5, $r5, $r3, 4
sldi $r0, 44408
st $r0, $r5, 8
sync 0, 0
wait 1, 1
sldi $r0, 54592
ld $r6, $r0, 32
sldi $r25, 64
sldi $r0, 126408
ld $r25, $r0, 32
sldi $r23, 32
vvsra $r23, $r6, $r25, 16
sldi $r0, 62784
st $r0, $r23, 32
sync 0, 0
wait 1, 1
sldi $r0, 13632
ld $r6, $r0, 32
sldi $r0, 62784
ld $r23, $r0, 32
vvadd $r25, $r6, $r23, 16
sldi $r0, 70976
st $r0, $r25, 32
sync 0, 0
wait 1, 1
