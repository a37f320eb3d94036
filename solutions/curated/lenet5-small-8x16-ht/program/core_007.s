# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1434
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1498
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1562
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1626
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1690
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
sldi $r0, 9596
st $r0, $r22, 12
sldi $r0, 1436
ld $r28, $r0, 10
sldi $r0, 1500
ld $r27, $r0, 10
sldi $r0, 1564
ld $r26, $r0, 10
sldi $r0, 1628
ld $r25, $r0, 10
sldi $r0, 1692
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9608
st $r0, $r22, 12
sldi $r0, 1438
ld $r28, $r0, 10
sldi $r0, 1502
ld $r27, $r0, 10
sldi $r0, 1566
ld $r26, $r0, 10
sldi $r0, 1630
ld $r25, $r0, 10
sldi $r0, 1694
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9620
st $r0, $r22, 12
sldi $r0, 1440
ld $r28, $r0, 10
sldi $r0, 1504
ld $r27, $r0, 10
sldi $r0, 1568
ld $r26, $r0, 10
sldi $r0, 1632
ld $r25, $r0, 10
sldi $r0, 1696
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9632
st $r0, $r22, 12
sldi $r0, 1442
ld $r28, $r0, 10
sldi $r0, 1506
ld $r27, $r0, 10
sldi $r0, 1570
ld $r26, $r0, 10
sldi $r0, 1634
ld $r25, $r0, 10
sldi $r0, 1698
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9644
st $r0, $r22, 12
sldi $r0, 1444
ld $r28, $r0, 10
sldi $r0, 1508
ld $r27, $r0, 10
sldi $r0, 1572
ld $r26, $r0, 10
sldi $r0, 1636
ld $r25, $r0, 10
sldi $r0, 1700
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9656
st $r0, $r22, 12
sldi $r0, 1446
ld $r28, $r0, 10
sldi $r0, 1510
ld $r27, $r0, 10
sldi $r0, 1574
ld $r26, $r0, 10
sldi $r0, 1638
ld $r25, $r0, 10
sldi $r0, 1702
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9668
st $r0, $r22, 12
sldi $r0, 1448
ld $r28, $r0, 10
sldi $r0, 1512
ld $r27, $r0, 10
sldi $r0, 1576
ld $r26, $r0, 10
sldi $r0, 1640
ld $r25, $r0, 10
sldi $r0, 1704
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9680
st $r0, $r22, 12
sldi $r0, 1450
ld $r28, $r0, 10
sldi $r0, 1514
ld $r27, $r0, 10
sldi $r0, 1578
ld $r26, $r0, 10
sldi $r0, 1642
ld $r25, $r0, 10
sldi $r0, 1706
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9692
st $r0, $r22, 12
sldi $r0, 1452
ld $r28, $r0, 10
sldi $r0, 1516
ld $r27, $r0, 10
sldi $r0, 1580
ld $r26, $r0, 10
sldi $r0, 1644
ld $r25, $r0, 10
sldi $r0, 1708
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9704
st $r0, $r22, 12
sldi $r0, 1454
ld $r28, $r0, 10
sldi $r0, 1518
ld $r27, $r0, 10
sldi $r0, 1582
ld $r26, $r0, 10
sldi $r0, 1646
ld $r25, $r0, 10
sldi $r0, 1710
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9716
st $r0, $r22, 12
sldi $r0, 1456
ld $r28, $r0, 10
sldi $r0, 1520
ld $r27, $r0, 10
sldi $r0, 1584
ld $r26, $r0, 10
sldi $r0, 1648
ld $r25, $r0, 10
sldi $r0, 1712
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9728
st $r0, $r22, 12
sldi $r0, 1458
ld $r28, $r0, 10
sldi $r0, 1522
ld $r27, $r0, 10
sldi $r0, 1586
ld $r26, $r0, 10
sldi $r0, 1650
ld $r25, $r0, 10
sldi $r0, 1714
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9740
st $r0, $r22, 12
sldi $r0, 1460
ld $r28, $r0, 10
sldi $r0, 1524
ld $r27, $r0, 10
sldi $r0, 1588
ld $r26, $r0, 10
sldi $r0, 1652
ld $r25, $r0, 10
sldi $r0, 1716
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9752
st $r0, $r22, 12
sldi $r0, 1462
ld $r28, $r0, 10
sldi $r0, 1526
ld $r27, $r0, 10
sldi $r0, 1590
ld $r26, $r0, 10
sldi $r0, 1654
ld $r25, $r0, 10
sldi $r0, 1718
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9764
st $r0, $r22, 12
sldi $r0, 1472
ld $r28, $r0, 10
sldi $r0, 1536
ld $r27, $r0, 10
sldi $r0, 1600
ld $r26, $r0, 10
sldi $r0, 1664
ld $r25, $r0, 10
sldi $r0, 1728
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9776
st $r0, $r22, 12
sldi $r0, 1474
ld $r28, $r0, 10
sldi $r0, 1538
ld $r27, $r0, 10
sldi $r0, 1602
ld $r26, $r0, 10
sldi $r0, 1666
ld $r25, $r0, 10
sldi $r0, 1730
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9788
st $r0, $r22, 12
sldi $r0, 1476
ld $r28, $r0, 10
sldi $r0, 1540
ld $r27, $r0, 10
sldi $r0, 1604
ld $r26, $r0, 10
sldi $r0, 1668
ld $r25, $r0, 10
sldi $r0, 1732
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9800
st $r0, $r22, 12
sldi $r0, 1478
ld $r28, $r0, 10
sldi $r0, 1542
ld $r27, $r0, 10
sldi $r0, 1606
ld $r26, $r0, 10
sldi $r0, 1670
ld $r25, $r0, 10
sldi $r0, 1734
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9812
st $r0, $r22, 12
sldi $r0, 1480
ld $r28, $r0, 10
sldi $r0, 1544
ld $r27, $r0, 10
sldi $r0, 1608
ld $r26, $r0, 10
sldi $r0, 1672
ld $r25, $r0, 10
sldi $r0, 1736
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9824
st $r0, $r22, 12
sldi $r0, 1482
ld $r28, $r0, 10
sldi $r0, 1546
ld $r27, $r0, 10
sldi $r0, 1610
ld $r26, $r0, 10
sldi $r0, 1674
ld $r25, $r0, 10
sldi $r0, 1738
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9836
st $r0, $r22, 12
sldi $r0, 1484
ld $r28, $r0, 10
sldi $r0, 1548
ld $r27, $r0, 10
sldi $r0, 1612
ld $r26, $r0, 10
sldi $r0, 1676
ld $r25, $r0, 10
sldi $r0, 1740
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9848
st $r0, $r22, 12
sldi $r0, 1486
ld $r28, $r0, 10
sldi $r0, 1550
ld $r27, $r0, 10
sldi $r0, 1614
ld $r26, $r0, 10
sldi $r0, 1678
ld $r25, $r0, 10
sldi $r0, 1742
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9860
st $r0, $r22, 12
sldi $r0, 1488
ld $r28, $r0, 10
sldi $r0, 1552
ld $r27, $r0, 10
sldi $r0, 1616
ld $r26, $r0, 10
sldi $r0, 1680
ld $r25, $r0, 10
sldi $r0, 1744
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9872
st $r0, $r22, 12
sldi $r0, 1490
ld $r28, $r0, 10
sldi $r0, 1554
ld $r27, $r0, 10
sldi $r0, 1618
ld $r26, $r0, 10
sldi $r0, 1682
ld $r25, $r0, 10
sldi $r0, 1746
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9884
st $r0, $r22, 12
sldi $r0, 1492
ld $r28, $r0, 10
sldi $r0, 1556
ld $r27, $r0, 10
sldi $r0, 1620
ld $r26, $r0, 10
sldi $r0, 1684
ld $r25, $r0, 10
sldi $r0, 1748
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9896
st $r0, $r22, 12
sldi $r0, 1494
ld $r28, $r0, 10
sldi $r0, 1558
ld $r27, $r0, 10
sldi $r0, 1622
ld $r26, $r0, 10
sldi $r0, 1686
ld $r25, $r0, 10
sldi $r0, 1750
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9908
st $r0, $r22, 12
sldi $r0, 1496
ld $r28, $r0, 10
sldi $r0, 1560
ld $r27, $r0, 10
sldi $r0, 1624
ld $r26, $r0, 10
sldi $r0, 1688
ld $r25, $r0, 10
sldi $r0, 1752
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9920
st $r0, $r22, 12
sldi $r0, 1498
ld $r28, $r0, 10
sldi $r0, 1562
ld $r27, $r0, 10
sldi $r0, 1626
ld $r26, $r0, 10
sldi $r0, 1690
ld $r25, $r0, 10
sldi $r0, 1754
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9932
st $r0, $r22, 12
sldi $r0, 1500
ld $r28, $r0, 10
sldi $r0, 1564
ld $r27, $r0, 10
sldi $r0, 1628
ld $r26, $r0, 10
sldi $r0, 1692
ld $r25, $r0, 10
sldi $r0, 1756
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9944
st $r0, $r22, 12
sldi $r0, 1502
ld $r28, $r0, 10
sldi $r0, 1566
ld $r27, $r0, 10
sldi $r0, 1630
ld $r26, $r0, 10
sldi $r0, 1694
ld $r25, $r0, 10
sldi $r0, 1758
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9956
st $r0, $r22, 12
sldi $r0, 1504
ld $r28, $r0, 10
sldi $r0, 1568
ld $r27, $r0, 10
sldi $r0, 1632
ld $r26, $r0, 10
sldi $r0, 1696
ld $r25, $r0, 10
sldi $r0, 1760
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9968
st $r0, $r22, 12
sldi $r0, 1506
ld $r28, $r0, 10
sldi $r0, 1570
ld $r27, $r0, 10
sldi $r0, 1634
ld $r26, $r0, 10
sldi $r0, 1698
ld $r25, $r0, 10
sldi $r0, 1762
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9980
st $r0, $r22, 12
sldi $r0, 1508
ld $r28, $r0, 10
sldi $r0, 1572
ld $r27, $r0, 10
sldi $r0, 1636
ld $r26, $r0, 10
sldi $r0, 1700
ld $r25, $r0, 10
sldi $r0, 1764
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9992
st $r0, $r22, 12
sldi $r0, 1510
ld $r28, $r0, 10
sldi $r0, 1574
ld $r27, $r0, 10
sldi $r0, 1638
ld $r26, $r0, 10
sldi $r0, 1702
ld $r25, $r0, 10
sldi $r0, 1766
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10004
st $r0, $r22, 12
sldi $r0, 1512
ld $r28, $r0, 10
sldi $r0, 1576
ld $r27, $r0, 10
sldi $r0, 1640
ld $r26, $r0, 10
sldi $r0, 1704
ld $r25, $r0, 10
sldi $r0, 1768
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10016
st $r0, $r22, 12
sldi $r0, 1514
ld $r28, $r0, 10
sldi $r0, 1578
ld $r27, $r0, 10
sldi $r0, 1642
ld $r26, $r0, 10
sldi $r0, 1706
ld $r25, $r0, 10
sldi $r0, 1770
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10028
st $r0, $r22, 12
sldi $r0, 1516
ld $r28, $r0, 10
sldi $r0, 1580
ld $r27, $r0, 10
sldi $r0, 1644
ld $r26, $r0, 10
sldi $r0, 1708
ld $r25, $r0, 10
sldi $r0, 1772
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10040
st $r0, $r22, 12
sldi $r0, 1518
ld $r28, $r0, 10
sldi $r0, 1582
ld $r27, $r0, 10
sldi $r0, 1646
ld $r26, $r0, 10
sldi $r0, 1710
ld $r25, $r0, 10
sldi $r0, 1774
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10052
st $r0, $r22, 12
sldi $r0, 1520
ld $r28, $r0, 10
sldi $r0, 1584
ld $r27, $r0, 10
sldi $r0, 1648
ld $r26, $r0, 10
sldi $r0, 1712
ld $r25, $r0, 10
sldi $r0, 1776
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10064
st $r0, $r22, 12
sldi $r0, 1522
ld $r28, $r0, 10
sldi $r0, 1586
ld $r27, $r0, 10
sldi $r0, 1650
ld $r26, $r0, 10
sldi $r0, 1714
ld $r25, $r0, 10
sldi $r0, 1778
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10076
st $r0, $r22, 12
sldi $r0, 1524
ld $r28, $r0, 10
sldi $r0, 1588
ld $r27, $r0, 10
sldi $r0, 1652
ld $r26, $r0, 10
sldi $r0, 1716
ld $r25, $r0, 10
sldi $r0, 1780
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10088
st $r0, $r22, 12
sldi $r0, 1526
ld $r28, $r0, 10
sldi $r0, 1590
ld $r27, $r0, 10
sldi $r0, 1654
ld $r26, $r0, 10
sldi $r0, 1718
ld $r25, $r0, 10
sldi $r0, 1782
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10100
st $r0, $r22, 12
sldi $r0, 1536
ld $r28, $r0, 10
sldi $r0, 1600
ld $r27, $r0, 10
sldi $r0, 1664
ld $r26, $r0, 10
sldi $r0, 1728
ld $r25, $r0, 10
sldi $r0, 1792
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10112
st $r0, $r22, 12
sldi $r0, 1538
ld $r28, $r0, 10
sldi $r0, 1602
ld $r27, $r0, 10
sldi $r0, 1666
ld $r26, $r0, 10
sldi $r0, 1730
ld $r25, $r0, 10
sldi $r0, 1794
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10124
st $r0, $r22, 12
sldi $r0, 1540
ld $r28, $r0, 10
sldi $r0, 1604
ld $r27, $r0, 10
sldi $r0, 1668
ld $r26, $r0, 10
sldi $r0, 1732
ld $r25, $r0, 10
sldi $r0, 1796
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10136
st $r0, $r22, 12
sldi $r0, 1542
ld $r28, $r0, 10
sldi $r0, 1606
ld $r27, $r0, 10
sldi $r0, 1670
ld $r26, $r0, 10
sldi $r0, 1734
ld $r25, $r0, 10
sldi $r0, 1798
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10148
st $r0, $r22, 12
sldi $r0, 1544
ld $r28, $r0, 10
sldi $r0, 1608
ld $r27, $r0, 10
sldi $r0, 1672
ld $r26, $r0, 10
sldi $r0, 1736
ld $r25, $r0, 10
sldi $r0, 1800
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10160
st $r0, $r22, 12
sldi $r0, 1546
ld $r28, $r0, 10
sldi $r0, 1610
ld $r27, $r0, 10
sldi $r0, 1674
ld $r26, $r0, 10
sldi $r0, 1738
ld $r25, $r0, 10
sldi $r0, 1802
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10172
st $r0, $r22, 12
sldi $r0, 1548
ld $r28, $r0, 10
sldi $r0, 1612
ld $r27, $r0, 10
sldi $r0, 1676
ld $r26, $r0, 10
sldi $r0, 1740
ld $r25, $r0, 10
sldi $r0, 1804
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10184
st $r0, $r22, 12
sldi $r0, 1550
ld $r28, $r0, 10
sldi $r0, 1614
ld $r27, $r0, 10
sldi $r0, 1678
ld $r26, $r0, 10
sldi $r0, 1742
ld $r25, $r0, 10
sldi $r0, 1806
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10196
st $r0, $r22, 12
sldi $r0, 1552
ld $r28, $r0, 10
sldi $r0, 1616
ld $r27, $r0, 10
sldi $r0, 1680
ld $r26, $r0, 10
sldi $r0, 1744
ld $r25, $r0, 10
sldi $r0, 1808
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10208
st $r0, $r22, 12
sldi $r0, 1554
ld $r28, $r0, 10
sldi $r0, 1618
ld $r27, $r0, 10
sldi $r0, 1682
ld $r26, $r0, 10
sldi $r0, 1746
ld $r25, $r0, 10
sldi $r0, 1810
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10220
st $r0, $r22, 12
sldi $r0, 1556
ld $r28, $r0, 10
sldi $r0, 1620
ld $r27, $r0, 10
sldi $r0, 1684
ld $r26, $r0, 10
sldi $r0, 1748
ld $r25, $r0, 10
sldi $r0, 1812
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10232
st $r0, $r22, 12
sldi $r0, 1558
ld $r28, $r0, 10
sldi $r0, 1622
ld $r27, $r0, 10
sldi $r0, 1686
ld $r26, $r0, 10
sldi $r0, 1750
ld $r25, $r0, 10
sldi $r0, 1814
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10244
st $r0, $r22, 12
sldi $r0, 1560
ld $r28, $r0, 10
sldi $r0, 1624
ld $r27, $r0, 10
sldi $r0, 1688
ld $r26, $r0, 10
sldi $r0, 1752
ld $r25, $r0, 10
sldi $r0, 1816
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10256
st $r0, $r22, 12
sldi $r0, 1562
ld $r28, $r0, 10
sldi $r0, 1626
ld $r27, $r0, 10
sldi $r0, 1690
ld $r26, $r0, 10
sldi $r0, 1754
ld $r25, $r0, 10
sldi $r0, 1818
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10268
st $r0, $r22, 12
sldi $r0, 1564
ld $r28, $r0, 10
sldi $r0, 1628
ld $r27, $r0, 10
sldi $r0, 1692
ld $r26, $r0, 10
sldi $r0, 1756
ld $r25, $r0, 10
sldi $r0, 1820
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10280
st $r0, $r22, 12
sldi $r0, 1566
ld $r28, $r0, 10
sldi $r0, 1630
ld $r27, $r0, 10
sldi $r0, 1694
ld $r26, $r0, 10
sldi $r0, 1758
ld $r25, $r0, 10
sldi $r0, 1822
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10292
st $r0, $r22, 12
sldi $r0, 1568
ld $r28, $r0, 10
sldi $r0, 1632
ld $r27, $r0, 10
sldi $r0, 1696
ld $r26, $r0, 10
sldi $r0, 1760
ld $r25, $r0, 10
sldi $r0, 1824
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10304
st $r0, $r22, 12
sldi $r0, 1570
ld $r28, $r0, 10
sldi $r0, 1634
ld $r27, $r0, 10
sldi $r0, 1698
ld $r26, $r0, 10
sldi $r0, 1762
ld $r25, $r0, 10
sldi $r0, 1826
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10316
st $r0, $r22, 12
sldi $r0, 1572
ld $r28, $r0, 10
sldi $r0, 1636
ld $r27, $r0, 10
sldi $r0, 1700
ld $r26, $r0, 10
sldi $r0, 1764
ld $r25, $r0, 10
sldi $r0, 1828
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10328
st $r0, $r22, 12
sldi $r0, 1574
ld $r28, $r0, 10
sldi $r0, 1638
ld $r27, $r0, 10
sldi $r0, 1702
ld $r26, $r0, 10
sldi $r0, 1766
ld $r25, $r0, 10
sldi $r0, 1830
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10340
st $r0, $r22, 12
sldi $r0, 1576
ld $r28, $r0, 10
sldi $r0, 1640
ld $r27, $r0, 10
sldi $r0, 1704
ld $r26, $r0, 10
sldi $r0, 1768
ld $r25, $r0, 10
sldi $r0, 1832
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10352
st $r0, $r22, 12
sldi $r0, 1578
ld $r28, $r0, 10
sldi $r0, 1642
ld $r27, $r0, 10
sldi $r0, 1706
ld $r26, $r0, 10
sldi $r0, 1770
ld $r25, $r0, 10
sldi $r0, 1834
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10364
st $r0, $r22, 12
sldi $r0, 1580
ld $r28, $r0, 10
sldi $r0, 1644
ld $r27, $r0, 10
sldi $r0, 1708
ld $r26, $r0, 10
sldi $r0, 1772
ld $r25, $r0, 10
sldi $r0, 1836
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10376
st $r0, $r22, 12
sldi $r0, 1582
ld $r28, $r0, 10
sldi $r0, 1646
ld $r27, $r0, 10
sldi $r0, 1710
ld $r26, $r0, 10
sldi $r0, 1774
ld $r25, $r0, 10
sldi $r0, 1838
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10388
st $r0, $r22, 12
sldi $r0, 1584
ld $r28, $r0, 10
sldi $r0, 1648
ld $r27, $r0, 10
sldi $r0, 1712
ld $r26, $r0, 10
sldi $r0, 1776
ld $r25, $r0, 10
sldi $r0, 1840
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10400
st $r0, $r22, 12
sldi $r0, 1586
ld $r28, $r0, 10
sldi $r0, 1650
ld $r27, $r0, 10
sldi $r0, 1714
ld $r26, $r0, 10
sldi $r0, 1778
ld $r25, $r0, 10
sldi $r0, 1842
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10412
st $r0, $r22, 12
sldi $r0, 1588
ld $r28, $r0, 10
sldi $r0, 1652
ld $r27, $r0, 10
sldi $r0, 1716
ld $r26, $r0, 10
sldi $r0, 1780
ld $r25, $r0, 10
sldi $r0, 1844
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10424
st $r0, $r22, 12
sldi $r0, 1590
ld $r28, $r0, 10
sldi $r0, 1654
ld $r27, $r0, 10
sldi $r0, 1718
ld $r26, $r0, 10
sldi $r0, 1782
ld $r25, $r0, 10
sldi $r0, 1846
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10436
st $r0, $r22, 12
sldi $r0, 1600
ld $r28, $r0, 10
sldi $r0, 1664
ld $r27, $r0, 10
sldi $r0, 1728
ld $r26, $r0, 10
sldi $r0, 1792
ld $r25, $r0, 10
sldi $r0, 1856
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10448
st $r0, $r22, 12
sldi $r0, 1602
ld $r28, $r0, 10
sldi $r0, 1666
ld $r27, $r0, 10
sldi $r0, 1730
ld $r26, $r0, 10
sldi $r0, 1794
ld $r25, $r0, 10
sldi $r0, 1858
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10460
st $r0, $r22, 12
sldi $r0, 1604
ld $r28, $r0, 10
sldi $r0, 1668
ld $r27, $r0, 10
sldi $r0, 1732
ld $r26, $r0, 10
sldi $r0, 1796
ld $r25, $r0, 10
sldi $r0, 1860
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 10472
st $r0, $r22, 12
sldi $r0, 1606
ld $r28, $r0, 10
sldi $r0, 1670
ld $r27, $r0, 10
sldi $r0, 1734
ld $r26, $r0, 10
sldi $r0, 1798
ld $r25, $r0, 10
sldi $r0, 1862
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sldi $r0, 10208
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 10544
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 13520
st $r0, $r30, 12
sldi $r0, 10232
ld $r30, $r0, 24
sldi $r0, 10568
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13532
st $r0, $r30, 12
sldi $r0, 10256
ld $r30, $r0, 24
sldi $r0, 10592
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13544
st $r0, $r30, 12
sldi $r0, 10280
ld $r30, $r0, 24
sldi $r0, 10616
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13556
st $r0, $r30, 12
sldi $r0, 10304
ld $r30, $r0, 24
sldi $r0, 10640
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13568
st $r0, $r30, 12
sldi $r0, 10328
ld $r30, $r0, 24
sldi $r0, 10664
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13580
st $r0, $r30, 12
sldi $r0, 10352
ld $r30, $r0, 24
sldi $r0, 10688
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13592
st $r0, $r30, 12
sldi $r0, 10376
ld $r30, $r0, 24
sldi $r0, 10712
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13604
st $r0, $r30, 12
sldi $r0, 10400
ld $r30, $r0, 24
sldi $r0, 10736
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13616
st $r0, $r30, 12
sldi $r0, 10424
ld $r30, $r0, 24
sldi $r0, 10760
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13628
st $r0, $r30, 12
sldi $r0, 10784
ld $r30, $r0, 24
sldi $r0, 11120
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13640
st $r0, $r30, 12
sldi $r0, 10808
ld $r30, $r0, 24
sldi $r0, 11144
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13652
st $r0, $r30, 12
sldi $r0, 10832
ld $r30, $r0, 24
sldi $r0, 11168
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13664
st $r0, $r30, 12
sldi $r0, 10856
ld $r30, $r0, 24
sldi $r0, 11192
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13676
st $r0, $r30, 12
sldi $r0, 10880
ld $r30, $r0, 24
sldi $r0, 11216
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13688
st $r0, $r30, 12
sldi $r0, 10904
ld $r30, $r0, 24
sldi $r0, 11240
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13700
st $r0, $r30, 12
sldi $r0, 10928
ld $r30, $r0, 24
sldi $r0, 11264
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13712
st $r0, $r30, 12
sldi $r0, 10952
ld $r30, $r0, 24
sldi $r0, 11288
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13724
st $r0, $r30, 12
sldi $r0, 10976
ld $r30, $r0, 24
sldi $r0, 11312
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13736
st $r0, $r30, 12
sldi $r0, 11000
ld $r30, $r0, 24
sldi $r0, 11336
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13748
st $r0, $r30, 12
sldi $r0, 11024
ld $r30, $r0, 24
sldi $r0, 11360
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13760
st $r0, $r30, 12
sldi $r0, 11048
ld $r30, $r0, 24
sldi $r0, 11384
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13772
st $r0, $r30, 12
sldi $r0, 11072
ld $r30, $r0, 24
sldi $r0, 11408
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13784
st $r0, $r30, 12
sldi $r0, 11096
ld $r30, $r0, 24
sldi $r0, 11432
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 13796
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 13040
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 13208
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 13376
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 13544
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 13712
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
sldi $r0, 16496
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 16816
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17712
st $r0, $r30, 32
sldi $r0, 16560
ld $r30, $r0, 64
sldi $r0, 16880
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17744
st $r0, $r30, 32
sldi $r0, 16624
ld $r30, $r0, 64
sldi $r0, 16944
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17776
st $r0, $r30, 32
sync 0, 0
