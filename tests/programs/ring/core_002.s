# ring: core 2 loads gmem[32, +16), passes it to core 3, receives core 1's block,
# adds 1 to every element and stores the result at gmem[288, +16).
setbw 8, 8
sldi $r0, 32            # global address pair ($r0, $r1)
sldi $r1, 0
sldi $r10, 0                  # my block in local memory
sldi $r11, 64                 # the received block
sldi $r12, 128                # a vector of ones
sldi $r13, 192                # the result
ld $r10, $r0, 16
lldi $r12, 1, 16
send $r10, 3, 16          # pass my block on
recv $r11, 1, 16          # take the previous core's block
vvadd $r13, $r11, $r12, 16
sldi $r2, 288
sldi $r3, 0
st $r2, $r13, 16
