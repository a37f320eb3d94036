# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 4160
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 4496
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 12008
st $r0, $r30, 12
sldi $r0, 4184
ld $r30, $r0, 24
sldi $r0, 4520
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 12020
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r26, 128
sldi $r0, 18336
ld $r26, $r0, 128
sldi $r25, 256
sldi $r0, 12992
ld $r25, $r0, 60
sldi $r24, 316
sldi $r0, 13160
ld $r24, $r0, 60
sldi $r23, 376
sldi $r0, 13328
ld $r23, $r0, 60
sldi $r22, 436
sldi $r0, 13496
ld $r22, $r0, 60
sldi $r21, 496
sldi $r0, 13664
ld $r21, $r0, 60
setbw 16, 64
sldi $r20, 560
mvmul $r20, $r25, 16, 0, 0
sldi $r19, 688
sldi $r18, 512
mvmul $r19, $r18, 16, 0, 1
setbw 64, 64
vvadd $r20, $r20, $r19, 16
vvadd $r20, $r20, $r30, 16
setbw 64, 16
sldi $r17, 816
vvsra $r17, $r20, $r26, 16
setbw 16, 16
vrelu $r17, $r17, 16
sldi $r0, 16752
st $r0, $r17, 32
sync 0, 0
wait 1, 1
sldi $r0, 16560
ld $r30, $r0, 64
sldi $r16, 64
sldi $r0, 16880
ld $r16, $r0, 64
sldi $r15, 32
vvmax $r30, $r30, $r15, 16
vvmax $r30, $r30, $r16, 16
sldi $r14, 96
vvmax $r30, $r30, $r14, 16
sldi $r0, 17744
st $r0, $r30, 32
sync 0, 0
wait 1, 1
sldi $r0, 19552
ld $r30, $r0, 960
sldi $r13, 960
sldi $r0, 18592
ld $r13, $r0, 960
sldi $r12, 1920
sldi $r0, 17008
ld $r12, $r0, 800
setbw 16, 64
sldi $r11, 2720
mvmul $r11, $r12, 16, 0, 2
sldi $r10, 3680
sldi $r9, 2176
mvmul $r10, $r9, 16, 0, 3
sldi $r8, 4640
sldi $r7, 2432
mvmul $r8, $r7, 16, 0, 4
sldi $r6, 5600
sldi $r5, 2688
mvmul $r6, $r5, 16, 0, 5
setbw 64, 64
vvadd $r11, $r11, $r10, 120
vvadd $r11, $r11, $r8, 120
vvadd $r11, $r11, $r6, 120
vvadd $r11, $r11, $r30, 120
setbw 64, 16
sldi $r4, 6560
vvsra $r4, $r11, $r13, 120
setbw 16, 16
vrelu $r4, $r4, 120
sldi $r0, 17808
st $r0, $r4, 240
sync 0, 0
wait 1, 1
sldi $r0, 21184
ld $r30, $r0, 672
sldi $r3, 672
sldi $r0, 20512
ld $r3, $r0, 672
sldi $r2, 1344
sldi $r0, 17808
ld $r2, $r0, 240
setbw 16, 64
sldi $r28, 1584
mvmul $r28, $r2, 16, 0, 6
setbw 64, 64
vvadd $r28, $r28, $r30, 84
setbw 64, 16
sldi $r29, 2256
vvsra $r29, $r28, $r3, 84
setbw 16, 16
vrelu $r29, $r29, 84
sldi $r0, 18048
st $r0, $r29, 168
sync 0, 0
wait 1, 1
sldi $r0, 21936
ld $r30, $r0, 80
sldi $r27, 80
sldi $r0, 21856
ld $r27, $r0, 80
sldi $r24, 160
sldi $r0, 18048
ld $r24, $r0, 168
setbw 16, 64
sldi $r23, 328
mvmul $r23, $r24, 16, 0, 7
setbw 64, 64
vvadd $r23, $r23, $r30, 10
setbw 64, 16
sldi $r22, 408
vvsra $r22, $r23, $r27, 10
setbw 16, 16
sldi $r0, 18216
st $r0, $r22, 20
