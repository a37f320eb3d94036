# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 8960
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 9296
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 13232
st $r0, $r30, 12
sldi $r0, 8984
ld $r30, $r0, 24
sldi $r0, 9320
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13244
st $r0, $r30, 12
sldi $r0, 9008
ld $r30, $r0, 24
sldi $r0, 9344
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13256
st $r0, $r30, 12
sldi $r0, 9032
ld $r30, $r0, 24
sldi $r0, 9368
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13268
st $r0, $r30, 12
sldi $r0, 9056
ld $r30, $r0, 24
sldi $r0, 9392
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13280
st $r0, $r30, 12
sldi $r0, 9080
ld $r30, $r0, 24
sldi $r0, 9416
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13292
st $r0, $r30, 12
sldi $r0, 9440
ld $r30, $r0, 24
sldi $r0, 9776
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13304
st $r0, $r30, 12
sldi $r0, 9464
ld $r30, $r0, 24
sldi $r0, 9800
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13316
st $r0, $r30, 12
sldi $r0, 9488
ld $r30, $r0, 24
sldi $r0, 9824
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13328
st $r0, $r30, 12
sldi $r0, 9512
ld $r30, $r0, 24
sldi $r0, 9848
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13340
st $r0, $r30, 12
sldi $r0, 9536
ld $r30, $r0, 24
sldi $r0, 9872
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13352
st $r0, $r30, 12
sldi $r0, 9560
ld $r30, $r0, 24
sldi $r0, 9896
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13364
st $r0, $r30, 12
sldi $r0, 9584
ld $r30, $r0, 24
sldi $r0, 9920
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13376
st $r0, $r30, 12
sldi $r0, 9608
ld $r30, $r0, 24
sldi $r0, 9944
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13388
st $r0, $r30, 12
sldi $r0, 9632
ld $r30, $r0, 24
sldi $r0, 9968
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13400
st $r0, $r30, 12
sldi $r0, 9656
ld $r30, $r0, 24
sldi $r0, 9992
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13412
st $r0, $r30, 12
sldi $r0, 9680
ld $r30, $r0, 24
sldi $r0, 10016
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13424
st $r0, $r30, 12
sldi $r0, 9704
ld $r30, $r0, 24
sldi $r0, 10040
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13436
st $r0, $r30, 12
sldi $r0, 9728
ld $r30, $r0, 24
sldi $r0, 10064
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13448
st $r0, $r30, 12
sldi $r0, 9752
ld $r30, $r0, 24
sldi $r0, 10088
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13460
st $r0, $r30, 12
sldi $r0, 10112
ld $r30, $r0, 24
sldi $r0, 10448
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13472
st $r0, $r30, 12
sldi $r0, 10136
ld $r30, $r0, 24
sldi $r0, 10472
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13484
st $r0, $r30, 12
sldi $r0, 10160
ld $r30, $r0, 24
sldi $r0, 10496
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13496
st $r0, $r30, 12
sldi $r0, 10184
ld $r30, $r0, 24
sldi $r0, 10520
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13508
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 15984
ld $r30, $r0, 64
sldi $r26, 64
sldi $r0, 16304
ld $r26, $r0, 64
sldi $r25, 32
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
sldi $r24, 96
vvmax $r30, $r30, $r24, 16
sldi $r0, 17616
st $r0, $r30, 32
sldi $r0, 16368
ld $r30, $r0, 64
sldi $r0, 16688
ld $r26, $r0, 64
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
vvmax $r30, $r30, $r24, 16
sldi $r0, 17648
st $r0, $r30, 32
sldi $r0, 16432
ld $r30, $r0, 64
sldi $r0, 16752
ld $r26, $r0, 64
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
vvmax $r30, $r30, $r24, 16
sldi $r0, 17680
st $r0, $r30, 32
sync 0, 0
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
recv $r18, 7, 960
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
