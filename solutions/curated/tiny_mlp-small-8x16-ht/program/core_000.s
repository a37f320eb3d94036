# pimsolve 0.1.0; model tiny_mlp.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 1176
ld $r30, $r0, 512
sldi $r29, 512
sldi $r0, 664
ld $r29, $r0, 512
sldi $r28, 1024
sldi $r0, 0
ld $r28, $r0, 512
setbw 16, 64
sldi $r27, 1536
mvmul $r27, $r28, 16, 0, 0
sldi $r26, 2048
sldi $r25, 1280
mvmul $r26, $r25, 16, 0, 1
setbw 64, 64
vvadd $r27, $r27, $r26, 64
vvadd $r27, $r27, $r30, 64
setbw 64, 16
sldi $r24, 2560
vvsra $r24, $r27, $r29, 64
setbw 16, 16
vrelu $r24, $r24, 64
sldi $r0, 512
st $r0, $r24, 128
sync 0, 0
wait 0, 1
sync 1, 1
wait 0, 1
sync 1, 0
wait 1, 1
