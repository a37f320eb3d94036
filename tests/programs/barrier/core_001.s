# barrier worker 1: publish a block of 10s, signal core 0, wait for the sum, copy it
setbw 8, 8
sldi $r10, 0
lldi $r10, 10, 16
sldi $r0, 528
sldi $r1, 0
st $r0, $r10, 16
sync 0, 0                 # event register 0 of core 0
wait 1, 1                 # released by core 0
sldi $r2, 1024
sldi $r3, 0
ld $r10, $r2, 16
sldi $r4, 1040
sldi $r5, 0
st $r4, $r10, 16
