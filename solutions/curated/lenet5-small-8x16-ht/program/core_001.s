# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 2984
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 3320
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 11756
st $r0, $r30, 12
sldi $r0, 3008
ld $r30, $r0, 24
sldi $r0, 3344
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11768
st $r0, $r30, 12
sldi $r0, 3032
ld $r30, $r0, 24
sldi $r0, 3368
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11780
st $r0, $r30, 12
sldi $r0, 3392
ld $r30, $r0, 24
sldi $r0, 3728
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11792
st $r0, $r30, 12
sldi $r0, 3416
ld $r30, $r0, 24
sldi $r0, 3752
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11804
st $r0, $r30, 12
sldi $r0, 3440
ld $r30, $r0, 24
sldi $r0, 3776
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11816
st $r0, $r30, 12
sldi $r0, 3464
ld $r30, $r0, 24
sldi $r0, 3800
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11828
st $r0, $r30, 12
sldi $r0, 3488
ld $r30, $r0, 24
sldi $r0, 3824
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11840
st $r0, $r30, 12
sldi $r0, 3512
ld $r30, $r0, 24
sldi $r0, 3848
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11852
st $r0, $r30, 12
sldi $r0, 3536
ld $r30, $r0, 24
sldi $r0, 3872
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11864
st $r0, $r30, 12
sldi $r0, 3560
ld $r30, $r0, 24
sldi $r0, 3896
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11876
st $r0, $r30, 12
sldi $r0, 3584
ld $r30, $r0, 24
sldi $r0, 3920
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11888
st $r0, $r30, 12
sldi $r0, 3608
ld $r30, $r0, 24
sldi $r0, 3944
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11900
st $r0, $r30, 12
sldi $r0, 3632
ld $r30, $r0, 24
sldi $r0, 3968
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11912
st $r0, $r30, 12
sldi $r0, 3656
ld $r30, $r0, 24
sldi $r0, 3992
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11924
st $r0, $r30, 12
sldi $r0, 3680
ld $r30, $r0, 24
sldi $r0, 4016
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11936
st $r0, $r30, 12
sldi $r0, 3704
ld $r30, $r0, 24
sldi $r0, 4040
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11948
st $r0, $r30, 12
sldi $r0, 4064
ld $r30, $r0, 24
sldi $r0, 4400
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11960
st $r0, $r30, 12
sldi $r0, 4088
ld $r30, $r0, 24
sldi $r0, 4424
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11972
st $r0, $r30, 12
sldi $r0, 4112
ld $r30, $r0, 24
sldi $r0, 4448
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11984
st $r0, $r30, 12
sldi $r0, 4136
ld $r30, $r0, 24
sldi $r0, 4472
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11996
st $r0, $r30, 12
sldi $r0, 4160
ld $r30, $r0, 24
sldi $r0, 4496
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
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
sldi $r0, 4208
ld $r30, $r0, 24
sldi $r0, 4544
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 12032
st $r0, $r30, 12
sldi $r0, 4232
ld $r30, $r0, 24
sldi $r0, 4568
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 12044
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 14064
ld $r30, $r0, 64
sldi $r26, 64
sldi $r0, 14384
ld $r26, $r0, 64
sldi $r25, 32
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
sldi $r24, 96
vvmax $r30, $r30, $r24, 16
sldi $r0, 17136
st $r0, $r30, 32
sldi $r0, 14448
ld $r30, $r0, 64
sldi $r0, 14768
ld $r26, $r0, 64
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
vvmax $r30, $r30, $r24, 16
sldi $r0, 17168
st $r0, $r30, 32
sldi $r0, 14512
ld $r30, $r0, 64
sldi $r0, 14832
ld $r26, $r0, 64
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
vvmax $r30, $r30, $r24, 16
sldi $r0, 17200
st $r0, $r30, 32
sync 0, 0
wait 1, 1
sldi $r23, 512
sldi $r0, 17520
ld $r23, $r0, 288
setbw 16, 64
sldi $r22, 800
mvmul $r22, $r23, 16, 0, 0
sldi $r21, 1760
sldi $r20, 768
mvmul $r21, $r20, 16, 0, 1
setbw 64, 64
vvadd $r22, $r22, $r21, 120
send $r22, 0, 960
sync 0, 0
