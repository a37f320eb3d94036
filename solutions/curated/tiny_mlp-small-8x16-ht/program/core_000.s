# pimsolve 0.1.0; model tiny_mlp.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
wait 0, 1
sync 1, 6
