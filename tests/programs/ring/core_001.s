# ring: core 1 loads gmem[16, +16), passes it to core 2, receives core 0's block,
# adds 1 to every element and stores the result at gmem[272, +16).
setbw 8, 8
sldi $r0, 16            # global address pair ($r0, $r1)
sldi $r1, 0
sldi $r10, 0                  # my block in local memory
sldi $r11, 64                 # the received block
sldi $r12, 128                # a vector of ones
sldi $r13, 192                # the result
ld $r10, $r0, 16
lldi $r12, 1, 16
recv $r11, 0, 16          # odd cores receive first, so the synchronous ring cannot deadlock
send $r10, 2, 16
vvadd $r13, $r11, $r12, 16
sldi $r2, 272
sldi $r3, 0
st $r2, $r13, 16
