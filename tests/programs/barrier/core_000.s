# barrier: wait until cores 1-3 have stored their blocks, sum them, publish the sum,
# then release the other cores through event register 1.
setbw 8, 8
wait 0, 3                 # three syncs, one from each worker
sldi $r0, 528             # ($r0, $r1): gmem address of core 1's block
sldi $r1, 0
sldi $r10, 0
ld $r10, $r0, 48          # the three 16-byte blocks, back to back
sldi $r11, 16
sldi $r12, 32
vvadd $r13, $r10, $r11, 16     # $r13 = 0: sum in place
vvadd $r13, $r13, $r12, 16
sldi $r2, 1024
sldi $r3, 0
st $r2, $r13, 16
sync 1, 1
sync 1, 2
sync 1, 3
