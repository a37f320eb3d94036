# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 11096
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 11432
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 13796
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r26, 128
sldi $r0, 18336
ld $r26, $r0, 128
sldi $r25, 256
sldi $r0, 13028
ld $r25, $r0, 60
sldi $r24, 316
sldi $r0, 13196
ld $r24, $r0, 60
sldi $r23, 376
sldi $r0, 13364
ld $r23, $r0, 60
sldi $r22, 436
sldi $r0, 13532
ld $r22, $r0, 60
sldi $r21, 496
sldi $r0, 13700
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
sldi $r0, 16848
st $r0, $r17, 32
sync 0, 0
wait 1, 1
sldi $r0, 19552
ld $r30, $r0, 960
sldi $r16, 960
sldi $r0, 18592
ld $r16, $r0, 960
sldi $r15, 1920
sldi $r0, 17008
ld $r15, $r0, 800
setbw 16, 64
sldi $r14, 2720
mvmul $r14, $r15, 16, 0, 2
sldi $r13, 3680
sldi $r12, 2176
mvmul $r13, $r12, 16, 0, 3
sldi $r11, 4640
sldi $r10, 2432
mvmul $r11, $r10, 16, 0, 4
sldi $r9, 5600
sldi $r8, 2688
mvmul $r9, $r8, 16, 0, 5
setbw 64, 64
vvadd $r14, $r14, $r13, 120
vvadd $r14, $r14, $r11, 120
vvadd $r14, $r14, $r9, 120
vvadd $r14, $r14, $r30, 120
setbw 64, 16
sldi $r7, 6560
vvsra $r7, $r14, $r16, 120
setbw 16, 16
vrelu $r7, $r7, 120
sldi $r0, 17808
st $r0, $r7, 240
sync 0, 0
wait 1, 1
sldi $r0, 21184
ld $r30, $r0, 672
sldi $r6, 672
sldi $r0, 20512
ld $r6, $r0, 672
sldi $r5, 1344
sldi $r0, 17808
ld $r5, $r0, 240
setbw 16, 64
sldi $r4, 1584
mvmul $r4, $r5, 16, 0, 6
setbw 64, 64
vvadd $r4, $r4, $r30, 84
setbw 64, 16
sldi $r3, 2256
vvsra $r3, $r4, $r6, 84
setbw 16, 16
vrelu $r3, $r3, 84
sldi $r0, 18048
st $r0, $r3, 168
sync 0, 0
wait 1, 1
sldi $r0, 21936
ld $r30, $r0, 80
sldi $r2, 80
sldi $r0, 21856
ld $r2, $r0, 80
sldi $r28, 160
sldi $r0, 18048
ld $r28, $r0, 168
setbw 16, 64
sldi $r29, 328
mvmul $r29, $r28, 16, 0, 7
setbw 64, 64
vvadd $r29, $r29, $r30, 10
setbw 64, 16
sldi $r27, 408
vvsra $r27, $r29, $r2, 10
setbw 16, 16
sldi $r0, 18216
st $r0, $r27, 20
sync 0, 0
