# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1606
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1670
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1734
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1798
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1862
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
sldi $r0, 10484
st $r0, $r22, 12
sldi $r0, 1608
ld $r28, $r0, 10
sldi $r0, 1672
ld $r27, $r0, 10
sldi $r0, 1736
ld $r26, $r0, 10
sldi $r0, 1800
ld $r25, $r0, 10
sldi $r0, 1864
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10496
st $r0, $r22, 12
sldi $r0, 1610
ld $r28, $r0, 10
sldi $r0, 1674
ld $r27, $r0, 10
sldi $r0, 1738
ld $r26, $r0, 10
sldi $r0, 1802
ld $r25, $r0, 10
sldi $r0, 1866
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10508
st $r0, $r22, 12
sldi $r0, 1612
ld $r28, $r0, 10
sldi $r0, 1676
ld $r27, $r0, 10
sldi $r0, 1740
ld $r26, $r0, 10
sldi $r0, 1804
ld $r25, $r0, 10
sldi $r0, 1868
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10520
st $r0, $r22, 12
sldi $r0, 1614
ld $r28, $r0, 10
sldi $r0, 1678
ld $r27, $r0, 10
sldi $r0, 1742
ld $r26, $r0, 10
sldi $r0, 1806
ld $r25, $r0, 10
sldi $r0, 1870
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10532
st $r0, $r22, 12
sldi $r0, 1616
ld $r28, $r0, 10
sldi $r0, 1680
ld $r27, $r0, 10
sldi $r0, 1744
ld $r26, $r0, 10
sldi $r0, 1808
ld $r25, $r0, 10
sldi $r0, 1872
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10544
st $r0, $r22, 12
sldi $r0, 1618
ld $r28, $r0, 10
sldi $r0, 1682
ld $r27, $r0, 10
sldi $r0, 1746
ld $r26, $r0, 10
sldi $r0, 1810
ld $r25, $r0, 10
sldi $r0, 1874
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10556
st $r0, $r22, 12
sldi $r0, 1620
ld $r28, $r0, 10
sldi $r0, 1684
ld $r27, $r0, 10
sldi $r0, 1748
ld $r26, $r0, 10
sldi $r0, 1812
ld $r25, $r0, 10
sldi $r0, 1876
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10568
st $r0, $r22, 12
sldi $r0, 1622
ld $r28, $r0, 10
sldi $r0, 1686
ld $r27, $r0, 10
sldi $r0, 1750
ld $r26, $r0, 10
sldi $r0, 1814
ld $r25, $r0, 10
sldi $r0, 1878
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10580
st $r0, $r22, 12
sldi $r0, 1624
ld $r28, $r0, 10
sldi $r0, 1688
ld $r27, $r0, 10
sldi $r0, 1752
ld $r26, $r0, 10
sldi $r0, 1816
ld $r25, $r0, 10
sldi $r0, 1880
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10592
st $r0, $r22, 12
sldi $r0, 1626
ld $r28, $r0, 10
sldi $r0, 1690
ld $r27, $r0, 10
sldi $r0, 1754
ld $r26, $r0, 10
sldi $r0, 1818
ld $r25, $r0, 10
sldi $r0, 1882
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10604
st $r0, $r22, 12
sldi $r0, 1628
ld $r28, $r0, 10
sldi $r0, 1692
ld $r27, $r0, 10
sldi $r0, 1756
ld $r26, $r0, 10
sldi $r0, 1820
ld $r25, $r0, 10
sldi $r0, 1884
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10616
st $r0, $r22, 12
sldi $r0, 1630
ld $r28, $r0, 10
sldi $r0, 1694
ld $r27, $r0, 10
sldi $r0, 1758
ld $r26, $r0, 10
sldi $r0, 1822
ld $r25, $r0, 10
sldi $r0, 1886
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10628
st $r0, $r22, 12
sldi $r0, 1632
ld $r28, $r0, 10
sldi $r0, 1696
ld $r27, $r0, 10
sldi $r0, 1760
ld $r26, $r0, 10
sldi $r0, 1824
ld $r25, $r0, 10
sldi $r0, 1888
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10640
st $r0, $r22, 12
sldi $r0, 1634
ld $r28, $r0, 10
sldi $r0, 1698
ld $r27, $r0, 10
sldi $r0, 1762
ld $r26, $r0, 10
sldi $r0, 1826
ld $r25, $r0, 10
sldi $r0, 1890
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10652
st $r0, $r22, 12
sldi $r0, 1636
ld $r28, $r0, 10
sldi $r0, 1700
ld $r27, $r0, 10
sldi $r0, 1764
ld $r26, $r0, 10
sldi $r0, 1828
ld $r25, $r0, 10
sldi $r0, 1892
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10664
st $r0, $r22, 12
sldi $r0, 1638
ld $r28, $r0, 10
sldi $r0, 1702
ld $r27, $r0, 10
sldi $r0, 1766
ld $r26, $r0, 10
sldi $r0, 1830
ld $r25, $r0, 10
sldi $r0, 1894
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10676
st $r0, $r22, 12
sldi $r0, 1640
ld $r28, $r0, 10
sldi $r0, 1704
ld $r27, $r0, 10
sldi $r0, 1768
ld $r26, $r0, 10
sldi $r0, 1832
ld $r25, $r0, 10
sldi $r0, 1896
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10688
st $r0, $r22, 12
sldi $r0, 1642
ld $r28, $r0, 10
sldi $r0, 1706
ld $r27, $r0, 10
sldi $r0, 1770
ld $r26, $r0, 10
sldi $r0, 1834
ld $r25, $r0, 10
sldi $r0, 1898
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10700
st $r0, $r22, 12
sldi $r0, 1644
ld $r28, $r0, 10
sldi $r0, 1708
ld $r27, $r0, 10
sldi $r0, 1772
ld $r26, $r0, 10
sldi $r0, 1836
ld $r25, $r0, 10
sldi $r0, 1900
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10712
st $r0, $r22, 12
sldi $r0, 1646
ld $r28, $r0, 10
sldi $r0, 1710
ld $r27, $r0, 10
sldi $r0, 1774
ld $r26, $r0, 10
sldi $r0, 1838
ld $r25, $r0, 10
sldi $r0, 1902
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10724
st $r0, $r22, 12
sldi $r0, 1648
ld $r28, $r0, 10
sldi $r0, 1712
ld $r27, $r0, 10
sldi $r0, 1776
ld $r26, $r0, 10
sldi $r0, 1840
ld $r25, $r0, 10
sldi $r0, 1904
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10736
st $r0, $r22, 12
sldi $r0, 1650
ld $r28, $r0, 10
sldi $r0, 1714
ld $r27, $r0, 10
sldi $r0, 1778
ld $r26, $r0, 10
sldi $r0, 1842
ld $r25, $r0, 10
sldi $r0, 1906
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10748
st $r0, $r22, 12
sldi $r0, 1652
ld $r28, $r0, 10
sldi $r0, 1716
ld $r27, $r0, 10
sldi $r0, 1780
ld $r26, $r0, 10
sldi $r0, 1844
ld $r25, $r0, 10
sldi $r0, 1908
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10760
st $r0, $r22, 12
sldi $r0, 1654
ld $r28, $r0, 10
sldi $r0, 1718
ld $r27, $r0, 10
sldi $r0, 1782
ld $r26, $r0, 10
sldi $r0, 1846
ld $r25, $r0, 10
sldi $r0, 1910
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10772
st $r0, $r22, 12
sldi $r0, 1664
ld $r28, $r0, 10
sldi $r0, 1728
ld $r27, $r0, 10
sldi $r0, 1792
ld $r26, $r0, 10
sldi $r0, 1856
ld $r25, $r0, 10
sldi $r0, 1920
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10784
st $r0, $r22, 12
sldi $r0, 1666
ld $r28, $r0, 10
sldi $r0, 1730
ld $r27, $r0, 10
sldi $r0, 1794
ld $r26, $r0, 10
sldi $r0, 1858
ld $r25, $r0, 10
sldi $r0, 1922
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10796
st $r0, $r22, 12
sldi $r0, 1668
ld $r28, $r0, 10
sldi $r0, 1732
ld $r27, $r0, 10
sldi $r0, 1796
ld $r26, $r0, 10
sldi $r0, 1860
ld $r25, $r0, 10
sldi $r0, 1924
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10808
st $r0, $r22, 12
sldi $r0, 1670
ld $r28, $r0, 10
sldi $r0, 1734
ld $r27, $r0, 10
sldi $r0, 1798
ld $r26, $r0, 10
sldi $r0, 1862
ld $r25, $r0, 10
sldi $r0, 1926
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10820
st $r0, $r22, 12
sldi $r0, 1672
ld $r28, $r0, 10
sldi $r0, 1736
ld $r27, $r0, 10
sldi $r0, 1800
ld $r26, $r0, 10
sldi $r0, 1864
ld $r25, $r0, 10
sldi $r0, 1928
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10832
st $r0, $r22, 12
sldi $r0, 1674
ld $r28, $r0, 10
sldi $r0, 1738
ld $r27, $r0, 10
sldi $r0, 1802
ld $r26, $r0, 10
sldi $r0, 1866
ld $r25, $r0, 10
sldi $r0, 1930
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10844
st $r0, $r22, 12
sldi $r0, 1676
ld $r28, $r0, 10
sldi $r0, 1740
ld $r27, $r0, 10
sldi $r0, 1804
ld $r26, $r0, 10
sldi $r0, 1868
ld $r25, $r0, 10
sldi $r0, 1932
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10856
st $r0, $r22, 12
sldi $r0, 1678
ld $r28, $r0, 10
sldi $r0, 1742
ld $r27, $r0, 10
sldi $r0, 1806
ld $r26, $r0, 10
sldi $r0, 1870
ld $r25, $r0, 10
sldi $r0, 1934
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10868
st $r0, $r22, 12
sldi $r0, 1680
ld $r28, $r0, 10
sldi $r0, 1744
ld $r27, $r0, 10
sldi $r0, 1808
ld $r26, $r0, 10
sldi $r0, 1872
ld $r25, $r0, 10
sldi $r0, 1936
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10880
st $r0, $r22, 12
sldi $r0, 1682
ld $r28, $r0, 10
sldi $r0, 1746
ld $r27, $r0, 10
sldi $r0, 1810
ld $r26, $r0, 10
sldi $r0, 1874
ld $r25, $r0, 10
sldi $r0, 1938
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10892
st $r0, $r22, 12
sldi $r0, 1684
ld $r28, $r0, 10
sldi $r0, 1748
ld $r27, $r0, 10
sldi $r0, 1812
ld $r26, $r0, 10
sldi $r0, 1876
ld $r25, $r0, 10
sldi $r0, 1940
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10904
st $r0, $r22, 12
sldi $r0, 1686
ld $r28, $r0, 10
sldi $r0, 1750
ld $r27, $r0, 10
sldi $r0, 1814
ld $r26, $r0, 10
sldi $r0, 1878
ld $r25, $r0, 10
sldi $r0, 1942
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10916
st $r0, $r22, 12
sldi $r0, 1688
ld $r28, $r0, 10
sldi $r0, 1752
ld $r27, $r0, 10
sldi $r0, 1816
ld $r26, $r0, 10
sldi $r0, 1880
ld $r25, $r0, 10
sldi $r0, 1944
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10928
st $r0, $r22, 12
sldi $r0, 1690
ld $r28, $r0, 10
sldi $r0, 1754
ld $r27, $r0, 10
sldi $r0, 1818
ld $r26, $r0, 10
sldi $r0, 1882
ld $r25, $r0, 10
sldi $r0, 1946
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10940
st $r0, $r22, 12
sldi $r0, 1692
ld $r28, $r0, 10
sldi $r0, 1756
ld $r27, $r0, 10
sldi $r0, 1820
ld $r26, $r0, 10
sldi $r0, 1884
ld $r25, $r0, 10
sldi $r0, 1948
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10952
st $r0, $r22, 12
sldi $r0, 1694
ld $r28, $r0, 10
sldi $r0, 1758
ld $r27, $r0, 10
sldi $r0, 1822
ld $r26, $r0, 10
sldi $r0, 1886
ld $r25, $r0, 10
sldi $r0, 1950
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10964
st $r0, $r22, 12
sldi $r0, 1696
ld $r28, $r0, 10
sldi $r0, 1760
ld $r27, $r0, 10
sldi $r0, 1824
ld $r26, $r0, 10
sldi $r0, 1888
ld $r25, $r0, 10
sldi $r0, 1952
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10976
st $r0, $r22, 12
sldi $r0, 1698
ld $r28, $r0, 10
sldi $r0, 1762
ld $r27, $r0, 10
sldi $r0, 1826
ld $r26, $r0, 10
sldi $r0, 1890
ld $r25, $r0, 10
sldi $r0, 1954
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10988
st $r0, $r22, 12
sldi $r0, 1700
ld $r28, $r0, 10
sldi $r0, 1764
ld $r27, $r0, 10
sldi $r0, 1828
ld $r26, $r0, 10
sldi $r0, 1892
ld $r25, $r0, 10
sldi $r0, 1956
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11000
st $r0, $r22, 12
sldi $r0, 1702
ld $r28, $r0, 10
sldi $r0, 1766
ld $r27, $r0, 10
sldi $r0, 1830
ld $r26, $r0, 10
sldi $r0, 1894
ld $r25, $r0, 10
sldi $r0, 1958
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11012
st $r0, $r22, 12
sldi $r0, 1704
ld $r28, $r0, 10
sldi $r0, 1768
ld $r27, $r0, 10
sldi $r0, 1832
ld $r26, $r0, 10
sldi $r0, 1896
ld $r25, $r0, 10
sldi $r0, 1960
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11024
st $r0, $r22, 12
sldi $r0, 1706
ld $r28, $r0, 10
sldi $r0, 1770
ld $r27, $r0, 10
sldi $r0, 1834
ld $r26, $r0, 10
sldi $r0, 1898
ld $r25, $r0, 10
sldi $r0, 1962
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11036
st $r0, $r22, 12
sldi $r0, 1708
ld $r28, $r0, 10
sldi $r0, 1772
ld $r27, $r0, 10
sldi $r0, 1836
ld $r26, $r0, 10
sldi $r0, 1900
ld $r25, $r0, 10
sldi $r0, 1964
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11048
st $r0, $r22, 12
sldi $r0, 1710
ld $r28, $r0, 10
sldi $r0, 1774
ld $r27, $r0, 10
sldi $r0, 1838
ld $r26, $r0, 10
sldi $r0, 1902
ld $r25, $r0, 10
sldi $r0, 1966
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11060
st $r0, $r22, 12
sldi $r0, 1712
ld $r28, $r0, 10
sldi $r0, 1776
ld $r27, $r0, 10
sldi $r0, 1840
ld $r26, $r0, 10
sldi $r0, 1904
ld $r25, $r0, 10
sldi $r0, 1968
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11072
st $r0, $r22, 12
sldi $r0, 1714
ld $r28, $r0, 10
sldi $r0, 1778
ld $r27, $r0, 10
sldi $r0, 1842
ld $r26, $r0, 10
sldi $r0, 1906
ld $r25, $r0, 10
sldi $r0, 1970
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11084
st $r0, $r22, 12
sldi $r0, 1716
ld $r28, $r0, 10
sldi $r0, 1780
ld $r27, $r0, 10
sldi $r0, 1844
ld $r26, $r0, 10
sldi $r0, 1908
ld $r25, $r0, 10
sldi $r0, 1972
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11096
st $r0, $r22, 12
sldi $r0, 1718
ld $r28, $r0, 10
sldi $r0, 1782
ld $r27, $r0, 10
sldi $r0, 1846
ld $r26, $r0, 10
sldi $r0, 1910
ld $r25, $r0, 10
sldi $r0, 1974
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11108
st $r0, $r22, 12
sldi $r0, 1728
ld $r28, $r0, 10
sldi $r0, 1792
ld $r27, $r0, 10
sldi $r0, 1856
ld $r26, $r0, 10
sldi $r0, 1920
ld $r25, $r0, 10
sldi $r0, 1984
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11120
st $r0, $r22, 12
sldi $r0, 1730
ld $r28, $r0, 10
sldi $r0, 1794
ld $r27, $r0, 10
sldi $r0, 1858
ld $r26, $r0, 10
sldi $r0, 1922
ld $r25, $r0, 10
sldi $r0, 1986
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11132
st $r0, $r22, 12
sldi $r0, 1732
ld $r28, $r0, 10
sldi $r0, 1796
ld $r27, $r0, 10
sldi $r0, 1860
ld $r26, $r0, 10
sldi $r0, 1924
ld $r25, $r0, 10
sldi $r0, 1988
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11144
st $r0, $r22, 12
sldi $r0, 1734
ld $r28, $r0, 10
sldi $r0, 1798
ld $r27, $r0, 10
sldi $r0, 1862
ld $r26, $r0, 10
sldi $r0, 1926
ld $r25, $r0, 10
sldi $r0, 1990
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11156
st $r0, $r22, 12
sldi $r0, 1736
ld $r28, $r0, 10
sldi $r0, 1800
ld $r27, $r0, 10
sldi $r0, 1864
ld $r26, $r0, 10
sldi $r0, 1928
ld $r25, $r0, 10
sldi $r0, 1992
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11168
st $r0, $r22, 12
sldi $r0, 1738
ld $r28, $r0, 10
sldi $r0, 1802
ld $r27, $r0, 10
sldi $r0, 1866
ld $r26, $r0, 10
sldi $r0, 1930
ld $r25, $r0, 10
sldi $r0, 1994
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11180
st $r0, $r22, 12
sldi $r0, 1740
ld $r28, $r0, 10
sldi $r0, 1804
ld $r27, $r0, 10
sldi $r0, 1868
ld $r26, $r0, 10
sldi $r0, 1932
ld $r25, $r0, 10
sldi $r0, 1996
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11192
st $r0, $r22, 12
sldi $r0, 1742
ld $r28, $r0, 10
sldi $r0, 1806
ld $r27, $r0, 10
sldi $r0, 1870
ld $r26, $r0, 10
sldi $r0, 1934
ld $r25, $r0, 10
sldi $r0, 1998
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11204
st $r0, $r22, 12
sldi $r0, 1744
ld $r28, $r0, 10
sldi $r0, 1808
ld $r27, $r0, 10
sldi $r0, 1872
ld $r26, $r0, 10
sldi $r0, 1936
ld $r25, $r0, 10
sldi $r0, 2000
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11216
st $r0, $r22, 12
sldi $r0, 1746
ld $r28, $r0, 10
sldi $r0, 1810
ld $r27, $r0, 10
sldi $r0, 1874
ld $r26, $r0, 10
sldi $r0, 1938
ld $r25, $r0, 10
sldi $r0, 2002
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11228
st $r0, $r22, 12
sldi $r0, 1748
ld $r28, $r0, 10
sldi $r0, 1812
ld $r27, $r0, 10
sldi $r0, 1876
ld $r26, $r0, 10
sldi $r0, 1940
ld $r25, $r0, 10
sldi $r0, 2004
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11240
st $r0, $r22, 12
sldi $r0, 1750
ld $r28, $r0, 10
sldi $r0, 1814
ld $r27, $r0, 10
sldi $r0, 1878
ld $r26, $r0, 10
sldi $r0, 1942
ld $r25, $r0, 10
sldi $r0, 2006
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11252
st $r0, $r22, 12
sldi $r0, 1752
ld $r28, $r0, 10
sldi $r0, 1816
ld $r27, $r0, 10
sldi $r0, 1880
ld $r26, $r0, 10
sldi $r0, 1944
ld $r25, $r0, 10
sldi $r0, 2008
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11264
st $r0, $r22, 12
sldi $r0, 1754
ld $r28, $r0, 10
sldi $r0, 1818
ld $r27, $r0, 10
sldi $r0, 1882
ld $r26, $r0, 10
sldi $r0, 1946
ld $r25, $r0, 10
sldi $r0, 2010
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11276
st $r0, $r22, 12
sldi $r0, 1756
ld $r28, $r0, 10
sldi $r0, 1820
ld $r27, $r0, 10
sldi $r0, 1884
ld $r26, $r0, 10
sldi $r0, 1948
ld $r25, $r0, 10
sldi $r0, 2012
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11288
st $r0, $r22, 12
sldi $r0, 1758
ld $r28, $r0, 10
sldi $r0, 1822
ld $r27, $r0, 10
sldi $r0, 1886
ld $r26, $r0, 10
sldi $r0, 1950
ld $r25, $r0, 10
sldi $r0, 2014
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11300
st $r0, $r22, 12
sldi $r0, 1760
ld $r28, $r0, 10
sldi $r0, 1824
ld $r27, $r0, 10
sldi $r0, 1888
ld $r26, $r0, 10
sldi $r0, 1952
ld $r25, $r0, 10
sldi $r0, 2016
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11312
st $r0, $r22, 12
sldi $r0, 1762
ld $r28, $r0, 10
sldi $r0, 1826
ld $r27, $r0, 10
sldi $r0, 1890
ld $r26, $r0, 10
sldi $r0, 1954
ld $r25, $r0, 10
sldi $r0, 2018
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11324
st $r0, $r22, 12
sldi $r0, 1764
ld $r28, $r0, 10
sldi $r0, 1828
ld $r27, $r0, 10
sldi $r0, 1892
ld $r26, $r0, 10
sldi $r0, 1956
ld $r25, $r0, 10
sldi $r0, 2020
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11336
st $r0, $r22, 12
sldi $r0, 1766
ld $r28, $r0, 10
sldi $r0, 1830
ld $r27, $r0, 10
sldi $r0, 1894
ld $r26, $r0, 10
sldi $r0, 1958
ld $r25, $r0, 10
sldi $r0, 2022
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11348
st $r0, $r22, 12
sldi $r0, 1768
ld $r28, $r0, 10
sldi $r0, 1832
ld $r27, $r0, 10
sldi $r0, 1896
ld $r26, $r0, 10
sldi $r0, 1960
ld $r25, $r0, 10
sldi $r0, 2024
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11360
st $r0, $r22, 12
sldi $r0, 1770
ld $r28, $r0, 10
sldi $r0, 1834
ld $r27, $r0, 10
sldi $r0, 1898
ld $r26, $r0, 10
sldi $r0, 1962
ld $r25, $r0, 10
sldi $r0, 2026
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11372
st $r0, $r22, 12
sldi $r0, 1772
ld $r28, $r0, 10
sldi $r0, 1836
ld $r27, $r0, 10
sldi $r0, 1900
ld $r26, $r0, 10
sldi $r0, 1964
ld $r25, $r0, 10
sldi $r0, 2028
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11384
st $r0, $r22, 12
sldi $r0, 1774
ld $r28, $r0, 10
sldi $r0, 1838
ld $r27, $r0, 10
sldi $r0, 1902
ld $r26, $r0, 10
sldi $r0, 1966
ld $r25, $r0, 10
sldi $r0, 2030
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11396
st $r0, $r22, 12
sldi $r0, 1776
ld $r28, $r0, 10
sldi $r0, 1840
ld $r27, $r0, 10
sldi $r0, 1904
ld $r26, $r0, 10
sldi $r0, 1968
ld $r25, $r0, 10
sldi $r0, 2032
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11408
st $r0, $r22, 12
sldi $r0, 1778
ld $r28, $r0, 10
sldi $r0, 1842
ld $r27, $r0, 10
sldi $r0, 1906
ld $r26, $r0, 10
sldi $r0, 1970
ld $r25, $r0, 10
sldi $r0, 2034
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11420
st $r0, $r22, 12
sldi $r0, 1780
ld $r28, $r0, 10
sldi $r0, 1844
ld $r27, $r0, 10
sldi $r0, 1908
ld $r26, $r0, 10
sldi $r0, 1972
ld $r25, $r0, 10
sldi $r0, 2036
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11432
st $r0, $r22, 12
sldi $r0, 1782
ld $r28, $r0, 10
sldi $r0, 1846
ld $r27, $r0, 10
sldi $r0, 1910
ld $r26, $r0, 10
sldi $r0, 1974
ld $r25, $r0, 10
sldi $r0, 2038
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 11444
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
sldi $r0, 12380
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 12548
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 12716
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 12884
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 13052
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
sldi $r0, 12992
ld $r17, $r0, 60
sldi $r0, 13160
ld $r16, $r0, 60
sldi $r0, 13328
ld $r15, $r0, 60
sldi $r0, 13496
ld $r14, $r0, 60
sldi $r0, 13664
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
sldi $r0, 16752
st $r0, $r9, 32
sldi $r0, 13004
ld $r17, $r0, 60
sldi $r0, 13172
ld $r16, $r0, 60
sldi $r0, 13340
ld $r15, $r0, 60
sldi $r0, 13508
ld $r14, $r0, 60
sldi $r0, 13676
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
sldi $r0, 16784
st $r0, $r9, 32
sldi $r0, 13016
ld $r17, $r0, 60
sldi $r0, 13184
ld $r16, $r0, 60
sldi $r0, 13352
ld $r15, $r0, 60
sldi $r0, 13520
ld $r14, $r0, 60
sldi $r0, 13688
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
sldi $r0, 16816
st $r0, $r9, 32
sldi $r0, 13028
ld $r17, $r0, 60
sldi $r0, 13196
ld $r16, $r0, 60
sldi $r0, 13364
ld $r15, $r0, 60
sldi $r0, 13532
ld $r14, $r0, 60
sldi $r0, 13700
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
sldi $r0, 16848
st $r0, $r9, 32
sldi $r0, 13040
ld $r17, $r0, 60
sldi $r0, 13208
ld $r16, $r0, 60
sldi $r0, 13376
ld $r15, $r0, 60
sldi $r0, 13544
ld $r14, $r0, 60
sldi $r0, 13712
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
sldi $r0, 16880
st $r0, $r9, 32
sldi $r0, 13052
ld $r17, $r0, 60
sldi $r0, 13220
ld $r16, $r0, 60
sldi $r0, 13388
ld $r15, $r0, 60
sldi $r0, 13556
ld $r14, $r0, 60
sldi $r0, 13724
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
sldi $r0, 16912
st $r0, $r9, 32
sldi $r0, 13064
ld $r17, $r0, 60
sldi $r0, 13232
ld $r16, $r0, 60
sldi $r0, 13400
ld $r15, $r0, 60
sldi $r0, 13568
ld $r14, $r0, 60
sldi $r0, 13736
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
sldi $r0, 16944
st $r0, $r9, 32
sldi $r0, 13076
ld $r17, $r0, 60
sldi $r0, 13244
ld $r16, $r0, 60
sldi $r0, 13412
ld $r15, $r0, 60
sldi $r0, 13580
ld $r14, $r0, 60
sldi $r0, 13748
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
sldi $r0, 16976
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
wait 1, 1
