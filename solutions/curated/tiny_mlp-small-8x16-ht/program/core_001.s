# pimsolve 0.1.0; model tiny_mlp.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
wait 1, 1
sldi $r30, 0
sldi $r0, 1768
ld $r30, $r0, 80
sldi $r29, 80
sldi $r0, 1688
ld $r29, $r0, 80
sldi $r28, 160
sldi $r0, 512
ld $r28, $r0, 128
setbw 16, 64
sldi $r27, 288
mvmul $r27, $r28, 16, 0, 0
setbw 64, 64
vvadd $r27, $r27, $r30, 10
setbw 64, 16
sldi $r26, 368
vvsra $r26, $r27, $r29, 10
setbw 16, 16
sldi $r0, 640
st $r0, $r26, 20
sync 0, 0
