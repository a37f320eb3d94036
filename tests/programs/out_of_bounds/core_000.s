# loads 16 bytes to local address 4090 of a 4096-byte local memory: must fail, never wrap
sldi $r0, 0
sldi $r1, 0
sldi $r2, 4090
ld $r2, $r0, 16
