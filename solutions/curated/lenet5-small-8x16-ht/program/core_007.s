# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 10208
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 10544
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 13520
st $r0, $r30, 12
sldi $r0, 10232
ld $r30, $r0, 24
sldi $r0, 10568
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13532
st $r0, $r30, 12
sldi $r0, 10256
ld $r30, $r0, 24
sldi $r0, 10592
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13544
st $r0, $r30, 12
sldi $r0, 10280
ld $r30, $r0, 24
sldi $r0, 10616
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13556
st $r0, $r30, 12
sldi $r0, 10304
ld $r30, $r0, 24
sldi $r0, 10640
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13568
st $r0, $r30, 12
sldi $r0, 10328
ld $r30, $r0, 24
sldi $r0, 10664
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13580
st $r0, $r30, 12
sldi $r0, 10352
ld $r30, $r0, 24
sldi $r0, 10688
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13592
st $r0, $r30, 12
sldi $r0, 10376
ld $r30, $r0, 24
sldi $r0, 10712
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13604
st $r0, $r30, 12
sldi $r0, 10400
ld $r30, $r0, 24
sldi $r0, 10736
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13616
st $r0, $r30, 12
sldi $r0, 10424
ld $r30, $r0, 24
sldi $r0, 10760
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13628
st $r0, $r30, 12
sldi $r0, 10784
ld $r30, $r0, 24
sldi $r0, 11120
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13640
st $r0, $r30, 12
sldi $r0, 10808
ld $r30, $r0, 24
sldi $r0, 11144
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13652
st $r0, $r30, 12
sldi $r0, 10832
ld $r30, $r0, 24
sldi $r0, 11168
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13664
st $r0, $r30, 12
sldi $r0, 10856
ld $r30, $r0, 24
sldi $r0, 11192
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13676
st $r0, $r30, 12
sldi $r0, 10880
ld $r30, $r0, 24
sldi $r0, 11216
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13688
st $r0, $r30, 12
sldi $r0, 10904
ld $r30, $r0, 24
sldi $r0, 11240
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13700
st $r0, $r30, 12
sldi $r0, 10928
ld $r30, $r0, 24
sldi $r0, 11264
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13712
st $r0, $r30, 12
sldi $r0, 10952
ld $r30, $r0, 24
sldi $r0, 11288
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13724
st $r0, $r30, 12
sldi $r0, 10976
ld $r30, $r0, 24
sldi $r0, 11312
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13736
st $r0, $r30, 12
sldi $r0, 11000
ld $r30, $r0, 24
sldi $r0, 11336
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13748
st $r0, $r30, 12
sldi $r0, 11024
ld $r30, $r0, 24
sldi $r0, 11360
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13760
st $r0, $r30, 12
sldi $r0, 11048
ld $r30, $r0, 24
sldi $r0, 11384
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13772
st $r0, $r30, 12
sldi $r0, 11072
ld $r30, $r0, 24
sldi $r0, 11408
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13784
st $r0, $r30, 12
sldi $r0, 11096
ld $r30, $r0, 24
sldi $r0, 11432
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 13796
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 16496
ld $r30, $r0, 64
sldi $r26, 64
sldi $r0, 16816
ld $r26, $r0, 64
sldi $r25, 32
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
sldi $r24, 96
vvmax $r30, $r30, $r24, 16
sldi $r0, 17712
st $r0, $r30, 32
sldi $r0, 16560
ld $r30, $r0, 64
sldi $r0, 16880
ld $r26, $r0, 64
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
vvmax $r30, $r30, $r24, 16
sldi $r0, 17744
st $r0, $r30, 32
sldi $r0, 16624
ld $r30, $r0, 64
sldi $r0, 16944
ld $r26, $r0, 64
vvmax $r30, $r30, $r25, 16
vvmax $r30, $r30, $r26, 16
vvmax $r30, $r30, $r24, 16
sldi $r0, 17776
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
send $r22, 6, 960
sync 0, 0
