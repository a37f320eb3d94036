# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 538
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 602
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 666
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 730
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 794
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
sldi $r0, 4892
st $r0, $r22, 12
sldi $r0, 540
ld $r28, $r0, 10
sldi $r0, 604
ld $r27, $r0, 10
sldi $r0, 668
ld $r26, $r0, 10
sldi $r0, 732
ld $r25, $r0, 10
sldi $r0, 796
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4904
st $r0, $r22, 12
sldi $r0, 542
ld $r28, $r0, 10
sldi $r0, 606
ld $r27, $r0, 10
sldi $r0, 670
ld $r26, $r0, 10
sldi $r0, 734
ld $r25, $r0, 10
sldi $r0, 798
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4916
st $r0, $r22, 12
sldi $r0, 544
ld $r28, $r0, 10
sldi $r0, 608
ld $r27, $r0, 10
sldi $r0, 672
ld $r26, $r0, 10
sldi $r0, 736
ld $r25, $r0, 10
sldi $r0, 800
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4928
st $r0, $r22, 12
sldi $r0, 546
ld $r28, $r0, 10
sldi $r0, 610
ld $r27, $r0, 10
sldi $r0, 674
ld $r26, $r0, 10
sldi $r0, 738
ld $r25, $r0, 10
sldi $r0, 802
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4940
st $r0, $r22, 12
sldi $r0, 548
ld $r28, $r0, 10
sldi $r0, 612
ld $r27, $r0, 10
sldi $r0, 676
ld $r26, $r0, 10
sldi $r0, 740
ld $r25, $r0, 10
sldi $r0, 804
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4952
st $r0, $r22, 12
sldi $r0, 550
ld $r28, $r0, 10
sldi $r0, 614
ld $r27, $r0, 10
sldi $r0, 678
ld $r26, $r0, 10
sldi $r0, 742
ld $r25, $r0, 10
sldi $r0, 806
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4964
st $r0, $r22, 12
sldi $r0, 552
ld $r28, $r0, 10
sldi $r0, 616
ld $r27, $r0, 10
sldi $r0, 680
ld $r26, $r0, 10
sldi $r0, 744
ld $r25, $r0, 10
sldi $r0, 808
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4976
st $r0, $r22, 12
sldi $r0, 554
ld $r28, $r0, 10
sldi $r0, 618
ld $r27, $r0, 10
sldi $r0, 682
ld $r26, $r0, 10
sldi $r0, 746
ld $r25, $r0, 10
sldi $r0, 810
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4988
st $r0, $r22, 12
sldi $r0, 556
ld $r28, $r0, 10
sldi $r0, 620
ld $r27, $r0, 10
sldi $r0, 684
ld $r26, $r0, 10
sldi $r0, 748
ld $r25, $r0, 10
sldi $r0, 812
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5000
st $r0, $r22, 12
sldi $r0, 558
ld $r28, $r0, 10
sldi $r0, 622
ld $r27, $r0, 10
sldi $r0, 686
ld $r26, $r0, 10
sldi $r0, 750
ld $r25, $r0, 10
sldi $r0, 814
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5012
st $r0, $r22, 12
sldi $r0, 560
ld $r28, $r0, 10
sldi $r0, 624
ld $r27, $r0, 10
sldi $r0, 688
ld $r26, $r0, 10
sldi $r0, 752
ld $r25, $r0, 10
sldi $r0, 816
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5024
st $r0, $r22, 12
sldi $r0, 562
ld $r28, $r0, 10
sldi $r0, 626
ld $r27, $r0, 10
sldi $r0, 690
ld $r26, $r0, 10
sldi $r0, 754
ld $r25, $r0, 10
sldi $r0, 818
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5036
st $r0, $r22, 12
sldi $r0, 564
ld $r28, $r0, 10
sldi $r0, 628
ld $r27, $r0, 10
sldi $r0, 692
ld $r26, $r0, 10
sldi $r0, 756
ld $r25, $r0, 10
sldi $r0, 820
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5048
st $r0, $r22, 12
sldi $r0, 566
ld $r28, $r0, 10
sldi $r0, 630
ld $r27, $r0, 10
sldi $r0, 694
ld $r26, $r0, 10
sldi $r0, 758
ld $r25, $r0, 10
sldi $r0, 822
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5060
st $r0, $r22, 12
sldi $r0, 576
ld $r28, $r0, 10
sldi $r0, 640
ld $r27, $r0, 10
sldi $r0, 704
ld $r26, $r0, 10
sldi $r0, 768
ld $r25, $r0, 10
sldi $r0, 832
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5072
st $r0, $r22, 12
sldi $r0, 578
ld $r28, $r0, 10
sldi $r0, 642
ld $r27, $r0, 10
sldi $r0, 706
ld $r26, $r0, 10
sldi $r0, 770
ld $r25, $r0, 10
sldi $r0, 834
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5084
st $r0, $r22, 12
sldi $r0, 580
ld $r28, $r0, 10
sldi $r0, 644
ld $r27, $r0, 10
sldi $r0, 708
ld $r26, $r0, 10
sldi $r0, 772
ld $r25, $r0, 10
sldi $r0, 836
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5096
st $r0, $r22, 12
sldi $r0, 582
ld $r28, $r0, 10
sldi $r0, 646
ld $r27, $r0, 10
sldi $r0, 710
ld $r26, $r0, 10
sldi $r0, 774
ld $r25, $r0, 10
sldi $r0, 838
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5108
st $r0, $r22, 12
sldi $r0, 584
ld $r28, $r0, 10
sldi $r0, 648
ld $r27, $r0, 10
sldi $r0, 712
ld $r26, $r0, 10
sldi $r0, 776
ld $r25, $r0, 10
sldi $r0, 840
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5120
st $r0, $r22, 12
sldi $r0, 586
ld $r28, $r0, 10
sldi $r0, 650
ld $r27, $r0, 10
sldi $r0, 714
ld $r26, $r0, 10
sldi $r0, 778
ld $r25, $r0, 10
sldi $r0, 842
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5132
st $r0, $r22, 12
sldi $r0, 588
ld $r28, $r0, 10
sldi $r0, 652
ld $r27, $r0, 10
sldi $r0, 716
ld $r26, $r0, 10
sldi $r0, 780
ld $r25, $r0, 10
sldi $r0, 844
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5144
st $r0, $r22, 12
sldi $r0, 590
ld $r28, $r0, 10
sldi $r0, 654
ld $r27, $r0, 10
sldi $r0, 718
ld $r26, $r0, 10
sldi $r0, 782
ld $r25, $r0, 10
sldi $r0, 846
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5156
st $r0, $r22, 12
sldi $r0, 592
ld $r28, $r0, 10
sldi $r0, 656
ld $r27, $r0, 10
sldi $r0, 720
ld $r26, $r0, 10
sldi $r0, 784
ld $r25, $r0, 10
sldi $r0, 848
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5168
st $r0, $r22, 12
sldi $r0, 594
ld $r28, $r0, 10
sldi $r0, 658
ld $r27, $r0, 10
sldi $r0, 722
ld $r26, $r0, 10
sldi $r0, 786
ld $r25, $r0, 10
sldi $r0, 850
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5180
st $r0, $r22, 12
sldi $r0, 596
ld $r28, $r0, 10
sldi $r0, 660
ld $r27, $r0, 10
sldi $r0, 724
ld $r26, $r0, 10
sldi $r0, 788
ld $r25, $r0, 10
sldi $r0, 852
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5192
st $r0, $r22, 12
sldi $r0, 598
ld $r28, $r0, 10
sldi $r0, 662
ld $r27, $r0, 10
sldi $r0, 726
ld $r26, $r0, 10
sldi $r0, 790
ld $r25, $r0, 10
sldi $r0, 854
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5204
st $r0, $r22, 12
sldi $r0, 600
ld $r28, $r0, 10
sldi $r0, 664
ld $r27, $r0, 10
sldi $r0, 728
ld $r26, $r0, 10
sldi $r0, 792
ld $r25, $r0, 10
sldi $r0, 856
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5216
st $r0, $r22, 12
sldi $r0, 602
ld $r28, $r0, 10
sldi $r0, 666
ld $r27, $r0, 10
sldi $r0, 730
ld $r26, $r0, 10
sldi $r0, 794
ld $r25, $r0, 10
sldi $r0, 858
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5228
st $r0, $r22, 12
sldi $r0, 604
ld $r28, $r0, 10
sldi $r0, 668
ld $r27, $r0, 10
sldi $r0, 732
ld $r26, $r0, 10
sldi $r0, 796
ld $r25, $r0, 10
sldi $r0, 860
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5240
st $r0, $r22, 12
sldi $r0, 606
ld $r28, $r0, 10
sldi $r0, 670
ld $r27, $r0, 10
sldi $r0, 734
ld $r26, $r0, 10
sldi $r0, 798
ld $r25, $r0, 10
sldi $r0, 862
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5252
st $r0, $r22, 12
sldi $r0, 608
ld $r28, $r0, 10
sldi $r0, 672
ld $r27, $r0, 10
sldi $r0, 736
ld $r26, $r0, 10
sldi $r0, 800
ld $r25, $r0, 10
sldi $r0, 864
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5264
st $r0, $r22, 12
sldi $r0, 610
ld $r28, $r0, 10
sldi $r0, 674
ld $r27, $r0, 10
sldi $r0, 738
ld $r26, $r0, 10
sldi $r0, 802
ld $r25, $r0, 10
sldi $r0, 866
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5276
st $r0, $r22, 12
sldi $r0, 612
ld $r28, $r0, 10
sldi $r0, 676
ld $r27, $r0, 10
sldi $r0, 740
ld $r26, $r0, 10
sldi $r0, 804
ld $r25, $r0, 10
sldi $r0, 868
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5288
st $r0, $r22, 12
sldi $r0, 614
ld $r28, $r0, 10
sldi $r0, 678
ld $r27, $r0, 10
sldi $r0, 742
ld $r26, $r0, 10
sldi $r0, 806
ld $r25, $r0, 10
sldi $r0, 870
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5300
st $r0, $r22, 12
sldi $r0, 616
ld $r28, $r0, 10
sldi $r0, 680
ld $r27, $r0, 10
sldi $r0, 744
ld $r26, $r0, 10
sldi $r0, 808
ld $r25, $r0, 10
sldi $r0, 872
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5312
st $r0, $r22, 12
sldi $r0, 618
ld $r28, $r0, 10
sldi $r0, 682
ld $r27, $r0, 10
sldi $r0, 746
ld $r26, $r0, 10
sldi $r0, 810
ld $r25, $r0, 10
sldi $r0, 874
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5324
st $r0, $r22, 12
sldi $r0, 620
ld $r28, $r0, 10
sldi $r0, 684
ld $r27, $r0, 10
sldi $r0, 748
ld $r26, $r0, 10
sldi $r0, 812
ld $r25, $r0, 10
sldi $r0, 876
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5336
st $r0, $r22, 12
sldi $r0, 622
ld $r28, $r0, 10
sldi $r0, 686
ld $r27, $r0, 10
sldi $r0, 750
ld $r26, $r0, 10
sldi $r0, 814
ld $r25, $r0, 10
sldi $r0, 878
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5348
st $r0, $r22, 12
sldi $r0, 624
ld $r28, $r0, 10
sldi $r0, 688
ld $r27, $r0, 10
sldi $r0, 752
ld $r26, $r0, 10
sldi $r0, 816
ld $r25, $r0, 10
sldi $r0, 880
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5360
st $r0, $r22, 12
sldi $r0, 626
ld $r28, $r0, 10
sldi $r0, 690
ld $r27, $r0, 10
sldi $r0, 754
ld $r26, $r0, 10
sldi $r0, 818
ld $r25, $r0, 10
sldi $r0, 882
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5372
st $r0, $r22, 12
sldi $r0, 628
ld $r28, $r0, 10
sldi $r0, 692
ld $r27, $r0, 10
sldi $r0, 756
ld $r26, $r0, 10
sldi $r0, 820
ld $r25, $r0, 10
sldi $r0, 884
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5384
st $r0, $r22, 12
sldi $r0, 630
ld $r28, $r0, 10
sldi $r0, 694
ld $r27, $r0, 10
sldi $r0, 758
ld $r26, $r0, 10
sldi $r0, 822
ld $r25, $r0, 10
sldi $r0, 886
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5396
st $r0, $r22, 12
sldi $r0, 640
ld $r28, $r0, 10
sldi $r0, 704
ld $r27, $r0, 10
sldi $r0, 768
ld $r26, $r0, 10
sldi $r0, 832
ld $r25, $r0, 10
sldi $r0, 896
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5408
st $r0, $r22, 12
sldi $r0, 642
ld $r28, $r0, 10
sldi $r0, 706
ld $r27, $r0, 10
sldi $r0, 770
ld $r26, $r0, 10
sldi $r0, 834
ld $r25, $r0, 10
sldi $r0, 898
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5420
st $r0, $r22, 12
sldi $r0, 644
ld $r28, $r0, 10
sldi $r0, 708
ld $r27, $r0, 10
sldi $r0, 772
ld $r26, $r0, 10
sldi $r0, 836
ld $r25, $r0, 10
sldi $r0, 900
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5432
st $r0, $r22, 12
sldi $r0, 646
ld $r28, $r0, 10
sldi $r0, 710
ld $r27, $r0, 10
sldi $r0, 774
ld $r26, $r0, 10
sldi $r0, 838
ld $r25, $r0, 10
sldi $r0, 902
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5444
st $r0, $r22, 12
sldi $r0, 648
ld $r28, $r0, 10
sldi $r0, 712
ld $r27, $r0, 10
sldi $r0, 776
ld $r26, $r0, 10
sldi $r0, 840
ld $r25, $r0, 10
sldi $r0, 904
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5456
st $r0, $r22, 12
sldi $r0, 650
ld $r28, $r0, 10
sldi $r0, 714
ld $r27, $r0, 10
sldi $r0, 778
ld $r26, $r0, 10
sldi $r0, 842
ld $r25, $r0, 10
sldi $r0, 906
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5468
st $r0, $r22, 12
sldi $r0, 652
ld $r28, $r0, 10
sldi $r0, 716
ld $r27, $r0, 10
sldi $r0, 780
ld $r26, $r0, 10
sldi $r0, 844
ld $r25, $r0, 10
sldi $r0, 908
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5480
st $r0, $r22, 12
sldi $r0, 654
ld $r28, $r0, 10
sldi $r0, 718
ld $r27, $r0, 10
sldi $r0, 782
ld $r26, $r0, 10
sldi $r0, 846
ld $r25, $r0, 10
sldi $r0, 910
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5492
st $r0, $r22, 12
sldi $r0, 656
ld $r28, $r0, 10
sldi $r0, 720
ld $r27, $r0, 10
sldi $r0, 784
ld $r26, $r0, 10
sldi $r0, 848
ld $r25, $r0, 10
sldi $r0, 912
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5504
st $r0, $r22, 12
sldi $r0, 658
ld $r28, $r0, 10
sldi $r0, 722
ld $r27, $r0, 10
sldi $r0, 786
ld $r26, $r0, 10
sldi $r0, 850
ld $r25, $r0, 10
sldi $r0, 914
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5516
st $r0, $r22, 12
sldi $r0, 660
ld $r28, $r0, 10
sldi $r0, 724
ld $r27, $r0, 10
sldi $r0, 788
ld $r26, $r0, 10
sldi $r0, 852
ld $r25, $r0, 10
sldi $r0, 916
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5528
st $r0, $r22, 12
sldi $r0, 662
ld $r28, $r0, 10
sldi $r0, 726
ld $r27, $r0, 10
sldi $r0, 790
ld $r26, $r0, 10
sldi $r0, 854
ld $r25, $r0, 10
sldi $r0, 918
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5540
st $r0, $r22, 12
sldi $r0, 664
ld $r28, $r0, 10
sldi $r0, 728
ld $r27, $r0, 10
sldi $r0, 792
ld $r26, $r0, 10
sldi $r0, 856
ld $r25, $r0, 10
sldi $r0, 920
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5552
st $r0, $r22, 12
sldi $r0, 666
ld $r28, $r0, 10
sldi $r0, 730
ld $r27, $r0, 10
sldi $r0, 794
ld $r26, $r0, 10
sldi $r0, 858
ld $r25, $r0, 10
sldi $r0, 922
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5564
st $r0, $r22, 12
sldi $r0, 668
ld $r28, $r0, 10
sldi $r0, 732
ld $r27, $r0, 10
sldi $r0, 796
ld $r26, $r0, 10
sldi $r0, 860
ld $r25, $r0, 10
sldi $r0, 924
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5576
st $r0, $r22, 12
sldi $r0, 670
ld $r28, $r0, 10
sldi $r0, 734
ld $r27, $r0, 10
sldi $r0, 798
ld $r26, $r0, 10
sldi $r0, 862
ld $r25, $r0, 10
sldi $r0, 926
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5588
st $r0, $r22, 12
sldi $r0, 672
ld $r28, $r0, 10
sldi $r0, 736
ld $r27, $r0, 10
sldi $r0, 800
ld $r26, $r0, 10
sldi $r0, 864
ld $r25, $r0, 10
sldi $r0, 928
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5600
st $r0, $r22, 12
sldi $r0, 674
ld $r28, $r0, 10
sldi $r0, 738
ld $r27, $r0, 10
sldi $r0, 802
ld $r26, $r0, 10
sldi $r0, 866
ld $r25, $r0, 10
sldi $r0, 930
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5612
st $r0, $r22, 12
sldi $r0, 676
ld $r28, $r0, 10
sldi $r0, 740
ld $r27, $r0, 10
sldi $r0, 804
ld $r26, $r0, 10
sldi $r0, 868
ld $r25, $r0, 10
sldi $r0, 932
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5624
st $r0, $r22, 12
sldi $r0, 678
ld $r28, $r0, 10
sldi $r0, 742
ld $r27, $r0, 10
sldi $r0, 806
ld $r26, $r0, 10
sldi $r0, 870
ld $r25, $r0, 10
sldi $r0, 934
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5636
st $r0, $r22, 12
sldi $r0, 680
ld $r28, $r0, 10
sldi $r0, 744
ld $r27, $r0, 10
sldi $r0, 808
ld $r26, $r0, 10
sldi $r0, 872
ld $r25, $r0, 10
sldi $r0, 936
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5648
st $r0, $r22, 12
sldi $r0, 682
ld $r28, $r0, 10
sldi $r0, 746
ld $r27, $r0, 10
sldi $r0, 810
ld $r26, $r0, 10
sldi $r0, 874
ld $r25, $r0, 10
sldi $r0, 938
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5660
st $r0, $r22, 12
sldi $r0, 684
ld $r28, $r0, 10
sldi $r0, 748
ld $r27, $r0, 10
sldi $r0, 812
ld $r26, $r0, 10
sldi $r0, 876
ld $r25, $r0, 10
sldi $r0, 940
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5672
st $r0, $r22, 12
sldi $r0, 686
ld $r28, $r0, 10
sldi $r0, 750
ld $r27, $r0, 10
sldi $r0, 814
ld $r26, $r0, 10
sldi $r0, 878
ld $r25, $r0, 10
sldi $r0, 942
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 5684
st $r0, $r22, 12
sldi $r0, 688
ld $r28, $r0, 10
sldi $r0, 752
ld $r27, $r0, 10
sldi $r0, 816
ld $r26, $r0, 10
sldi $r0, 880
ld $r25, $r0, 10
sldi $r0, 944
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sldi $r0, 710
ld $r28, $r0, 10
sldi $r0, 774
ld $r27, $r0, 10
sldi $r0, 838
ld $r26, $r0, 10
sldi $r0, 902
ld $r25, $r0, 10
sldi $r0, 966
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sync 0, 0
wait 1, 1
sldi $r0, 6800
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 7136
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12656
st $r0, $r30, 12
sldi $r0, 6824
ld $r30, $r0, 24
sldi $r0, 7160
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12668
st $r0, $r30, 12
sldi $r0, 6848
ld $r30, $r0, 24
sldi $r0, 7184
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12680
st $r0, $r30, 12
sldi $r0, 6872
ld $r30, $r0, 24
sldi $r0, 7208
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12692
st $r0, $r30, 12
sldi $r0, 6896
ld $r30, $r0, 24
sldi $r0, 7232
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12704
st $r0, $r30, 12
sldi $r0, 6920
ld $r30, $r0, 24
sldi $r0, 7256
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12716
st $r0, $r30, 12
sldi $r0, 6944
ld $r30, $r0, 24
sldi $r0, 7280
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12728
st $r0, $r30, 12
sldi $r0, 6968
ld $r30, $r0, 24
sldi $r0, 7304
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12740
st $r0, $r30, 12
sldi $r0, 6992
ld $r30, $r0, 24
sldi $r0, 7328
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12752
st $r0, $r30, 12
sldi $r0, 7016
ld $r30, $r0, 24
sldi $r0, 7352
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12764
st $r0, $r30, 12
sldi $r0, 7040
ld $r30, $r0, 24
sldi $r0, 7376
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12776
st $r0, $r30, 12
sldi $r0, 7064
ld $r30, $r0, 24
sldi $r0, 7400
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12788
st $r0, $r30, 12
sldi $r0, 7424
ld $r30, $r0, 24
sldi $r0, 7760
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12800
st $r0, $r30, 12
sldi $r0, 7448
ld $r30, $r0, 24
sldi $r0, 7784
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12812
st $r0, $r30, 12
sldi $r0, 7472
ld $r30, $r0, 24
sldi $r0, 7808
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12824
st $r0, $r30, 12
sldi $r0, 7496
ld $r30, $r0, 24
sldi $r0, 7832
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12836
st $r0, $r30, 12
sldi $r0, 7520
ld $r30, $r0, 24
sldi $r0, 7856
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12848
st $r0, $r30, 12
sldi $r0, 7544
ld $r30, $r0, 24
sldi $r0, 7880
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12860
st $r0, $r30, 12
sldi $r0, 7568
ld $r30, $r0, 24
sldi $r0, 7904
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12872
st $r0, $r30, 12
sldi $r0, 7592
ld $r30, $r0, 24
sldi $r0, 7928
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12884
st $r0, $r30, 12
sldi $r0, 7616
ld $r30, $r0, 24
sldi $r0, 7952
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12896
st $r0, $r30, 12
sldi $r0, 7640
ld $r30, $r0, 24
sldi $r0, 7976
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12908
st $r0, $r30, 12
sldi $r0, 7664
ld $r30, $r0, 24
sldi $r0, 8000
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12920
st $r0, $r30, 12
sldi $r0, 7688
ld $r30, $r0, 24
sldi $r0, 8024
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12932
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 12200
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 12368
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 12536
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 12704
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 12872
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
sldi $r0, 15280
st $r0, $r9, 32
sldi $r0, 12212
ld $r17, $r0, 60
sldi $r0, 12380
ld $r16, $r0, 60
sldi $r0, 12548
ld $r15, $r0, 60
sldi $r0, 12716
ld $r14, $r0, 60
sldi $r0, 12884
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
sldi $r0, 15312
st $r0, $r9, 32
sldi $r0, 12224
ld $r17, $r0, 60
sldi $r0, 12392
ld $r16, $r0, 60
sldi $r0, 12560
ld $r15, $r0, 60
sldi $r0, 12728
ld $r14, $r0, 60
sldi $r0, 12896
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
sldi $r0, 15344
st $r0, $r9, 32
sldi $r0, 12236
ld $r17, $r0, 60
sldi $r0, 12404
ld $r16, $r0, 60
sldi $r0, 12572
ld $r15, $r0, 60
sldi $r0, 12740
ld $r14, $r0, 60
sldi $r0, 12908
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
sync 0, 0
wait 1, 1
sldi $r0, 15280
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 15600
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17424
st $r0, $r30, 32
sldi $r0, 15344
ld $r30, $r0, 64
sldi $r0, 15664
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17456
st $r0, $r30, 32
sldi $r0, 15728
ld $r30, $r0, 64
sldi $r0, 16048
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17488
st $r0, $r30, 32
sync 0, 0
