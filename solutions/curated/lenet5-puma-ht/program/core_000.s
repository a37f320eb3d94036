# pimsolve 0.1.0; model lenet5.onnx; hwspec puma; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 688
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 752
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 816
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 880
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 944
ld $r24, $r0, 10
setbw 16, 64
sldi $r23, 152
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
sldi $r22, 200
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5696
st $r0, $r22, 12
sldi $r0, 690
ld $r28, $r0, 10
sldi $r0, 754
ld $r27, $r0, 10
sldi $r0, 818
ld $r26, $r0, 10
sldi $r0, 882
ld $r25, $r0, 10
sldi $r0, 946
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5708
st $r0, $r22, 12
sldi $r0, 692
ld $r28, $r0, 10
sldi $r0, 756
ld $r27, $r0, 10
sldi $r0, 820
ld $r26, $r0, 10
sldi $r0, 884
ld $r25, $r0, 10
sldi $r0, 948
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5720
st $r0, $r22, 12
sldi $r0, 694
ld $r28, $r0, 10
sldi $r0, 758
ld $r27, $r0, 10
sldi $r0, 822
ld $r26, $r0, 10
sldi $r0, 886
ld $r25, $r0, 10
sldi $r0, 950
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5732
st $r0, $r22, 12
sldi $r0, 704
ld $r28, $r0, 10
sldi $r0, 768
ld $r27, $r0, 10
sldi $r0, 832
ld $r26, $r0, 10
sldi $r0, 896
ld $r25, $r0, 10
sldi $r0, 960
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5744
st $r0, $r22, 12
sldi $r0, 706
ld $r28, $r0, 10
sldi $r0, 770
ld $r27, $r0, 10
sldi $r0, 834
ld $r26, $r0, 10
sldi $r0, 898
ld $r25, $r0, 10
sldi $r0, 962
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5756
st $r0, $r22, 12
sldi $r0, 708
ld $r28, $r0, 10
sldi $r0, 772
ld $r27, $r0, 10
sldi $r0, 836
ld $r26, $r0, 10
sldi $r0, 900
ld $r25, $r0, 10
sldi $r0, 964
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5768
st $r0, $r22, 12
sync 0, 0
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
sldi $r0, 2048
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 2384
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 11456
st $r0, $r30, 12
sldi $r0, 2072
ld $r30, $r0, 24
sldi $r0, 2408
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11468
st $r0, $r30, 12
sync 0, 0
wait 0, 138
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
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
sync 1, 39
sync 1, 45
sync 1, 63
sync 1, 64
sync 1, 69
sync 1, 86
sync 1, 100
sync 1, 109
sync 1, 127
sync 1, 134
sync 1, 137
wait 0, 30
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
sldi $r18, 64
sldi $r0, 14128
ld $r18, $r0, 64
sldi $r17, 32
vvmax $r30, $r30, $r17, 16
vvmax $r30, $r30, $r18, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17008
st $r0, $r30, 32
sync 0, 0
wait 0, 25
sync 1, 137
wait 0, 1
sync 1, 137
wait 0, 1
sync 1, 137
wait 0, 1
sync 1, 0
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 5
sync 1, 6
sync 1, 7
sync 1, 8
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
sync 1, 40
sync 1, 41
sync 1, 42
sync 1, 43
sync 1, 44
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
sync 1, 65
sync 1, 66
sync 1, 67
sync 1, 68
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
sync 1, 128
sync 1, 129
sync 1, 130
sync 1, 131
sync 1, 132
sync 1, 133
sync 1, 135
sync 1, 136
wait 1, 1
