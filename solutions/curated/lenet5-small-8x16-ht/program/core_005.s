# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 898
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 962
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1026
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1090
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1154
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
sldi $r0, 6764
st $r0, $r22, 12
sldi $r0, 900
ld $r28, $r0, 10
sldi $r0, 964
ld $r27, $r0, 10
sldi $r0, 1028
ld $r26, $r0, 10
sldi $r0, 1092
ld $r25, $r0, 10
sldi $r0, 1156
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6776
st $r0, $r22, 12
sldi $r0, 902
ld $r28, $r0, 10
sldi $r0, 966
ld $r27, $r0, 10
sldi $r0, 1030
ld $r26, $r0, 10
sldi $r0, 1094
ld $r25, $r0, 10
sldi $r0, 1158
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6788
st $r0, $r22, 12
sldi $r0, 904
ld $r28, $r0, 10
sldi $r0, 968
ld $r27, $r0, 10
sldi $r0, 1032
ld $r26, $r0, 10
sldi $r0, 1096
ld $r25, $r0, 10
sldi $r0, 1160
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6800
st $r0, $r22, 12
sldi $r0, 906
ld $r28, $r0, 10
sldi $r0, 970
ld $r27, $r0, 10
sldi $r0, 1034
ld $r26, $r0, 10
sldi $r0, 1098
ld $r25, $r0, 10
sldi $r0, 1162
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6812
st $r0, $r22, 12
sldi $r0, 908
ld $r28, $r0, 10
sldi $r0, 972
ld $r27, $r0, 10
sldi $r0, 1036
ld $r26, $r0, 10
sldi $r0, 1100
ld $r25, $r0, 10
sldi $r0, 1164
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6824
st $r0, $r22, 12
sldi $r0, 910
ld $r28, $r0, 10
sldi $r0, 974
ld $r27, $r0, 10
sldi $r0, 1038
ld $r26, $r0, 10
sldi $r0, 1102
ld $r25, $r0, 10
sldi $r0, 1166
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6836
st $r0, $r22, 12
sldi $r0, 912
ld $r28, $r0, 10
sldi $r0, 976
ld $r27, $r0, 10
sldi $r0, 1040
ld $r26, $r0, 10
sldi $r0, 1104
ld $r25, $r0, 10
sldi $r0, 1168
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6848
st $r0, $r22, 12
sldi $r0, 914
ld $r28, $r0, 10
sldi $r0, 978
ld $r27, $r0, 10
sldi $r0, 1042
ld $r26, $r0, 10
sldi $r0, 1106
ld $r25, $r0, 10
sldi $r0, 1170
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6860
st $r0, $r22, 12
sldi $r0, 916
ld $r28, $r0, 10
sldi $r0, 980
ld $r27, $r0, 10
sldi $r0, 1044
ld $r26, $r0, 10
sldi $r0, 1108
ld $r25, $r0, 10
sldi $r0, 1172
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6872
st $r0, $r22, 12
sldi $r0, 918
ld $r28, $r0, 10
sldi $r0, 982
ld $r27, $r0, 10
sldi $r0, 1046
ld $r26, $r0, 10
sldi $r0, 1110
ld $r25, $r0, 10
sldi $r0, 1174
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6884
st $r0, $r22, 12
sldi $r0, 920
ld $r28, $r0, 10
sldi $r0, 984
ld $r27, $r0, 10
sldi $r0, 1048
ld $r26, $r0, 10
sldi $r0, 1112
ld $r25, $r0, 10
sldi $r0, 1176
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6896
st $r0, $r22, 12
sldi $r0, 922
ld $r28, $r0, 10
sldi $r0, 986
ld $r27, $r0, 10
sldi $r0, 1050
ld $r26, $r0, 10
sldi $r0, 1114
ld $r25, $r0, 10
sldi $r0, 1178
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6908
st $r0, $r22, 12
sldi $r0, 924
ld $r28, $r0, 10
sldi $r0, 988
ld $r27, $r0, 10
sldi $r0, 1052
ld $r26, $r0, 10
sldi $r0, 1116
ld $r25, $r0, 10
sldi $r0, 1180
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6920
st $r0, $r22, 12
sldi $r0, 926
ld $r28, $r0, 10
sldi $r0, 990
ld $r27, $r0, 10
sldi $r0, 1054
ld $r26, $r0, 10
sldi $r0, 1118
ld $r25, $r0, 10
sldi $r0, 1182
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6932
st $r0, $r22, 12
sldi $r0, 928
ld $r28, $r0, 10
sldi $r0, 992
ld $r27, $r0, 10
sldi $r0, 1056
ld $r26, $r0, 10
sldi $r0, 1120
ld $r25, $r0, 10
sldi $r0, 1184
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6944
st $r0, $r22, 12
sldi $r0, 930
ld $r28, $r0, 10
sldi $r0, 994
ld $r27, $r0, 10
sldi $r0, 1058
ld $r26, $r0, 10
sldi $r0, 1122
ld $r25, $r0, 10
sldi $r0, 1186
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6956
st $r0, $r22, 12
sldi $r0, 932
ld $r28, $r0, 10
sldi $r0, 996
ld $r27, $r0, 10
sldi $r0, 1060
ld $r26, $r0, 10
sldi $r0, 1124
ld $r25, $r0, 10
sldi $r0, 1188
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6968
st $r0, $r22, 12
sldi $r0, 934
ld $r28, $r0, 10
sldi $r0, 998
ld $r27, $r0, 10
sldi $r0, 1062
ld $r26, $r0, 10
sldi $r0, 1126
ld $r25, $r0, 10
sldi $r0, 1190
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6980
st $r0, $r22, 12
sldi $r0, 936
ld $r28, $r0, 10
sldi $r0, 1000
ld $r27, $r0, 10
sldi $r0, 1064
ld $r26, $r0, 10
sldi $r0, 1128
ld $r25, $r0, 10
sldi $r0, 1192
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6992
st $r0, $r22, 12
sldi $r0, 938
ld $r28, $r0, 10
sldi $r0, 1002
ld $r27, $r0, 10
sldi $r0, 1066
ld $r26, $r0, 10
sldi $r0, 1130
ld $r25, $r0, 10
sldi $r0, 1194
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7004
st $r0, $r22, 12
sldi $r0, 940
ld $r28, $r0, 10
sldi $r0, 1004
ld $r27, $r0, 10
sldi $r0, 1068
ld $r26, $r0, 10
sldi $r0, 1132
ld $r25, $r0, 10
sldi $r0, 1196
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7016
st $r0, $r22, 12
sldi $r0, 942
ld $r28, $r0, 10
sldi $r0, 1006
ld $r27, $r0, 10
sldi $r0, 1070
ld $r26, $r0, 10
sldi $r0, 1134
ld $r25, $r0, 10
sldi $r0, 1198
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7028
st $r0, $r22, 12
sldi $r0, 944
ld $r28, $r0, 10
sldi $r0, 1008
ld $r27, $r0, 10
sldi $r0, 1072
ld $r26, $r0, 10
sldi $r0, 1136
ld $r25, $r0, 10
sldi $r0, 1200
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7040
st $r0, $r22, 12
sldi $r0, 946
ld $r28, $r0, 10
sldi $r0, 1010
ld $r27, $r0, 10
sldi $r0, 1074
ld $r26, $r0, 10
sldi $r0, 1138
ld $r25, $r0, 10
sldi $r0, 1202
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7052
st $r0, $r22, 12
sldi $r0, 948
ld $r28, $r0, 10
sldi $r0, 1012
ld $r27, $r0, 10
sldi $r0, 1076
ld $r26, $r0, 10
sldi $r0, 1140
ld $r25, $r0, 10
sldi $r0, 1204
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7064
st $r0, $r22, 12
sldi $r0, 950
ld $r28, $r0, 10
sldi $r0, 1014
ld $r27, $r0, 10
sldi $r0, 1078
ld $r26, $r0, 10
sldi $r0, 1142
ld $r25, $r0, 10
sldi $r0, 1206
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7076
st $r0, $r22, 12
sldi $r0, 960
ld $r28, $r0, 10
sldi $r0, 1024
ld $r27, $r0, 10
sldi $r0, 1088
ld $r26, $r0, 10
sldi $r0, 1152
ld $r25, $r0, 10
sldi $r0, 1216
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7088
st $r0, $r22, 12
sldi $r0, 962
ld $r28, $r0, 10
sldi $r0, 1026
ld $r27, $r0, 10
sldi $r0, 1090
ld $r26, $r0, 10
sldi $r0, 1154
ld $r25, $r0, 10
sldi $r0, 1218
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7100
st $r0, $r22, 12
sldi $r0, 964
ld $r28, $r0, 10
sldi $r0, 1028
ld $r27, $r0, 10
sldi $r0, 1092
ld $r26, $r0, 10
sldi $r0, 1156
ld $r25, $r0, 10
sldi $r0, 1220
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7112
st $r0, $r22, 12
sldi $r0, 966
ld $r28, $r0, 10
sldi $r0, 1030
ld $r27, $r0, 10
sldi $r0, 1094
ld $r26, $r0, 10
sldi $r0, 1158
ld $r25, $r0, 10
sldi $r0, 1222
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7124
st $r0, $r22, 12
sldi $r0, 968
ld $r28, $r0, 10
sldi $r0, 1032
ld $r27, $r0, 10
sldi $r0, 1096
ld $r26, $r0, 10
sldi $r0, 1160
ld $r25, $r0, 10
sldi $r0, 1224
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7136
st $r0, $r22, 12
sldi $r0, 970
ld $r28, $r0, 10
sldi $r0, 1034
ld $r27, $r0, 10
sldi $r0, 1098
ld $r26, $r0, 10
sldi $r0, 1162
ld $r25, $r0, 10
sldi $r0, 1226
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7148
st $r0, $r22, 12
sldi $r0, 972
ld $r28, $r0, 10
sldi $r0, 1036
ld $r27, $r0, 10
sldi $r0, 1100
ld $r26, $r0, 10
sldi $r0, 1164
ld $r25, $r0, 10
sldi $r0, 1228
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7160
st $r0, $r22, 12
sldi $r0, 974
ld $r28, $r0, 10
sldi $r0, 1038
ld $r27, $r0, 10
sldi $r0, 1102
ld $r26, $r0, 10
sldi $r0, 1166
ld $r25, $r0, 10
sldi $r0, 1230
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7172
st $r0, $r22, 12
sldi $r0, 976
ld $r28, $r0, 10
sldi $r0, 1040
ld $r27, $r0, 10
sldi $r0, 1104
ld $r26, $r0, 10
sldi $r0, 1168
ld $r25, $r0, 10
sldi $r0, 1232
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7184
st $r0, $r22, 12
sldi $r0, 978
ld $r28, $r0, 10
sldi $r0, 1042
ld $r27, $r0, 10
sldi $r0, 1106
ld $r26, $r0, 10
sldi $r0, 1170
ld $r25, $r0, 10
sldi $r0, 1234
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7196
st $r0, $r22, 12
sldi $r0, 980
ld $r28, $r0, 10
sldi $r0, 1044
ld $r27, $r0, 10
sldi $r0, 1108
ld $r26, $r0, 10
sldi $r0, 1172
ld $r25, $r0, 10
sldi $r0, 1236
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7208
st $r0, $r22, 12
sldi $r0, 982
ld $r28, $r0, 10
sldi $r0, 1046
ld $r27, $r0, 10
sldi $r0, 1110
ld $r26, $r0, 10
sldi $r0, 1174
ld $r25, $r0, 10
sldi $r0, 1238
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7220
st $r0, $r22, 12
sldi $r0, 984
ld $r28, $r0, 10
sldi $r0, 1048
ld $r27, $r0, 10
sldi $r0, 1112
ld $r26, $r0, 10
sldi $r0, 1176
ld $r25, $r0, 10
sldi $r0, 1240
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7232
st $r0, $r22, 12
sldi $r0, 986
ld $r28, $r0, 10
sldi $r0, 1050
ld $r27, $r0, 10
sldi $r0, 1114
ld $r26, $r0, 10
sldi $r0, 1178
ld $r25, $r0, 10
sldi $r0, 1242
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7244
st $r0, $r22, 12
sldi $r0, 988
ld $r28, $r0, 10
sldi $r0, 1052
ld $r27, $r0, 10
sldi $r0, 1116
ld $r26, $r0, 10
sldi $r0, 1180
ld $r25, $r0, 10
sldi $r0, 1244
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7256
st $r0, $r22, 12
sldi $r0, 990
ld $r28, $r0, 10
sldi $r0, 1054
ld $r27, $r0, 10
sldi $r0, 1118
ld $r26, $r0, 10
sldi $r0, 1182
ld $r25, $r0, 10
sldi $r0, 1246
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7268
st $r0, $r22, 12
sldi $r0, 992
ld $r28, $r0, 10
sldi $r0, 1056
ld $r27, $r0, 10
sldi $r0, 1120
ld $r26, $r0, 10
sldi $r0, 1184
ld $r25, $r0, 10
sldi $r0, 1248
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7280
st $r0, $r22, 12
sldi $r0, 994
ld $r28, $r0, 10
sldi $r0, 1058
ld $r27, $r0, 10
sldi $r0, 1122
ld $r26, $r0, 10
sldi $r0, 1186
ld $r25, $r0, 10
sldi $r0, 1250
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7292
st $r0, $r22, 12
sldi $r0, 996
ld $r28, $r0, 10
sldi $r0, 1060
ld $r27, $r0, 10
sldi $r0, 1124
ld $r26, $r0, 10
sldi $r0, 1188
ld $r25, $r0, 10
sldi $r0, 1252
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7304
st $r0, $r22, 12
sldi $r0, 998
ld $r28, $r0, 10
sldi $r0, 1062
ld $r27, $r0, 10
sldi $r0, 1126
ld $r26, $r0, 10
sldi $r0, 1190
ld $r25, $r0, 10
sldi $r0, 1254
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7316
st $r0, $r22, 12
sldi $r0, 1000
ld $r28, $r0, 10
sldi $r0, 1064
ld $r27, $r0, 10
sldi $r0, 1128
ld $r26, $r0, 10
sldi $r0, 1192
ld $r25, $r0, 10
sldi $r0, 1256
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7328
st $r0, $r22, 12
sldi $r0, 1002
ld $r28, $r0, 10
sldi $r0, 1066
ld $r27, $r0, 10
sldi $r0, 1130
ld $r26, $r0, 10
sldi $r0, 1194
ld $r25, $r0, 10
sldi $r0, 1258
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7340
st $r0, $r22, 12
sldi $r0, 1004
ld $r28, $r0, 10
sldi $r0, 1068
ld $r27, $r0, 10
sldi $r0, 1132
ld $r26, $r0, 10
sldi $r0, 1196
ld $r25, $r0, 10
sldi $r0, 1260
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7352
st $r0, $r22, 12
sldi $r0, 1006
ld $r28, $r0, 10
sldi $r0, 1070
ld $r27, $r0, 10
sldi $r0, 1134
ld $r26, $r0, 10
sldi $r0, 1198
ld $r25, $r0, 10
sldi $r0, 1262
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7364
st $r0, $r22, 12
sldi $r0, 1008
ld $r28, $r0, 10
sldi $r0, 1072
ld $r27, $r0, 10
sldi $r0, 1136
ld $r26, $r0, 10
sldi $r0, 1200
ld $r25, $r0, 10
sldi $r0, 1264
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7376
st $r0, $r22, 12
sldi $r0, 1010
ld $r28, $r0, 10
sldi $r0, 1074
ld $r27, $r0, 10
sldi $r0, 1138
ld $r26, $r0, 10
sldi $r0, 1202
ld $r25, $r0, 10
sldi $r0, 1266
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7388
st $r0, $r22, 12
sldi $r0, 1012
ld $r28, $r0, 10
sldi $r0, 1076
ld $r27, $r0, 10
sldi $r0, 1140
ld $r26, $r0, 10
sldi $r0, 1204
ld $r25, $r0, 10
sldi $r0, 1268
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7400
st $r0, $r22, 12
sldi $r0, 1014
ld $r28, $r0, 10
sldi $r0, 1078
ld $r27, $r0, 10
sldi $r0, 1142
ld $r26, $r0, 10
sldi $r0, 1206
ld $r25, $r0, 10
sldi $r0, 1270
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7412
st $r0, $r22, 12
sldi $r0, 1024
ld $r28, $r0, 10
sldi $r0, 1088
ld $r27, $r0, 10
sldi $r0, 1152
ld $r26, $r0, 10
sldi $r0, 1216
ld $r25, $r0, 10
sldi $r0, 1280
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7424
st $r0, $r22, 12
sldi $r0, 1026
ld $r28, $r0, 10
sldi $r0, 1090
ld $r27, $r0, 10
sldi $r0, 1154
ld $r26, $r0, 10
sldi $r0, 1218
ld $r25, $r0, 10
sldi $r0, 1282
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7436
st $r0, $r22, 12
sldi $r0, 1028
ld $r28, $r0, 10
sldi $r0, 1092
ld $r27, $r0, 10
sldi $r0, 1156
ld $r26, $r0, 10
sldi $r0, 1220
ld $r25, $r0, 10
sldi $r0, 1284
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7448
st $r0, $r22, 12
sldi $r0, 1030
ld $r28, $r0, 10
sldi $r0, 1094
ld $r27, $r0, 10
sldi $r0, 1158
ld $r26, $r0, 10
sldi $r0, 1222
ld $r25, $r0, 10
sldi $r0, 1286
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7460
st $r0, $r22, 12
sldi $r0, 1032
ld $r28, $r0, 10
sldi $r0, 1096
ld $r27, $r0, 10
sldi $r0, 1160
ld $r26, $r0, 10
sldi $r0, 1224
ld $r25, $r0, 10
sldi $r0, 1288
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7472
st $r0, $r22, 12
sldi $r0, 1034
ld $r28, $r0, 10
sldi $r0, 1098
ld $r27, $r0, 10
sldi $r0, 1162
ld $r26, $r0, 10
sldi $r0, 1226
ld $r25, $r0, 10
sldi $r0, 1290
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7484
st $r0, $r22, 12
sldi $r0, 1036
ld $r28, $r0, 10
sldi $r0, 1100
ld $r27, $r0, 10
sldi $r0, 1164
ld $r26, $r0, 10
sldi $r0, 1228
ld $r25, $r0, 10
sldi $r0, 1292
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7496
st $r0, $r22, 12
sldi $r0, 1038
ld $r28, $r0, 10
sldi $r0, 1102
ld $r27, $r0, 10
sldi $r0, 1166
ld $r26, $r0, 10
sldi $r0, 1230
ld $r25, $r0, 10
sldi $r0, 1294
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7508
st $r0, $r22, 12
sldi $r0, 1040
ld $r28, $r0, 10
sldi $r0, 1104
ld $r27, $r0, 10
sldi $r0, 1168
ld $r26, $r0, 10
sldi $r0, 1232
ld $r25, $r0, 10
sldi $r0, 1296
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7520
st $r0, $r22, 12
sldi $r0, 1042
ld $r28, $r0, 10
sldi $r0, 1106
ld $r27, $r0, 10
sldi $r0, 1170
ld $r26, $r0, 10
sldi $r0, 1234
ld $r25, $r0, 10
sldi $r0, 1298
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7532
st $r0, $r22, 12
sldi $r0, 1044
ld $r28, $r0, 10
sldi $r0, 1108
ld $r27, $r0, 10
sldi $r0, 1172
ld $r26, $r0, 10
sldi $r0, 1236
ld $r25, $r0, 10
sldi $r0, 1300
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7544
st $r0, $r22, 12
sldi $r0, 1046
ld $r28, $r0, 10
sldi $r0, 1110
ld $r27, $r0, 10
sldi $r0, 1174
ld $r26, $r0, 10
sldi $r0, 1238
ld $r25, $r0, 10
sldi $r0, 1302
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7556
st $r0, $r22, 12
sldi $r0, 1048
ld $r28, $r0, 10
sldi $r0, 1112
ld $r27, $r0, 10
sldi $r0, 1176
ld $r26, $r0, 10
sldi $r0, 1240
ld $r25, $r0, 10
sldi $r0, 1304
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7568
st $r0, $r22, 12
sldi $r0, 1050
ld $r28, $r0, 10
sldi $r0, 1114
ld $r27, $r0, 10
sldi $r0, 1178
ld $r26, $r0, 10
sldi $r0, 1242
ld $r25, $r0, 10
sldi $r0, 1306
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7580
st $r0, $r22, 12
sldi $r0, 1052
ld $r28, $r0, 10
sldi $r0, 1116
ld $r27, $r0, 10
sldi $r0, 1180
ld $r26, $r0, 10
sldi $r0, 1244
ld $r25, $r0, 10
sldi $r0, 1308
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7592
st $r0, $r22, 12
sldi $r0, 1054
ld $r28, $r0, 10
sldi $r0, 1118
ld $r27, $r0, 10
sldi $r0, 1182
ld $r26, $r0, 10
sldi $r0, 1246
ld $r25, $r0, 10
sldi $r0, 1310
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7604
st $r0, $r22, 12
sldi $r0, 1056
ld $r28, $r0, 10
sldi $r0, 1120
ld $r27, $r0, 10
sldi $r0, 1184
ld $r26, $r0, 10
sldi $r0, 1248
ld $r25, $r0, 10
sldi $r0, 1312
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7616
st $r0, $r22, 12
sldi $r0, 1058
ld $r28, $r0, 10
sldi $r0, 1122
ld $r27, $r0, 10
sldi $r0, 1186
ld $r26, $r0, 10
sldi $r0, 1250
ld $r25, $r0, 10
sldi $r0, 1314
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7628
st $r0, $r22, 12
sldi $r0, 1060
ld $r28, $r0, 10
sldi $r0, 1124
ld $r27, $r0, 10
sldi $r0, 1188
ld $r26, $r0, 10
sldi $r0, 1252
ld $r25, $r0, 10
sldi $r0, 1316
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7640
st $r0, $r22, 12
sldi $r0, 1062
ld $r28, $r0, 10
sldi $r0, 1126
ld $r27, $r0, 10
sldi $r0, 1190
ld $r26, $r0, 10
sldi $r0, 1254
ld $r25, $r0, 10
sldi $r0, 1318
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7652
st $r0, $r22, 12
sldi $r0, 1064
ld $r28, $r0, 10
sldi $r0, 1128
ld $r27, $r0, 10
sldi $r0, 1192
ld $r26, $r0, 10
sldi $r0, 1256
ld $r25, $r0, 10
sldi $r0, 1320
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7664
st $r0, $r22, 12
sldi $r0, 1066
ld $r28, $r0, 10
sldi $r0, 1130
ld $r27, $r0, 10
sldi $r0, 1194
ld $r26, $r0, 10
sldi $r0, 1258
ld $r25, $r0, 10
sldi $r0, 1322
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7676
st $r0, $r22, 12
sldi $r0, 1068
ld $r28, $r0, 10
sldi $r0, 1132
ld $r27, $r0, 10
sldi $r0, 1196
ld $r26, $r0, 10
sldi $r0, 1260
ld $r25, $r0, 10
sldi $r0, 1324
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7688
st $r0, $r22, 12
sldi $r0, 1070
ld $r28, $r0, 10
sldi $r0, 1134
ld $r27, $r0, 10
sldi $r0, 1198
ld $r26, $r0, 10
sldi $r0, 1262
ld $r25, $r0, 10
sldi $r0, 1326
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7700
st $r0, $r22, 12
sldi $r0, 1072
ld $r28, $r0, 10
sldi $r0, 1136
ld $r27, $r0, 10
sldi $r0, 1200
ld $r26, $r0, 10
sldi $r0, 1264
ld $r25, $r0, 10
sldi $r0, 1328
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7712
st $r0, $r22, 12
sldi $r0, 1074
ld $r28, $r0, 10
sldi $r0, 1138
ld $r27, $r0, 10
sldi $r0, 1202
ld $r26, $r0, 10
sldi $r0, 1266
ld $r25, $r0, 10
sldi $r0, 1330
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 7724
st $r0, $r22, 12
sync 0, 0
wait 1, 1
sldi $r0, 7712
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 8048
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12944
st $r0, $r30, 12
sldi $r0, 7736
ld $r30, $r0, 24
sldi $r0, 8072
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12956
st $r0, $r30, 12
sldi $r0, 8096
ld $r30, $r0, 24
sldi $r0, 8432
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12968
st $r0, $r30, 12
sldi $r0, 8120
ld $r30, $r0, 24
sldi $r0, 8456
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12980
st $r0, $r30, 12
sldi $r0, 8144
ld $r30, $r0, 24
sldi $r0, 8480
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12992
st $r0, $r30, 12
sldi $r0, 8168
ld $r30, $r0, 24
sldi $r0, 8504
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13004
st $r0, $r30, 12
sldi $r0, 8192
ld $r30, $r0, 24
sldi $r0, 8528
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13016
st $r0, $r30, 12
sldi $r0, 8216
ld $r30, $r0, 24
sldi $r0, 8552
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13028
st $r0, $r30, 12
sldi $r0, 8240
ld $r30, $r0, 24
sldi $r0, 8576
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13040
st $r0, $r30, 12
sldi $r0, 8264
ld $r30, $r0, 24
sldi $r0, 8600
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13052
st $r0, $r30, 12
sldi $r0, 8288
ld $r30, $r0, 24
sldi $r0, 8624
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13064
st $r0, $r30, 12
sldi $r0, 8312
ld $r30, $r0, 24
sldi $r0, 8648
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13076
st $r0, $r30, 12
sldi $r0, 8336
ld $r30, $r0, 24
sldi $r0, 8672
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13088
st $r0, $r30, 12
sldi $r0, 8360
ld $r30, $r0, 24
sldi $r0, 8696
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13100
st $r0, $r30, 12
sldi $r0, 8384
ld $r30, $r0, 24
sldi $r0, 8720
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13112
st $r0, $r30, 12
sldi $r0, 8408
ld $r30, $r0, 24
sldi $r0, 8744
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13124
st $r0, $r30, 12
sldi $r0, 8768
ld $r30, $r0, 24
sldi $r0, 9104
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13136
st $r0, $r30, 12
sldi $r0, 8792
ld $r30, $r0, 24
sldi $r0, 9128
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13148
st $r0, $r30, 12
sldi $r0, 8816
ld $r30, $r0, 24
sldi $r0, 9152
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13160
st $r0, $r30, 12
sldi $r0, 8840
ld $r30, $r0, 24
sldi $r0, 9176
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13172
st $r0, $r30, 12
sldi $r0, 8864
ld $r30, $r0, 24
sldi $r0, 9200
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13184
st $r0, $r30, 12
sldi $r0, 8888
ld $r30, $r0, 24
sldi $r0, 9224
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13196
st $r0, $r30, 12
sldi $r0, 8912
ld $r30, $r0, 24
sldi $r0, 9248
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13208
st $r0, $r30, 12
sldi $r0, 8936
ld $r30, $r0, 24
sldi $r0, 9272
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13220
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 12236
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 12404
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 12572
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 12740
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 12908
ld $r13, $r0, 60
setbw 16, 64
sldi $r12, 560
mvmul $r12, $r17, 16, 0, 1
sldi $r11, 688
sldi $r10, 512
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
sldi $r9, 816
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15376
st $r0, $r9, 32
sldi $r0, 12296
ld $r17, $r0, 60
sldi $r0, 12464
ld $r16, $r0, 60
sldi $r0, 12632
ld $r15, $r0, 60
sldi $r0, 12800
ld $r14, $r0, 60
sldi $r0, 12968
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15408
st $r0, $r9, 32
sldi $r0, 12308
ld $r17, $r0, 60
sldi $r0, 12476
ld $r16, $r0, 60
sldi $r0, 12644
ld $r15, $r0, 60
sldi $r0, 12812
ld $r14, $r0, 60
sldi $r0, 12980
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15440
st $r0, $r9, 32
sldi $r0, 12320
ld $r17, $r0, 60
sldi $r0, 12488
ld $r16, $r0, 60
sldi $r0, 12656
ld $r15, $r0, 60
sldi $r0, 12824
ld $r14, $r0, 60
sldi $r0, 12992
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15472
st $r0, $r9, 32
sldi $r0, 12332
ld $r17, $r0, 60
sldi $r0, 12500
ld $r16, $r0, 60
sldi $r0, 12668
ld $r15, $r0, 60
sldi $r0, 12836
ld $r14, $r0, 60
sldi $r0, 13004
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15504
st $r0, $r9, 32
sldi $r0, 12344
ld $r17, $r0, 60
sldi $r0, 12512
ld $r16, $r0, 60
sldi $r0, 12680
ld $r15, $r0, 60
sldi $r0, 12848
ld $r14, $r0, 60
sldi $r0, 13016
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15536
st $r0, $r9, 32
sldi $r0, 12356
ld $r17, $r0, 60
sldi $r0, 12524
ld $r16, $r0, 60
sldi $r0, 12692
ld $r15, $r0, 60
sldi $r0, 12860
ld $r14, $r0, 60
sldi $r0, 13028
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15568
st $r0, $r9, 32
sldi $r0, 12368
ld $r17, $r0, 60
sldi $r0, 12536
ld $r16, $r0, 60
sldi $r0, 12704
ld $r15, $r0, 60
sldi $r0, 12872
ld $r14, $r0, 60
sldi $r0, 13040
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15600
st $r0, $r9, 32
sldi $r0, 12380
ld $r17, $r0, 60
sldi $r0, 12548
ld $r16, $r0, 60
sldi $r0, 12716
ld $r15, $r0, 60
sldi $r0, 12884
ld $r14, $r0, 60
sldi $r0, 13052
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15632
st $r0, $r9, 32
sldi $r0, 12392
ld $r17, $r0, 60
sldi $r0, 12560
ld $r16, $r0, 60
sldi $r0, 12728
ld $r15, $r0, 60
sldi $r0, 12896
ld $r14, $r0, 60
sldi $r0, 13064
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15664
st $r0, $r9, 32
sldi $r0, 12404
ld $r17, $r0, 60
sldi $r0, 12572
ld $r16, $r0, 60
sldi $r0, 12740
ld $r15, $r0, 60
sldi $r0, 12908
ld $r14, $r0, 60
sldi $r0, 13076
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15696
st $r0, $r9, 32
sldi $r0, 12464
ld $r17, $r0, 60
sldi $r0, 12632
ld $r16, $r0, 60
sldi $r0, 12800
ld $r15, $r0, 60
sldi $r0, 12968
ld $r14, $r0, 60
sldi $r0, 13136
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15728
st $r0, $r9, 32
sldi $r0, 12476
ld $r17, $r0, 60
sldi $r0, 12644
ld $r16, $r0, 60
sldi $r0, 12812
ld $r15, $r0, 60
sldi $r0, 12980
ld $r14, $r0, 60
sldi $r0, 13148
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15760
st $r0, $r9, 32
sldi $r0, 12488
ld $r17, $r0, 60
sldi $r0, 12656
ld $r16, $r0, 60
sldi $r0, 12824
ld $r15, $r0, 60
sldi $r0, 12992
ld $r14, $r0, 60
sldi $r0, 13160
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15792
st $r0, $r9, 32
sldi $r0, 12500
ld $r17, $r0, 60
sldi $r0, 12668
ld $r16, $r0, 60
sldi $r0, 12836
ld $r15, $r0, 60
sldi $r0, 13004
ld $r14, $r0, 60
sldi $r0, 13172
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15824
st $r0, $r9, 32
sldi $r0, 12512
ld $r17, $r0, 60
sldi $r0, 12680
ld $r16, $r0, 60
sldi $r0, 12848
ld $r15, $r0, 60
sldi $r0, 13016
ld $r14, $r0, 60
sldi $r0, 13184
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15856
st $r0, $r9, 32
sldi $r0, 12524
ld $r17, $r0, 60
sldi $r0, 12692
ld $r16, $r0, 60
sldi $r0, 12860
ld $r15, $r0, 60
sldi $r0, 13028
ld $r14, $r0, 60
sldi $r0, 13196
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15888
st $r0, $r9, 32
sldi $r0, 12536
ld $r17, $r0, 60
sldi $r0, 12704
ld $r16, $r0, 60
sldi $r0, 12872
ld $r15, $r0, 60
sldi $r0, 13040
ld $r14, $r0, 60
sldi $r0, 13208
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15920
st $r0, $r9, 32
sldi $r0, 12548
ld $r17, $r0, 60
sldi $r0, 12716
ld $r16, $r0, 60
sldi $r0, 12884
ld $r15, $r0, 60
sldi $r0, 13052
ld $r14, $r0, 60
sldi $r0, 13220
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15952
st $r0, $r9, 32
sldi $r0, 12560
ld $r17, $r0, 60
sldi $r0, 12728
ld $r16, $r0, 60
sldi $r0, 12896
ld $r15, $r0, 60
sldi $r0, 13064
ld $r14, $r0, 60
sldi $r0, 13232
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 15984
st $r0, $r9, 32
sldi $r0, 12572
ld $r17, $r0, 60
sldi $r0, 12740
ld $r16, $r0, 60
sldi $r0, 12908
ld $r15, $r0, 60
sldi $r0, 13076
ld $r14, $r0, 60
sldi $r0, 13244
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16016
st $r0, $r9, 32
sldi $r0, 12632
ld $r17, $r0, 60
sldi $r0, 12800
ld $r16, $r0, 60
sldi $r0, 12968
ld $r15, $r0, 60
sldi $r0, 13136
ld $r14, $r0, 60
sldi $r0, 13304
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16048
st $r0, $r9, 32
sldi $r0, 12644
ld $r17, $r0, 60
sldi $r0, 12812
ld $r16, $r0, 60
sldi $r0, 12980
ld $r15, $r0, 60
sldi $r0, 13148
ld $r14, $r0, 60
sldi $r0, 13316
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16080
st $r0, $r9, 32
sldi $r0, 12656
ld $r17, $r0, 60
sldi $r0, 12824
ld $r16, $r0, 60
sldi $r0, 12992
ld $r15, $r0, 60
sldi $r0, 13160
ld $r14, $r0, 60
sldi $r0, 13328
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16112
st $r0, $r9, 32
sldi $r0, 12668
ld $r17, $r0, 60
sldi $r0, 12836
ld $r16, $r0, 60
sldi $r0, 13004
ld $r15, $r0, 60
sldi $r0, 13172
ld $r14, $r0, 60
sldi $r0, 13340
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16144
st $r0, $r9, 32
sldi $r0, 12680
ld $r17, $r0, 60
sldi $r0, 12848
ld $r16, $r0, 60
sldi $r0, 13016
ld $r15, $r0, 60
sldi $r0, 13184
ld $r14, $r0, 60
sldi $r0, 13352
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16176
st $r0, $r9, 32
sldi $r0, 12692
ld $r17, $r0, 60
sldi $r0, 12860
ld $r16, $r0, 60
sldi $r0, 13028
ld $r15, $r0, 60
sldi $r0, 13196
ld $r14, $r0, 60
sldi $r0, 13364
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16208
st $r0, $r9, 32
sldi $r0, 12704
ld $r17, $r0, 60
sldi $r0, 12872
ld $r16, $r0, 60
sldi $r0, 13040
ld $r15, $r0, 60
sldi $r0, 13208
ld $r14, $r0, 60
sldi $r0, 13376
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16240
st $r0, $r9, 32
sldi $r0, 12716
ld $r17, $r0, 60
sldi $r0, 12884
ld $r16, $r0, 60
sldi $r0, 13052
ld $r15, $r0, 60
sldi $r0, 13220
ld $r14, $r0, 60
sldi $r0, 13388
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16272
st $r0, $r9, 32
sldi $r0, 12728
ld $r17, $r0, 60
sldi $r0, 12896
ld $r16, $r0, 60
sldi $r0, 13064
ld $r15, $r0, 60
sldi $r0, 13232
ld $r14, $r0, 60
sldi $r0, 13400
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16304
st $r0, $r9, 32
sldi $r0, 12740
ld $r17, $r0, 60
sldi $r0, 12908
ld $r16, $r0, 60
sldi $r0, 13076
ld $r15, $r0, 60
sldi $r0, 13244
ld $r14, $r0, 60
sldi $r0, 13412
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16336
st $r0, $r9, 32
sldi $r0, 12800
ld $r17, $r0, 60
sldi $r0, 12968
ld $r16, $r0, 60
sldi $r0, 13136
ld $r15, $r0, 60
sldi $r0, 13304
ld $r14, $r0, 60
sldi $r0, 13472
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16368
st $r0, $r9, 32
sldi $r0, 12812
ld $r17, $r0, 60
sldi $r0, 12980
ld $r16, $r0, 60
sldi $r0, 13148
ld $r15, $r0, 60
sldi $r0, 13316
ld $r14, $r0, 60
sldi $r0, 13484
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16400
st $r0, $r9, 32
sldi $r0, 12824
ld $r17, $r0, 60
sldi $r0, 12992
ld $r16, $r0, 60
sldi $r0, 13160
ld $r15, $r0, 60
sldi $r0, 13328
ld $r14, $r0, 60
sldi $r0, 13496
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16432
st $r0, $r9, 32
sldi $r0, 12836
ld $r17, $r0, 60
sldi $r0, 13004
ld $r16, $r0, 60
sldi $r0, 13172
ld $r15, $r0, 60
sldi $r0, 13340
ld $r14, $r0, 60
sldi $r0, 13508
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16464
st $r0, $r9, 32
sldi $r0, 12848
ld $r17, $r0, 60
sldi $r0, 13016
ld $r16, $r0, 60
sldi $r0, 13184
ld $r15, $r0, 60
sldi $r0, 13352
ld $r14, $r0, 60
sldi $r0, 13520
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16496
st $r0, $r9, 32
sldi $r0, 12860
ld $r17, $r0, 60
sldi $r0, 13028
ld $r16, $r0, 60
sldi $r0, 13196
ld $r15, $r0, 60
sldi $r0, 13364
ld $r14, $r0, 60
sldi $r0, 13532
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16528
st $r0, $r9, 32
sldi $r0, 12872
ld $r17, $r0, 60
sldi $r0, 13040
ld $r16, $r0, 60
sldi $r0, 13208
ld $r15, $r0, 60
sldi $r0, 13376
ld $r14, $r0, 60
sldi $r0, 13544
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16560
st $r0, $r9, 32
sldi $r0, 12884
ld $r17, $r0, 60
sldi $r0, 13052
ld $r16, $r0, 60
sldi $r0, 13220
ld $r15, $r0, 60
sldi $r0, 13388
ld $r14, $r0, 60
sldi $r0, 13556
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16592
st $r0, $r9, 32
sldi $r0, 12896
ld $r17, $r0, 60
sldi $r0, 13064
ld $r16, $r0, 60
sldi $r0, 13232
ld $r15, $r0, 60
sldi $r0, 13400
ld $r14, $r0, 60
sldi $r0, 13568
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16624
st $r0, $r9, 32
sldi $r0, 12908
ld $r17, $r0, 60
sldi $r0, 13076
ld $r16, $r0, 60
sldi $r0, 13244
ld $r15, $r0, 60
sldi $r0, 13412
ld $r14, $r0, 60
sldi $r0, 13580
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16656
st $r0, $r9, 32
sldi $r0, 12968
ld $r17, $r0, 60
sldi $r0, 13136
ld $r16, $r0, 60
sldi $r0, 13304
ld $r15, $r0, 60
sldi $r0, 13472
ld $r14, $r0, 60
sldi $r0, 13640
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16688
st $r0, $r9, 32
sldi $r0, 12980
ld $r17, $r0, 60
sldi $r0, 13148
ld $r16, $r0, 60
sldi $r0, 13316
ld $r15, $r0, 60
sldi $r0, 13484
ld $r14, $r0, 60
sldi $r0, 13652
ld $r13, $r0, 60
setbw 16, 64
mvmul $r12, $r17, 16, 0, 1
mvmul $r11, $r10, 16, 0, 2
setbw 64, 64
vvadd $r12, $r12, $r11, 16
vvadd $r12, $r12, $r30, 16
setbw 64, 16
vvsra $r9, $r12, $r18, 16
setbw 16, 16
vrelu $r9, $r9, 16
sldi $r0, 16720
st $r0, $r9, 32
sync 0, 0
wait 1, 1
sldi $r0, 15792
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 16112
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17520
st $r0, $r30, 32
sldi $r0, 15856
ld $r30, $r0, 64
sldi $r0, 16176
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17552
st $r0, $r30, 32
sldi $r0, 15920
ld $r30, $r0, 64
sldi $r0, 16240
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17584
st $r0, $r30, 32
sync 0, 0
