# ring: core 0 loads gmem[0, +16), passes it to core 1, receives core 3's block,
# adds 1 to every element and stores the result at gmem[256, +16).
setbw 8, 8
sldi $r0, 0            # global address pair ($r0, $r1)
sldi $r1, 0
sldi $r10, 0                  # my block in local memory
sldi $r11, 64                 # the received block
sldi $r12, 128                # a vector of ones
sldi $r13, 192                # the result
ld $r10, $r0, 16
lldi $r12, 1, 16
send $r10, 1, 16          # pass my block on
recv $r11, 3, 16          # take the previous core's block
vvadd $r13, $r11, $r12, 16
sldi $r2, 256
sldi $r3, 0
st $r2, $r13, 16
