# pimsolve 0.1.0; model tiny_mobilenet.onnx; hwspec isaac; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 125208
ld $r30, $r0, 128
sldi $r29, 128
sldi $r0, 125080
ld $r29, $r0, 128
sldi $r28, 256
lldi $r28, 0, 24
sldi $r27, 280
sldi $r0, 0
ld $r27, $r0, 12
sldi $r26, 292
lldi $r26, 0, 6
sldi $r25, 298
sldi $r0, 192
ld $r25, $r0, 12
setbw 16, 64
sldi $r24, 312
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
sldi $r23, 440
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
sldi $r22, 24576
vrsu $r23, $r23, $r22, 16
sldi $r0, 6144
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r21, 274
sldi $r0, 6
ld $r21, $r0, 18
sldi $r0, 198
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6176
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r0, 18
ld $r21, $r0, 18
sldi $r0, 210
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6208
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r0, 30
ld $r21, $r0, 18
sldi $r0, 222
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6240
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r0, 42
ld $r21, $r0, 18
sldi $r0, 234
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6272
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r0, 54
ld $r21, $r0, 18
sldi $r0, 246
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6304
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r0, 66
ld $r21, $r0, 18
sldi $r0, 258
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6336
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r0, 78
ld $r21, $r0, 18
sldi $r0, 270
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6368
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r0, 90
ld $r21, $r0, 18
sldi $r0, 282
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6400
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r0, 102
ld $r21, $r0, 18
sldi $r0, 294
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6432
st $r0, $r23, 32
lldi $r28, 0, 18
sldi $r0, 114
ld $r21, $r0, 18
sldi $r0, 306
ld $r26, $r0, 18
setbw 16, 64
mvmul $r24, $r28, 16, 0, 0
setbw 64, 64
vvadd $r24, $r24, $r30, 16
setbw 64, 16
vvsra $r23, $r24, $r29, 16
setbw 16, 16
vrsl $r23, $r23, $r30, 16
vrsu $r23, $r23, $r22, 16
sldi $r0, 6464
st $r0, $r23, 32
sync 0, 0
wait 0, 31
sync 1, 5
sync 1, 6
sync 1, 7
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
wait 0, 38
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
sync 1, 143
sync 1, 144
sync 1, 145
sync 1, 146
sync 1, 147
sync 1, 148
sync 1, 149
sync 1, 150
sync 1, 151
sync 1, 152
sync 1, 153
sync 1, 154
sync 1, 155
sync 1, 156
sync 1, 157
sync 1, 158
sync 1, 159
sync 1, 160
sync 1, 161
sync 1, 162
sync 1, 163
sync 1, 164
sync 1, 165
sync 1, 166
sync 1, 167
wait 0, 138
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
wait 0, 26
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
sync 1, 138
sync 1, 139
sync 1, 140
sync 1, 141
sync 1, 142
sync 1, 143
sync 1, 144
sync 1, 145
sync 1, 146
sync 1, 147
sync 1, 148
sync 1, 149
sync 1, 150
sync 1, 151
sync 1, 152
sync 1, 153
sync 1, 154
sync 1, 155
sync 1, 156
sync 1, 157
sync 1, 158
sync 1, 159
sync 1, 160
sync 1, 161
sync 1, 162
sync 1, 163
sync 1, 164
sync 1, 165
sync 1, 166
sync 1, 167
wait 1, 1
sldi $r0, 47104
ld $r30, $r0, 64
sldi $r0, 126344
ld $r29, $r0, 64
sldi $r20, 64
vvsra $r20, $r30, $r29, 32
sldi $r0, 55296
st $r0, $r20, 64
sync 0, 0
wait 0, 168
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
sync 1, 138
sync 1, 139
sync 1, 140
sync 1, 141
sync 1, 142
sync 1, 143
sync 1, 144
sync 1, 145
sync 1, 146
sync 1, 147
sync 1, 148
sync 1, 149
sync 1, 150
sync 1, 151
sync 1, 152
sync 1, 153
sync 1, 154
sync 1, 155
sync 1, 156
sync 1, 157
sync 1, 158
sync 1, 159
sync 1, 160
sync 1, 161
sync 1, 162
sync 1, 163
sync 1, 164
sync 1, 165
sync 1, 166
sync 1, 167
wait 1, 1
sldi $r0, 6144
ld $r30, $r0, 64
sldi $r0, 55296
ld $r20, $r0, 64
vvadd $r29, $r30, $r20, 32
sldi $r0, 63488
st $r0, $r29, 64
sync 0, 0
wait 0, 168
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
wait 0, 32
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
sync 1, 138
sync 1, 139
sync 1, 140
sync 1, 141
sync 1, 142
wait 0, 22
sync 1, 129
sync 1, 130
sync 1, 131
sync 1, 132
sync 1, 133
sync 1, 134
sync 1, 135
sync 1, 136
sync 1, 137
sync 1, 138
sync 1, 139
sync 1, 140
sync 1, 141
wait 0, 13
sync 1, 94
sync 1, 95
sync 1, 96
sync 1, 97
sync 1, 98
sync 1, 99
sync 1, 100
sync 1, 101
wait 0, 8
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
sync 1, 121
sync 1, 122
sync 1, 123
sync 1, 124
sync 1, 125
sync 1, 126
sync 1, 127
sync 1, 128
wait 0, 64
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
sync 1, 142
wait 0, 13
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
wait 1, 1
sldi $r0, 107520
ld $r30, $r0, 48
sldi $r19, 96
sldi $r0, 128680
ld $r19, $r0, 48
sldi $r18, 48
vvsra $r18, $r30, $r19, 24
sldi $r0, 110592
st $r0, $r18, 48
sync 0, 0
wait 0, 64
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
wait 1, 1
sldi $r0, 92160
ld $r30, $r0, 48
sldi $r0, 110592
ld $r18, $r0, 48
vvadd $r19, $r30, $r18, 24
sldi $r0, 113664
st $r0, $r19, 48
sync 0, 0
wait 0, 64
sync 1, 121
sync 1, 122
sync 1, 123
sync 1, 124
sync 1, 125
sync 1, 126
sync 1, 127
sync 1, 128
wait 0, 8
sync 1, 0
wait 1, 1
sldi $r0, 116736
ld $r30, $r0, 8192
sldi $r31, 8192
vavg $r31, $r30, $r20, 64
sldi $r31, 8194
vavg $r31, $r30, $r20, 64, 1
sldi $r31, 8196
vavg $r31, $r30, $r20, 64, 2
sldi $r31, 8198
vavg $r31, $r30, $r20, 64, 3
sldi $r31, 8200
vavg $r31, $r30, $r20, 64, 4
sldi $r31, 8202
vavg $r31, $r30, $r20, 64, 5
sldi $r31, 8204
vavg $r31, $r30, $r20, 64, 6
sldi $r31, 8206
vavg $r31, $r30, $r20, 64, 7
sldi $r31, 8208
vavg $r31, $r30, $r20, 64, 8
sldi $r31, 8210
vavg $r31, $r30, $r20, 64, 9
sldi $r31, 8212
vavg $r31, $r30, $r20, 64, 10
sldi $r31, 8214
vavg $r31, $r30, $r20, 64, 11
sldi $r31, 8216
vavg $r31, $r30, $r20, 64, 12
sldi $r31, 8218
vavg $r31, $r30, $r20, 64, 13
sldi $r31, 8220
vavg $r31, $r30, $r20, 64, 14
sldi $r31, 8222
vavg $r31, $r30, $r20, 64, 15
sldi $r31, 8224
vavg $r31, $r30, $r20, 64, 16
sldi $r31, 8226
vavg $r31, $r30, $r20, 64, 17
sldi $r31, 8228
vavg $r31, $r30, $r20, 64, 18
sldi $r31, 8230
vavg $r31, $r30, $r20, 64, 19
sldi $r31, 8232
vavg $r31, $r30, $r20, 64, 20
sldi $r31, 8234
vavg $r31, $r30, $r20, 64, 21
sldi $r31, 8236
vavg $r31, $r30, $r20, 64, 22
sldi $r31, 8238
vavg $r31, $r30, $r20, 64, 23
sldi $r31, 8240
vavg $r31, $r30, $r20, 64, 24
sldi $r31, 8242
vavg $r31, $r30, $r20, 64, 25
sldi $r31, 8244
vavg $r31, $r30, $r20, 64, 26
sldi $r31, 8246
vavg $r31, $r30, $r20, 64, 27
sldi $r31, 8248
vavg $r31, $r30, $r20, 64, 28
sldi $r31, 8250
vavg $r31, $r30, $r20, 64, 29
sldi $r31, 8252
vavg $r31, $r30, $r20, 64, 30
sldi $r31, 8254
vavg $r31, $r30, $r20, 64, 31
sldi $r31, 8256
vavg $r31, $r30, $r20, 64, 32
sldi $r31, 8258
vavg $r31, $r30, $r20, 64, 33
sldi $r31, 8260
vavg $r31, $r30, $r20, 64, 34
sldi $r31, 8262
vavg $r31, $r30, $r20, 64, 35
sldi $r31, 8264
vavg $r31, $r30, $r20, 64, 36
sldi $r31, 8266
vavg $r31, $r30, $r20, 64, 37
sldi $r31, 8268
vavg $r31, $r30, $r20, 64, 38
sldi $r31, 8270
vavg $r31, $r30, $r20, 64, 39
sldi $r31, 8272
vavg $r31, $r30, $r20, 64, 40
sldi $r31, 8274
vavg $r31, $r30, $r20, 64, 41
sldi $r31, 8276
vavg $r31, $r30, $r20, 64, 42
sldi $r31, 8278
vavg $r31, $r30, $r20, 64, 43
sldi $r31, 8280
vavg $r31, $r30, $r20, 64, 44
sldi $r31, 8282
vavg $r31, $r30, $r20, 64, 45
sldi $r31, 8284
vavg $r31, $r30, $r20, 64, 46
sldi $r31, 8286
vavg $r31, $r30, $r20, 64, 47
sldi $r31, 8288
vavg $r31, $r30, $r20, 64, 48
sldi $r31, 8290
vavg $r31, $r30, $r20, 64, 49
sldi $r31, 8292
vavg $r31, $r30, $r20, 64, 50
sldi $r31, 8294
vavg $r31, $r30, $r20, 64, 51
sldi $r31, 8296
vavg $r31, $r30, $r20, 64, 52
sldi $r31, 8298
vavg $r31, $r30, $r20, 64, 53
sldi $r31, 8300
vavg $r31, $r30, $r20, 64, 54
sldi $r31, 8302
vavg $r31, $r30, $r20, 64, 55
sldi $r31, 8304
vavg $r31, $r30, $r20, 64, 56
sldi $r31, 8306
vavg $r31, $r30, $r20, 64, 57
sldi $r31, 8308
vavg $r31, $r30, $r20, 64, 58
sldi $r31, 8310
vavg $r31, $r30, $r20, 64, 59
sldi $r31, 8312
vavg $r31, $r30, $r20, 64, 60
sldi $r31, 8314
vavg $r31, $r30, $r20, 64, 61
sldi $r31, 8316
vavg $r31, $r30, $r20, 64, 62
sldi $r31, 8318
vavg $r31, $r30, $r20, 64, 63
sldi $r0, 124928
sldi $r17, 8192
st $r0, $r17, 128
sync 0, 0
wait 0, 1
sync 1, 129
wait 0, 1
sync 1, 0
sync 1, 1
sync 1, 2
sync 1, 3
sync 1, 4
sync 1, 142
sync 1, 143
sync 1, 144
sync 1, 145
sync 1, 146
sync 1, 147
sync 1, 148
sync 1, 149
sync 1, 150
sync 1, 151
sync 1, 152
sync 1, 153
sync 1, 154
sync 1, 155
sync 1, 156
sync 1, 157
sync 1, 158
sync 1, 159
sync 1, 160
sync 1, 161
sync 1, 162
sync 1, 163
sync 1, 164
sync 1, 165
sync 1, 166
sync 1, 167
wait 1, 1
