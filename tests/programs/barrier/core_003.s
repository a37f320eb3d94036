# barrier worker 3: publish a block of 30s, signal core 0, wait for the sum, copy it
setbw 8, 8
sldi $r10, 0
lldi $r10, 30, 16
sldi $r0, 560
sldi $r1, 0
st $r0, $r10, 16
sync 0, 0                 # event register 0 of core 0
wait 1, 1                 # released by core 0
sldi $r2, 1024
sldi $r3, 0
ld $r10, $r2, 16
sldi $r4, 1072
sldi $r5, 0
st $r4, $r10, 16
