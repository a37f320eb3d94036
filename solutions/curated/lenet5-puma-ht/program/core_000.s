# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
wait 0, 114
sync 1, 0
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 5
sync 1, 6
sync 1, 7
sync 1, 8
sync 1, 9
sync 1, 10
sync 1, 11
sync 1, 12
sync 1, 13
sync 1, 14
sync 1, 15
sync 1, 16
sync 1, 17
sync 1, 18
sync 1, 19
sync 1, 20
sync 1, 21
sync 1, 22
sync 1, 23
sync 1, 24
sync 1, 25
sync 1, 26
sync 1, 27
sync 1, 28
sync 1, 29
sync 1, 30
sync 1, 31
sync 1, 32
sync 1, 33
sync 1, 34
sync 1, 35
sync 1, 36
sync 1, 37
sync 1, 38
sync 1, 39
sync 1, 40
sync 1, 41
sync 1, 42
sync 1, 43
sync 1, 44
sync 1, 45
sync 1, 46
sync 1, 47
sync 1, 48
sync 1, 49
sync 1, 50
sync 1, 51
sync 1, 52
sync 1, 53
sync 1, 54
sync 1, 55
sync 1, 56
sync 1, 57
sync 1, 58
sync 1, 59
sync 1, 60
sync 1, 61
sync 1, 62
sync 1, 63
sync 1, 64
sync 1, 65
sync 1, 66
sync 1, 67
sync 1, 68
sync 1, 69
sync 1, 70
sync 1, 71
sync 1, 72
sync 1, 73
sync 1, 74
sync 1, 75
sync 1, 76
sync 1, 77
sync 1, 78
sync 1, 79
sync 1, 80
sync 1, 81
sync 1, 82
sync 1, 83
sync 1, 84
sync 1, 85
sync 1, 86
sync 1, 87
sync 1, 88
sync 1, 89
sync 1, 90
sync 1, 91
sync 1, 92
sync 1, 93
sync 1, 94
sync 1, 95
sync 1, 96
sync 1, 97
sync 1, 98
sync 1, 99
sync 1, 100
sync 1, 101
sync 1, 102
sync 1, 103
sync 1, 104
sync 1, 105
sync 1, 106
sync 1, 107
sync 1, 108
sync 1, 109
sync 1, 110
sync 1, 111
sync 1, 112
sync 1, 113
sync 1, 114
sync 1, 115
sync 1, 116
sync 1, 117
sync 1, 118
sync 1, 119
sync 1, 120
sync 1, 121
sync 1, 122
sync 1, 123
sync 1, 124
sync 1, 125
sync 1, 126
sync 1, 127
sync 1, 128
sync 1, 129
sync 1, 130
sync 1, 131
sync 1, 132
sync 1, 133
sync 1, 134
sync 1, 135
sync 1, 136
sync 1, 137
wait 1, 1
sldi $r30, 0
sldi $r0, 2048
ld $r30, $r0, 24
sldi $r29, 24
sldi $r0, 2384
ld $r29, $r0, 24
setbw 16, 16
sldi $r28, 12
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
sldi $r27, 36
vvmax $r30, $r30, $r27, 6
sldi $r0, 11456
st $r0, $r30, 12
sldi $r0, 2072
ld $r30, $r0, 24
sldi $r0, 2408
ld $r29, $r0, 24
vvmax $r30, $r30, $r28, 6
vvmax $r30, $r30, $r29, 6
vvmax $r30, $r30, $r27, 6
sldi $r0, 11468
st $r0, $r30, 12
sync 0, 0
wait 0, 138
sync 1, 0
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 5
sync 1, 6
sync 1, 7
sync 1, 8
sync 1, 9
sync 1, 10
sync 1, 11
sync 1, 12
sync 1, 13
sync 1, 14
sync 1, 15
sync 1, 16
sync 1, 17
sync 1, 18
sync 1, 19
sync 1, 20
sync 1, 21
sync 1, 22
sync 1, 23
sync 1, 131
sync 1, 132
sync 1, 133
sync 1, 134
sync 1, 135
sync 1, 136
sync 1, 137
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r26, 128
sldi $r0, 18336
ld $r26, $r0, 128
sldi $r25, 256
sldi $r0, 11456
ld $r25, $r0, 60
sldi $r24, 316
sldi $r0, 11624
ld $r24, $r0, 60
sldi $r23, 376
sldi $r0, 11792
ld $r23, $r0, 60
sldi $r22, 436
sldi $r0, 11960
ld $r22, $r0, 60
sldi $r21, 496
sldi $r0, 12128
ld $r21, $r0, 60
setbw 16, 64
sldi $r20, 560
mvmul $r20, $r25, 16, 0, 0
sldi $r19, 688
sldi $r18, 512
mvmul $r19, $r18, 16, 0, 1
setbw 64, 64
vvadd $r20, $r20, $r19, 16
vvadd $r20, $r20, $r30, 16
setbw 64, 16
sldi $r17, 816
vvsra $r17, $r20, $r26, 16
setbw 16, 16
vrelu $r17, $r17, 16
sldi $r0, 13808
st $r0, $r17, 32
sldi $r0, 11468
ld $r25, $r0, 60
sldi $r0, 11636
ld $r24, $r0, 60
sldi $r0, 11804
ld $r23, $r0, 60
sldi $r0, 11972
ld $r22, $r0, 60
sldi $r0, 12140
ld $r21, $r0, 60
setbw 16, 64
mvmul $r20, $r25, 16, 0, 0
mvmul $r19, $r18, 16, 0, 1
setbw 64, 64
vvadd $r20, $r20, $r19, 16
vvadd $r20, $r20, $r30, 16
setbw 64, 16
vvsra $r17, $r20, $r26, 16
setbw 16, 16
vrelu $r17, $r17, 16
sldi $r0, 13840
st $r0, $r17, 32
sldi $r0, 11480
ld $r25, $r0, 60
sldi $r0, 11648
ld $r24, $r0, 60
sldi $r0, 11816
ld $r23, $r0, 60
sldi $r0, 11984
ld $r22, $r0, 60
sldi $r0, 12152
ld $r21, $r0, 60
setbw 16, 64
mvmul $r20, $r25, 16, 0, 0
mvmul $r19, $r18, 16, 0, 1
setbw 64, 64
vvadd $r20, $r20, $r19, 16
vvadd $r20, $r20, $r30, 16
setbw 64, 16
vvsra $r17, $r20, $r26, 16
setbw 16, 16
vrelu $r17, $r17, 16
sldi $r0, 13872
st $r0, $r17, 32
sldi $r0, 11492
ld $r25, $r0, 60
sldi $r0, 11660
ld $r24, $r0, 60
sldi $r0, 11828
ld $r23, $r0, 60
sldi $r0, 11996
ld $r22, $r0, 60
sldi $r0, 12164
ld $r21, $r0, 60
setbw 16, 64
mvmul $r20, $r25, 16, 0, 0
mvmul $r19, $r18, 16, 0, 1
setbw 64, 64
vvadd $r20, $r20, $r19, 16
vvadd $r20, $r20, $r30, 16
setbw 64, 16
vvsra $r17, $r20, $r26, 16
setbw 16, 16
vrelu $r17, $r17, 16
sldi $r0, 13904
st $r0, $r17, 32
sync 0, 0
wait 0, 31
sync 1, 0
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 5
sync 1, 6
sync 1, 7
sync 1, 8
sync 1, 9
sync 1, 10
sync 1, 11
sync 1, 12
sync 1, 13
sync 1, 14
sync 1, 15
sync 1, 16
sync 1, 17
sync 1, 18
sync 1, 19
sync 1, 20
sync 1, 21
sync 1, 22
sync 1, 23
sync 1, 24
wait 1, 1
sldi $r0, 13808
ld $r30, $r0, 64
sldi $r16, 64
sldi $r0, 14128
ld $r16, $r0, 64
sldi $r15, 32
vvmax $r30, $r30, $r15, 16
vvmax $r30, $r30, $r16, 16
sldi $r14, 96
vvmax $r30, $r30, $r14, 16
sldi $r0, 17008
st $r0, $r30, 32
sync 0, 0
wait 0, 25
sync 1, 23
wait 0, 1
sync 1, 23
wait 0, 1
sync 1, 23
