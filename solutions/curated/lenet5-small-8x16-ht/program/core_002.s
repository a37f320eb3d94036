# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 710
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 774
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 838
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 902
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 966
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
sldi $r0, 5780
st $r0, $r22, 12
sldi $r0, 712
ld $r28, $r0, 10
sldi $r0, 776
ld $r27, $r0, 10
sldi $r0, 840
ld $r26, $r0, 10
sldi $r0, 904
ld $r25, $r0, 10
sldi $r0, 968
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5792
st $r0, $r22, 12
sldi $r0, 714
ld $r28, $r0, 10
sldi $r0, 778
ld $r27, $r0, 10
sldi $r0, 842
ld $r26, $r0, 10
sldi $r0, 906
ld $r25, $r0, 10
sldi $r0, 970
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5804
st $r0, $r22, 12
sldi $r0, 716
ld $r28, $r0, 10
sldi $r0, 780
ld $r27, $r0, 10
sldi $r0, 844
ld $r26, $r0, 10
sldi $r0, 908
ld $r25, $r0, 10
sldi $r0, 972
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5816
st $r0, $r22, 12
sldi $r0, 718
ld $r28, $r0, 10
sldi $r0, 782
ld $r27, $r0, 10
sldi $r0, 846
ld $r26, $r0, 10
sldi $r0, 910
ld $r25, $r0, 10
sldi $r0, 974
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5828
st $r0, $r22, 12
sldi $r0, 720
ld $r28, $r0, 10
sldi $r0, 784
ld $r27, $r0, 10
sldi $r0, 848
ld $r26, $r0, 10
sldi $r0, 912
ld $r25, $r0, 10
sldi $r0, 976
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5840
st $r0, $r22, 12
sldi $r0, 722
ld $r28, $r0, 10
sldi $r0, 786
ld $r27, $r0, 10
sldi $r0, 850
ld $r26, $r0, 10
sldi $r0, 914
ld $r25, $r0, 10
sldi $r0, 978
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5852
st $r0, $r22, 12
sldi $r0, 724
ld $r28, $r0, 10
sldi $r0, 788
ld $r27, $r0, 10
sldi $r0, 852
ld $r26, $r0, 10
sldi $r0, 916
ld $r25, $r0, 10
sldi $r0, 980
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5864
st $r0, $r22, 12
sldi $r0, 726
ld $r28, $r0, 10
sldi $r0, 790
ld $r27, $r0, 10
sldi $r0, 854
ld $r26, $r0, 10
sldi $r0, 918
ld $r25, $r0, 10
sldi $r0, 982
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5876
st $r0, $r22, 12
sldi $r0, 728
ld $r28, $r0, 10
sldi $r0, 792
ld $r27, $r0, 10
sldi $r0, 856
ld $r26, $r0, 10
sldi $r0, 920
ld $r25, $r0, 10
sldi $r0, 984
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5888
st $r0, $r22, 12
sldi $r0, 730
ld $r28, $r0, 10
sldi $r0, 794
ld $r27, $r0, 10
sldi $r0, 858
ld $r26, $r0, 10
sldi $r0, 922
ld $r25, $r0, 10
sldi $r0, 986
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5900
st $r0, $r22, 12
sldi $r0, 732
ld $r28, $r0, 10
sldi $r0, 796
ld $r27, $r0, 10
sldi $r0, 860
ld $r26, $r0, 10
sldi $r0, 924
ld $r25, $r0, 10
sldi $r0, 988
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5912
st $r0, $r22, 12
sldi $r0, 734
ld $r28, $r0, 10
sldi $r0, 798
ld $r27, $r0, 10
sldi $r0, 862
ld $r26, $r0, 10
sldi $r0, 926
ld $r25, $r0, 10
sldi $r0, 990
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5924
st $r0, $r22, 12
sldi $r0, 736
ld $r28, $r0, 10
sldi $r0, 800
ld $r27, $r0, 10
sldi $r0, 864
ld $r26, $r0, 10
sldi $r0, 928
ld $r25, $r0, 10
sldi $r0, 992
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5936
st $r0, $r22, 12
sldi $r0, 738
ld $r28, $r0, 10
sldi $r0, 802
ld $r27, $r0, 10
sldi $r0, 866
ld $r26, $r0, 10
sldi $r0, 930
ld $r25, $r0, 10
sldi $r0, 994
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5948
st $r0, $r22, 12
sldi $r0, 740
ld $r28, $r0, 10
sldi $r0, 804
ld $r27, $r0, 10
sldi $r0, 868
ld $r26, $r0, 10
sldi $r0, 932
ld $r25, $r0, 10
sldi $r0, 996
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5960
st $r0, $r22, 12
sldi $r0, 742
ld $r28, $r0, 10
sldi $r0, 806
ld $r27, $r0, 10
sldi $r0, 870
ld $r26, $r0, 10
sldi $r0, 934
ld $r25, $r0, 10
sldi $r0, 998
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5972
st $r0, $r22, 12
sldi $r0, 744
ld $r28, $r0, 10
sldi $r0, 808
ld $r27, $r0, 10
sldi $r0, 872
ld $r26, $r0, 10
sldi $r0, 936
ld $r25, $r0, 10
sldi $r0, 1000
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5984
st $r0, $r22, 12
sldi $r0, 746
ld $r28, $r0, 10
sldi $r0, 810
ld $r27, $r0, 10
sldi $r0, 874
ld $r26, $r0, 10
sldi $r0, 938
ld $r25, $r0, 10
sldi $r0, 1002
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5996
st $r0, $r22, 12
sldi $r0, 748
ld $r28, $r0, 10
sldi $r0, 812
ld $r27, $r0, 10
sldi $r0, 876
ld $r26, $r0, 10
sldi $r0, 940
ld $r25, $r0, 10
sldi $r0, 1004
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6008
st $r0, $r22, 12
sldi $r0, 750
ld $r28, $r0, 10
sldi $r0, 814
ld $r27, $r0, 10
sldi $r0, 878
ld $r26, $r0, 10
sldi $r0, 942
ld $r25, $r0, 10
sldi $r0, 1006
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6020
st $r0, $r22, 12
sldi $r0, 752
ld $r28, $r0, 10
sldi $r0, 816
ld $r27, $r0, 10
sldi $r0, 880
ld $r26, $r0, 10
sldi $r0, 944
ld $r25, $r0, 10
sldi $r0, 1008
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6032
st $r0, $r22, 12
sldi $r0, 754
ld $r28, $r0, 10
sldi $r0, 818
ld $r27, $r0, 10
sldi $r0, 882
ld $r26, $r0, 10
sldi $r0, 946
ld $r25, $r0, 10
sldi $r0, 1010
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6044
st $r0, $r22, 12
sldi $r0, 756
ld $r28, $r0, 10
sldi $r0, 820
ld $r27, $r0, 10
sldi $r0, 884
ld $r26, $r0, 10
sldi $r0, 948
ld $r25, $r0, 10
sldi $r0, 1012
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6056
st $r0, $r22, 12
sldi $r0, 758
ld $r28, $r0, 10
sldi $r0, 822
ld $r27, $r0, 10
sldi $r0, 886
ld $r26, $r0, 10
sldi $r0, 950
ld $r25, $r0, 10
sldi $r0, 1014
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6068
st $r0, $r22, 12
sldi $r0, 768
ld $r28, $r0, 10
sldi $r0, 832
ld $r27, $r0, 10
sldi $r0, 896
ld $r26, $r0, 10
sldi $r0, 960
ld $r25, $r0, 10
sldi $r0, 1024
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6080
st $r0, $r22, 12
sldi $r0, 770
ld $r28, $r0, 10
sldi $r0, 834
ld $r27, $r0, 10
sldi $r0, 898
ld $r26, $r0, 10
sldi $r0, 962
ld $r25, $r0, 10
sldi $r0, 1026
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6092
st $r0, $r22, 12
sldi $r0, 772
ld $r28, $r0, 10
sldi $r0, 836
ld $r27, $r0, 10
sldi $r0, 900
ld $r26, $r0, 10
sldi $r0, 964
ld $r25, $r0, 10
sldi $r0, 1028
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6104
st $r0, $r22, 12
sldi $r0, 774
ld $r28, $r0, 10
sldi $r0, 838
ld $r27, $r0, 10
sldi $r0, 902
ld $r26, $r0, 10
sldi $r0, 966
ld $r25, $r0, 10
sldi $r0, 1030
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6116
st $r0, $r22, 12
sldi $r0, 776
ld $r28, $r0, 10
sldi $r0, 840
ld $r27, $r0, 10
sldi $r0, 904
ld $r26, $r0, 10
sldi $r0, 968
ld $r25, $r0, 10
sldi $r0, 1032
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6128
st $r0, $r22, 12
sldi $r0, 778
ld $r28, $r0, 10
sldi $r0, 842
ld $r27, $r0, 10
sldi $r0, 906
ld $r26, $r0, 10
sldi $r0, 970
ld $r25, $r0, 10
sldi $r0, 1034
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6140
st $r0, $r22, 12
sldi $r0, 780
ld $r28, $r0, 10
sldi $r0, 844
ld $r27, $r0, 10
sldi $r0, 908
ld $r26, $r0, 10
sldi $r0, 972
ld $r25, $r0, 10
sldi $r0, 1036
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6152
st $r0, $r22, 12
sldi $r0, 782
ld $r28, $r0, 10
sldi $r0, 846
ld $r27, $r0, 10
sldi $r0, 910
ld $r26, $r0, 10
sldi $r0, 974
ld $r25, $r0, 10
sldi $r0, 1038
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6164
st $r0, $r22, 12
sldi $r0, 784
ld $r28, $r0, 10
sldi $r0, 848
ld $r27, $r0, 10
sldi $r0, 912
ld $r26, $r0, 10
sldi $r0, 976
ld $r25, $r0, 10
sldi $r0, 1040
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6176
st $r0, $r22, 12
sldi $r0, 786
ld $r28, $r0, 10
sldi $r0, 850
ld $r27, $r0, 10
sldi $r0, 914
ld $r26, $r0, 10
sldi $r0, 978
ld $r25, $r0, 10
sldi $r0, 1042
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6188
st $r0, $r22, 12
sldi $r0, 788
ld $r28, $r0, 10
sldi $r0, 852
ld $r27, $r0, 10
sldi $r0, 916
ld $r26, $r0, 10
sldi $r0, 980
ld $r25, $r0, 10
sldi $r0, 1044
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6200
st $r0, $r22, 12
sldi $r0, 790
ld $r28, $r0, 10
sldi $r0, 854
ld $r27, $r0, 10
sldi $r0, 918
ld $r26, $r0, 10
sldi $r0, 982
ld $r25, $r0, 10
sldi $r0, 1046
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6212
st $r0, $r22, 12
sldi $r0, 792
ld $r28, $r0, 10
sldi $r0, 856
ld $r27, $r0, 10
sldi $r0, 920
ld $r26, $r0, 10
sldi $r0, 984
ld $r25, $r0, 10
sldi $r0, 1048
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6224
st $r0, $r22, 12
sldi $r0, 794
ld $r28, $r0, 10
sldi $r0, 858
ld $r27, $r0, 10
sldi $r0, 922
ld $r26, $r0, 10
sldi $r0, 986
ld $r25, $r0, 10
sldi $r0, 1050
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6236
st $r0, $r22, 12
sldi $r0, 796
ld $r28, $r0, 10
sldi $r0, 860
ld $r27, $r0, 10
sldi $r0, 924
ld $r26, $r0, 10
sldi $r0, 988
ld $r25, $r0, 10
sldi $r0, 1052
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6248
st $r0, $r22, 12
sldi $r0, 798
ld $r28, $r0, 10
sldi $r0, 862
ld $r27, $r0, 10
sldi $r0, 926
ld $r26, $r0, 10
sldi $r0, 990
ld $r25, $r0, 10
sldi $r0, 1054
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6260
st $r0, $r22, 12
sldi $r0, 800
ld $r28, $r0, 10
sldi $r0, 864
ld $r27, $r0, 10
sldi $r0, 928
ld $r26, $r0, 10
sldi $r0, 992
ld $r25, $r0, 10
sldi $r0, 1056
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6272
st $r0, $r22, 12
sldi $r0, 802
ld $r28, $r0, 10
sldi $r0, 866
ld $r27, $r0, 10
sldi $r0, 930
ld $r26, $r0, 10
sldi $r0, 994
ld $r25, $r0, 10
sldi $r0, 1058
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6284
st $r0, $r22, 12
sldi $r0, 804
ld $r28, $r0, 10
sldi $r0, 868
ld $r27, $r0, 10
sldi $r0, 932
ld $r26, $r0, 10
sldi $r0, 996
ld $r25, $r0, 10
sldi $r0, 1060
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6296
st $r0, $r22, 12
sldi $r0, 806
ld $r28, $r0, 10
sldi $r0, 870
ld $r27, $r0, 10
sldi $r0, 934
ld $r26, $r0, 10
sldi $r0, 998
ld $r25, $r0, 10
sldi $r0, 1062
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6308
st $r0, $r22, 12
sldi $r0, 808
ld $r28, $r0, 10
sldi $r0, 872
ld $r27, $r0, 10
sldi $r0, 936
ld $r26, $r0, 10
sldi $r0, 1000
ld $r25, $r0, 10
sldi $r0, 1064
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6320
st $r0, $r22, 12
sldi $r0, 810
ld $r28, $r0, 10
sldi $r0, 874
ld $r27, $r0, 10
sldi $r0, 938
ld $r26, $r0, 10
sldi $r0, 1002
ld $r25, $r0, 10
sldi $r0, 1066
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6332
st $r0, $r22, 12
sldi $r0, 812
ld $r28, $r0, 10
sldi $r0, 876
ld $r27, $r0, 10
sldi $r0, 940
ld $r26, $r0, 10
sldi $r0, 1004
ld $r25, $r0, 10
sldi $r0, 1068
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6344
st $r0, $r22, 12
sldi $r0, 814
ld $r28, $r0, 10
sldi $r0, 878
ld $r27, $r0, 10
sldi $r0, 942
ld $r26, $r0, 10
sldi $r0, 1006
ld $r25, $r0, 10
sldi $r0, 1070
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6356
st $r0, $r22, 12
sldi $r0, 816
ld $r28, $r0, 10
sldi $r0, 880
ld $r27, $r0, 10
sldi $r0, 944
ld $r26, $r0, 10
sldi $r0, 1008
ld $r25, $r0, 10
sldi $r0, 1072
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6368
st $r0, $r22, 12
sldi $r0, 818
ld $r28, $r0, 10
sldi $r0, 882
ld $r27, $r0, 10
sldi $r0, 946
ld $r26, $r0, 10
sldi $r0, 1010
ld $r25, $r0, 10
sldi $r0, 1074
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6380
st $r0, $r22, 12
sldi $r0, 820
ld $r28, $r0, 10
sldi $r0, 884
ld $r27, $r0, 10
sldi $r0, 948
ld $r26, $r0, 10
sldi $r0, 1012
ld $r25, $r0, 10
sldi $r0, 1076
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6392
st $r0, $r22, 12
sldi $r0, 822
ld $r28, $r0, 10
sldi $r0, 886
ld $r27, $r0, 10
sldi $r0, 950
ld $r26, $r0, 10
sldi $r0, 1014
ld $r25, $r0, 10
sldi $r0, 1078
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6404
st $r0, $r22, 12
sldi $r0, 832
ld $r28, $r0, 10
sldi $r0, 896
ld $r27, $r0, 10
sldi $r0, 960
ld $r26, $r0, 10
sldi $r0, 1024
ld $r25, $r0, 10
sldi $r0, 1088
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6416
st $r0, $r22, 12
sldi $r0, 834
ld $r28, $r0, 10
sldi $r0, 898
ld $r27, $r0, 10
sldi $r0, 962
ld $r26, $r0, 10
sldi $r0, 1026
ld $r25, $r0, 10
sldi $r0, 1090
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6428
st $r0, $r22, 12
sldi $r0, 836
ld $r28, $r0, 10
sldi $r0, 900
ld $r27, $r0, 10
sldi $r0, 964
ld $r26, $r0, 10
sldi $r0, 1028
ld $r25, $r0, 10
sldi $r0, 1092
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6440
st $r0, $r22, 12
sldi $r0, 838
ld $r28, $r0, 10
sldi $r0, 902
ld $r27, $r0, 10
sldi $r0, 966
ld $r26, $r0, 10
sldi $r0, 1030
ld $r25, $r0, 10
sldi $r0, 1094
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6452
st $r0, $r22, 12
sldi $r0, 840
ld $r28, $r0, 10
sldi $r0, 904
ld $r27, $r0, 10
sldi $r0, 968
ld $r26, $r0, 10
sldi $r0, 1032
ld $r25, $r0, 10
sldi $r0, 1096
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6464
st $r0, $r22, 12
sldi $r0, 842
ld $r28, $r0, 10
sldi $r0, 906
ld $r27, $r0, 10
sldi $r0, 970
ld $r26, $r0, 10
sldi $r0, 1034
ld $r25, $r0, 10
sldi $r0, 1098
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6476
st $r0, $r22, 12
sldi $r0, 844
ld $r28, $r0, 10
sldi $r0, 908
ld $r27, $r0, 10
sldi $r0, 972
ld $r26, $r0, 10
sldi $r0, 1036
ld $r25, $r0, 10
sldi $r0, 1100
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6488
st $r0, $r22, 12
sldi $r0, 846
ld $r28, $r0, 10
sldi $r0, 910
ld $r27, $r0, 10
sldi $r0, 974
ld $r26, $r0, 10
sldi $r0, 1038
ld $r25, $r0, 10
sldi $r0, 1102
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6500
st $r0, $r22, 12
sldi $r0, 848
ld $r28, $r0, 10
sldi $r0, 912
ld $r27, $r0, 10
sldi $r0, 976
ld $r26, $r0, 10
sldi $r0, 1040
ld $r25, $r0, 10
sldi $r0, 1104
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6512
st $r0, $r22, 12
sldi $r0, 850
ld $r28, $r0, 10
sldi $r0, 914
ld $r27, $r0, 10
sldi $r0, 978
ld $r26, $r0, 10
sldi $r0, 1042
ld $r25, $r0, 10
sldi $r0, 1106
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6524
st $r0, $r22, 12
sldi $r0, 852
ld $r28, $r0, 10
sldi $r0, 916
ld $r27, $r0, 10
sldi $r0, 980
ld $r26, $r0, 10
sldi $r0, 1044
ld $r25, $r0, 10
sldi $r0, 1108
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6536
st $r0, $r22, 12
sldi $r0, 854
ld $r28, $r0, 10
sldi $r0, 918
ld $r27, $r0, 10
sldi $r0, 982
ld $r26, $r0, 10
sldi $r0, 1046
ld $r25, $r0, 10
sldi $r0, 1110
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6548
st $r0, $r22, 12
sldi $r0, 856
ld $r28, $r0, 10
sldi $r0, 920
ld $r27, $r0, 10
sldi $r0, 984
ld $r26, $r0, 10
sldi $r0, 1048
ld $r25, $r0, 10
sldi $r0, 1112
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6560
st $r0, $r22, 12
sldi $r0, 858
ld $r28, $r0, 10
sldi $r0, 922
ld $r27, $r0, 10
sldi $r0, 986
ld $r26, $r0, 10
sldi $r0, 1050
ld $r25, $r0, 10
sldi $r0, 1114
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6572
st $r0, $r22, 12
sldi $r0, 860
ld $r28, $r0, 10
sldi $r0, 924
ld $r27, $r0, 10
sldi $r0, 988
ld $r26, $r0, 10
sldi $r0, 1052
ld $r25, $r0, 10
sldi $r0, 1116
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6584
st $r0, $r22, 12
sldi $r0, 862
ld $r28, $r0, 10
sldi $r0, 926
ld $r27, $r0, 10
sldi $r0, 990
ld $r26, $r0, 10
sldi $r0, 1054
ld $r25, $r0, 10
sldi $r0, 1118
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6596
st $r0, $r22, 12
sldi $r0, 864
ld $r28, $r0, 10
sldi $r0, 928
ld $r27, $r0, 10
sldi $r0, 992
ld $r26, $r0, 10
sldi $r0, 1056
ld $r25, $r0, 10
sldi $r0, 1120
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6608
st $r0, $r22, 12
sldi $r0, 866
ld $r28, $r0, 10
sldi $r0, 930
ld $r27, $r0, 10
sldi $r0, 994
ld $r26, $r0, 10
sldi $r0, 1058
ld $r25, $r0, 10
sldi $r0, 1122
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6620
st $r0, $r22, 12
sldi $r0, 868
ld $r28, $r0, 10
sldi $r0, 932
ld $r27, $r0, 10
sldi $r0, 996
ld $r26, $r0, 10
sldi $r0, 1060
ld $r25, $r0, 10
sldi $r0, 1124
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6632
st $r0, $r22, 12
sldi $r0, 870
ld $r28, $r0, 10
sldi $r0, 934
ld $r27, $r0, 10
sldi $r0, 998
ld $r26, $r0, 10
sldi $r0, 1062
ld $r25, $r0, 10
sldi $r0, 1126
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6644
st $r0, $r22, 12
sldi $r0, 872
ld $r28, $r0, 10
sldi $r0, 936
ld $r27, $r0, 10
sldi $r0, 1000
ld $r26, $r0, 10
sldi $r0, 1064
ld $r25, $r0, 10
sldi $r0, 1128
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6656
st $r0, $r22, 12
sldi $r0, 874
ld $r28, $r0, 10
sldi $r0, 938
ld $r27, $r0, 10
sldi $r0, 1002
ld $r26, $r0, 10
sldi $r0, 1066
ld $r25, $r0, 10
sldi $r0, 1130
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6668
st $r0, $r22, 12
sldi $r0, 876
ld $r28, $r0, 10
sldi $r0, 940
ld $r27, $r0, 10
sldi $r0, 1004
ld $r26, $r0, 10
sldi $r0, 1068
ld $r25, $r0, 10
sldi $r0, 1132
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6680
st $r0, $r22, 12
sldi $r0, 878
ld $r28, $r0, 10
sldi $r0, 942
ld $r27, $r0, 10
sldi $r0, 1006
ld $r26, $r0, 10
sldi $r0, 1070
ld $r25, $r0, 10
sldi $r0, 1134
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6692
st $r0, $r22, 12
sldi $r0, 880
ld $r28, $r0, 10
sldi $r0, 944
ld $r27, $r0, 10
sldi $r0, 1008
ld $r26, $r0, 10
sldi $r0, 1072
ld $r25, $r0, 10
sldi $r0, 1136
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6704
st $r0, $r22, 12
sldi $r0, 882
ld $r28, $r0, 10
sldi $r0, 946
ld $r27, $r0, 10
sldi $r0, 1010
ld $r26, $r0, 10
sldi $r0, 1074
ld $r25, $r0, 10
sldi $r0, 1138
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6716
st $r0, $r22, 12
sldi $r0, 884
ld $r28, $r0, 10
sldi $r0, 948
ld $r27, $r0, 10
sldi $r0, 1012
ld $r26, $r0, 10
sldi $r0, 1076
ld $r25, $r0, 10
sldi $r0, 1140
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6728
st $r0, $r22, 12
sldi $r0, 886
ld $r28, $r0, 10
sldi $r0, 950
ld $r27, $r0, 10
sldi $r0, 1014
ld $r26, $r0, 10
sldi $r0, 1078
ld $r25, $r0, 10
sldi $r0, 1142
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6740
st $r0, $r22, 12
sldi $r0, 896
ld $r28, $r0, 10
sldi $r0, 960
ld $r27, $r0, 10
sldi $r0, 1024
ld $r26, $r0, 10
sldi $r0, 1088
ld $r25, $r0, 10
sldi $r0, 1152
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 6752
st $r0, $r22, 12
sldi $r0, 898
ld $r28, $r0, 10
sldi $r0, 962
ld $r27, $r0, 10
sldi $r0, 1026
ld $r26, $r0, 10
sldi $r0, 1090
ld $r25, $r0, 10
sldi $r0, 1154
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sync 0, 0
wait 1, 1
sldi $r0, 4256
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 4592
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12056
st $r0, $r30, 12
sldi $r0, 4280
ld $r30, $r0, 24
sldi $r0, 4616
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12068
st $r0, $r30, 12
sldi $r0, 4304
ld $r30, $r0, 24
sldi $r0, 4640
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12080
st $r0, $r30, 12
sldi $r0, 4328
ld $r30, $r0, 24
sldi $r0, 4664
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12092
st $r0, $r30, 12
sldi $r0, 4352
ld $r30, $r0, 24
sldi $r0, 4688
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12104
st $r0, $r30, 12
sldi $r0, 4376
ld $r30, $r0, 24
sldi $r0, 4712
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12116
st $r0, $r30, 12
sldi $r0, 4736
ld $r30, $r0, 24
sldi $r0, 5072
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12128
st $r0, $r30, 12
sldi $r0, 4760
ld $r30, $r0, 24
sldi $r0, 5096
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12140
st $r0, $r30, 12
sldi $r0, 4784
ld $r30, $r0, 24
sldi $r0, 5120
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12152
st $r0, $r30, 12
sldi $r0, 4808
ld $r30, $r0, 24
sldi $r0, 5144
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12164
st $r0, $r30, 12
sldi $r0, 4832
ld $r30, $r0, 24
sldi $r0, 5168
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12176
st $r0, $r30, 12
sldi $r0, 4856
ld $r30, $r0, 24
sldi $r0, 5192
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12188
st $r0, $r30, 12
sldi $r0, 4880
ld $r30, $r0, 24
sldi $r0, 5216
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12200
st $r0, $r30, 12
sldi $r0, 4904
ld $r30, $r0, 24
sldi $r0, 5240
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12212
st $r0, $r30, 12
sldi $r0, 4928
ld $r30, $r0, 24
sldi $r0, 5264
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12224
st $r0, $r30, 12
sldi $r0, 4952
ld $r30, $r0, 24
sldi $r0, 5288
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12236
st $r0, $r30, 12
sldi $r0, 4976
ld $r30, $r0, 24
sldi $r0, 5312
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12248
st $r0, $r30, 12
sldi $r0, 5000
ld $r30, $r0, 24
sldi $r0, 5336
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12260
st $r0, $r30, 12
sldi $r0, 5024
ld $r30, $r0, 24
sldi $r0, 5360
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12272
st $r0, $r30, 12
sldi $r0, 5048
ld $r30, $r0, 24
sldi $r0, 5384
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12284
st $r0, $r30, 12
sldi $r0, 5408
ld $r30, $r0, 24
sldi $r0, 5744
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12296
st $r0, $r30, 12
sldi $r0, 5432
ld $r30, $r0, 24
sldi $r0, 5768
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12308
st $r0, $r30, 12
sldi $r0, 5456
ld $r30, $r0, 24
sldi $r0, 5792
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12320
st $r0, $r30, 12
sldi $r0, 5480
ld $r30, $r0, 24
sldi $r0, 5816
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12332
st $r0, $r30, 12
sldi $r0, 5504
ld $r30, $r0, 24
sldi $r0, 5840
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12344
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 11540
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 11708
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 11876
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 12044
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 12212
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
sldi $r0, 14032
st $r0, $r9, 32
sldi $r0, 11552
ld $r17, $r0, 60
sldi $r0, 11720
ld $r16, $r0, 60
sldi $r0, 11888
ld $r15, $r0, 60
sldi $r0, 12056
ld $r14, $r0, 60
sldi $r0, 12224
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
sldi $r0, 14064
st $r0, $r9, 32
sldi $r0, 11564
ld $r17, $r0, 60
sldi $r0, 11732
ld $r16, $r0, 60
sldi $r0, 11900
ld $r15, $r0, 60
sldi $r0, 12068
ld $r14, $r0, 60
sldi $r0, 12236
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
sldi $r0, 14096
st $r0, $r9, 32
sldi $r0, 11624
ld $r17, $r0, 60
sldi $r0, 11792
ld $r16, $r0, 60
sldi $r0, 11960
ld $r15, $r0, 60
sldi $r0, 12128
ld $r14, $r0, 60
sldi $r0, 12296
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
sldi $r0, 14128
st $r0, $r9, 32
sync 0, 0
wait 1, 1
sldi $r0, 14576
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 14896
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17232
st $r0, $r30, 32
sldi $r0, 14640
ld $r30, $r0, 64
sldi $r0, 14960
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17264
st $r0, $r30, 32
sldi $r0, 14704
ld $r30, $r0, 64
sldi $r0, 15024
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17296
st $r0, $r30, 32
sync 0, 0
wait 1, 1
