# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 1374
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 1438
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 1502
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 1566
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 1630
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
sldi $r0, 9284
st $r0, $r22, 12
sldi $r0, 1376
ld $r28, $r0, 10
sldi $r0, 1440
ld $r27, $r0, 10
sldi $r0, 1504
ld $r26, $r0, 10
sldi $r0, 1568
ld $r25, $r0, 10
sldi $r0, 1632
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9296
st $r0, $r22, 12
sldi $r0, 1378
ld $r28, $r0, 10
sldi $r0, 1442
ld $r27, $r0, 10
sldi $r0, 1506
ld $r26, $r0, 10
sldi $r0, 1570
ld $r25, $r0, 10
sldi $r0, 1634
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9308
st $r0, $r22, 12
sldi $r0, 1380
ld $r28, $r0, 10
sldi $r0, 1444
ld $r27, $r0, 10
sldi $r0, 1508
ld $r26, $r0, 10
sldi $r0, 1572
ld $r25, $r0, 10
sldi $r0, 1636
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9320
st $r0, $r22, 12
sldi $r0, 1382
ld $r28, $r0, 10
sldi $r0, 1446
ld $r27, $r0, 10
sldi $r0, 1510
ld $r26, $r0, 10
sldi $r0, 1574
ld $r25, $r0, 10
sldi $r0, 1638
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9332
st $r0, $r22, 12
sldi $r0, 1384
ld $r28, $r0, 10
sldi $r0, 1448
ld $r27, $r0, 10
sldi $r0, 1512
ld $r26, $r0, 10
sldi $r0, 1576
ld $r25, $r0, 10
sldi $r0, 1640
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9344
st $r0, $r22, 12
sldi $r0, 1386
ld $r28, $r0, 10
sldi $r0, 1450
ld $r27, $r0, 10
sldi $r0, 1514
ld $r26, $r0, 10
sldi $r0, 1578
ld $r25, $r0, 10
sldi $r0, 1642
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9356
st $r0, $r22, 12
sldi $r0, 1388
ld $r28, $r0, 10
sldi $r0, 1452
ld $r27, $r0, 10
sldi $r0, 1516
ld $r26, $r0, 10
sldi $r0, 1580
ld $r25, $r0, 10
sldi $r0, 1644
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9368
st $r0, $r22, 12
sldi $r0, 1390
ld $r28, $r0, 10
sldi $r0, 1454
ld $r27, $r0, 10
sldi $r0, 1518
ld $r26, $r0, 10
sldi $r0, 1582
ld $r25, $r0, 10
sldi $r0, 1646
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9380
st $r0, $r22, 12
sldi $r0, 1392
ld $r28, $r0, 10
sldi $r0, 1456
ld $r27, $r0, 10
sldi $r0, 1520
ld $r26, $r0, 10
sldi $r0, 1584
ld $r25, $r0, 10
sldi $r0, 1648
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9392
st $r0, $r22, 12
sldi $r0, 1394
ld $r28, $r0, 10
sldi $r0, 1458
ld $r27, $r0, 10
sldi $r0, 1522
ld $r26, $r0, 10
sldi $r0, 1586
ld $r25, $r0, 10
sldi $r0, 1650
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9404
st $r0, $r22, 12
sldi $r0, 1396
ld $r28, $r0, 10
sldi $r0, 1460
ld $r27, $r0, 10
sldi $r0, 1524
ld $r26, $r0, 10
sldi $r0, 1588
ld $r25, $r0, 10
sldi $r0, 1652
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9416
st $r0, $r22, 12
sldi $r0, 1398
ld $r28, $r0, 10
sldi $r0, 1462
ld $r27, $r0, 10
sldi $r0, 1526
ld $r26, $r0, 10
sldi $r0, 1590
ld $r25, $r0, 10
sldi $r0, 1654
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9428
st $r0, $r22, 12
sldi $r0, 1408
ld $r28, $r0, 10
sldi $r0, 1472
ld $r27, $r0, 10
sldi $r0, 1536
ld $r26, $r0, 10
sldi $r0, 1600
ld $r25, $r0, 10
sldi $r0, 1664
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9440
st $r0, $r22, 12
sldi $r0, 1410
ld $r28, $r0, 10
sldi $r0, 1474
ld $r27, $r0, 10
sldi $r0, 1538
ld $r26, $r0, 10
sldi $r0, 1602
ld $r25, $r0, 10
sldi $r0, 1666
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9452
st $r0, $r22, 12
sldi $r0, 1412
ld $r28, $r0, 10
sldi $r0, 1476
ld $r27, $r0, 10
sldi $r0, 1540
ld $r26, $r0, 10
sldi $r0, 1604
ld $r25, $r0, 10
sldi $r0, 1668
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9464
st $r0, $r22, 12
sldi $r0, 1414
ld $r28, $r0, 10
sldi $r0, 1478
ld $r27, $r0, 10
sldi $r0, 1542
ld $r26, $r0, 10
sldi $r0, 1606
ld $r25, $r0, 10
sldi $r0, 1670
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9476
st $r0, $r22, 12
sldi $r0, 1416
ld $r28, $r0, 10
sldi $r0, 1480
ld $r27, $r0, 10
sldi $r0, 1544
ld $r26, $r0, 10
sldi $r0, 1608
ld $r25, $r0, 10
sldi $r0, 1672
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9488
st $r0, $r22, 12
sldi $r0, 1418
ld $r28, $r0, 10
sldi $r0, 1482
ld $r27, $r0, 10
sldi $r0, 1546
ld $r26, $r0, 10
sldi $r0, 1610
ld $r25, $r0, 10
sldi $r0, 1674
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9500
st $r0, $r22, 12
sldi $r0, 1420
ld $r28, $r0, 10
sldi $r0, 1484
ld $r27, $r0, 10
sldi $r0, 1548
ld $r26, $r0, 10
sldi $r0, 1612
ld $r25, $r0, 10
sldi $r0, 1676
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9512
st $r0, $r22, 12
sldi $r0, 1422
ld $r28, $r0, 10
sldi $r0, 1486
ld $r27, $r0, 10
sldi $r0, 1550
ld $r26, $r0, 10
sldi $r0, 1614
ld $r25, $r0, 10
sldi $r0, 1678
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9524
st $r0, $r22, 12
sldi $r0, 1424
ld $r28, $r0, 10
sldi $r0, 1488
ld $r27, $r0, 10
sldi $r0, 1552
ld $r26, $r0, 10
sldi $r0, 1616
ld $r25, $r0, 10
sldi $r0, 1680
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9536
st $r0, $r22, 12
sldi $r0, 1426
ld $r28, $r0, 10
sldi $r0, 1490
ld $r27, $r0, 10
sldi $r0, 1554
ld $r26, $r0, 10
sldi $r0, 1618
ld $r25, $r0, 10
sldi $r0, 1682
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9548
st $r0, $r22, 12
sldi $r0, 1428
ld $r28, $r0, 10
sldi $r0, 1492
ld $r27, $r0, 10
sldi $r0, 1556
ld $r26, $r0, 10
sldi $r0, 1620
ld $r25, $r0, 10
sldi $r0, 1684
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9560
st $r0, $r22, 12
sldi $r0, 1430
ld $r28, $r0, 10
sldi $r0, 1494
ld $r27, $r0, 10
sldi $r0, 1558
ld $r26, $r0, 10
sldi $r0, 1622
ld $r25, $r0, 10
sldi $r0, 1686
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9572
st $r0, $r22, 12
sldi $r0, 1432
ld $r28, $r0, 10
sldi $r0, 1496
ld $r27, $r0, 10
sldi $r0, 1560
ld $r26, $r0, 10
sldi $r0, 1624
ld $r25, $r0, 10
sldi $r0, 1688
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 9584
st $r0, $r22, 12
sldi $r0, 1434
ld $r28, $r0, 10
sldi $r0, 1498
ld $r27, $r0, 10
sldi $r0, 1562
ld $r26, $r0, 10
sldi $r0, 1626
ld $r25, $r0, 10
sldi $r0, 1690
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sldi $r0, 11840
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 12008
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 12176
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 12344
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 12512
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
sldi $r0, 14576
st $r0, $r9, 32
sldi $r0, 11852
ld $r17, $r0, 60
sldi $r0, 12020
ld $r16, $r0, 60
sldi $r0, 12188
ld $r15, $r0, 60
sldi $r0, 12356
ld $r14, $r0, 60
sldi $r0, 12524
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
sldi $r0, 14608
st $r0, $r9, 32
sldi $r0, 11864
ld $r17, $r0, 60
sldi $r0, 12032
ld $r16, $r0, 60
sldi $r0, 12200
ld $r15, $r0, 60
sldi $r0, 12368
ld $r14, $r0, 60
sldi $r0, 12536
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
sldi $r0, 14640
st $r0, $r9, 32
sldi $r0, 11876
ld $r17, $r0, 60
sldi $r0, 12044
ld $r16, $r0, 60
sldi $r0, 12212
ld $r15, $r0, 60
sldi $r0, 12380
ld $r14, $r0, 60
sldi $r0, 12548
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
sldi $r0, 14672
st $r0, $r9, 32
sldi $r0, 11888
ld $r17, $r0, 60
sldi $r0, 12056
ld $r16, $r0, 60
sldi $r0, 12224
ld $r15, $r0, 60
sldi $r0, 12392
ld $r14, $r0, 60
sldi $r0, 12560
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
sldi $r0, 14704
st $r0, $r9, 32
sldi $r0, 11900
ld $r17, $r0, 60
sldi $r0, 12068
ld $r16, $r0, 60
sldi $r0, 12236
ld $r15, $r0, 60
sldi $r0, 12404
ld $r14, $r0, 60
sldi $r0, 12572
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
sldi $r0, 14736
st $r0, $r9, 32
sldi $r0, 11960
ld $r17, $r0, 60
sldi $r0, 12128
ld $r16, $r0, 60
sldi $r0, 12296
ld $r15, $r0, 60
sldi $r0, 12464
ld $r14, $r0, 60
sldi $r0, 12632
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
sldi $r0, 14768
st $r0, $r9, 32
sldi $r0, 11972
ld $r17, $r0, 60
sldi $r0, 12140
ld $r16, $r0, 60
sldi $r0, 12308
ld $r15, $r0, 60
sldi $r0, 12476
ld $r14, $r0, 60
sldi $r0, 12644
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
sldi $r0, 14800
st $r0, $r9, 32
sldi $r0, 11984
ld $r17, $r0, 60
sldi $r0, 12152
ld $r16, $r0, 60
sldi $r0, 12320
ld $r15, $r0, 60
sldi $r0, 12488
ld $r14, $r0, 60
sldi $r0, 12656
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
sldi $r0, 14832
st $r0, $r9, 32
sldi $r0, 11996
ld $r17, $r0, 60
sldi $r0, 12164
ld $r16, $r0, 60
sldi $r0, 12332
ld $r15, $r0, 60
sldi $r0, 12500
ld $r14, $r0, 60
sldi $r0, 12668
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
sldi $r0, 14864
st $r0, $r9, 32
sldi $r0, 12008
ld $r17, $r0, 60
sldi $r0, 12176
ld $r16, $r0, 60
sldi $r0, 12344
ld $r15, $r0, 60
sldi $r0, 12512
ld $r14, $r0, 60
sldi $r0, 12680
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
sldi $r0, 14896
st $r0, $r9, 32
sldi $r0, 12020
ld $r17, $r0, 60
sldi $r0, 12188
ld $r16, $r0, 60
sldi $r0, 12356
ld $r15, $r0, 60
sldi $r0, 12524
ld $r14, $r0, 60
sldi $r0, 12692
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
sldi $r0, 14928
st $r0, $r9, 32
sldi $r0, 12032
ld $r17, $r0, 60
sldi $r0, 12200
ld $r16, $r0, 60
sldi $r0, 12368
ld $r15, $r0, 60
sldi $r0, 12536
ld $r14, $r0, 60
sldi $r0, 12704
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
sldi $r0, 14960
st $r0, $r9, 32
sldi $r0, 12044
ld $r17, $r0, 60
sldi $r0, 12212
ld $r16, $r0, 60
sldi $r0, 12380
ld $r15, $r0, 60
sldi $r0, 12548
ld $r14, $r0, 60
sldi $r0, 12716
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
sldi $r0, 14992
st $r0, $r9, 32
sldi $r0, 12056
ld $r17, $r0, 60
sldi $r0, 12224
ld $r16, $r0, 60
sldi $r0, 12392
ld $r15, $r0, 60
sldi $r0, 12560
ld $r14, $r0, 60
sldi $r0, 12728
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
sldi $r0, 15024
st $r0, $r9, 32
sldi $r0, 12068
ld $r17, $r0, 60
sldi $r0, 12236
ld $r16, $r0, 60
sldi $r0, 12404
ld $r15, $r0, 60
sldi $r0, 12572
ld $r14, $r0, 60
sldi $r0, 12740
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
sldi $r0, 15056
st $r0, $r9, 32
sldi $r0, 12128
ld $r17, $r0, 60
sldi $r0, 12296
ld $r16, $r0, 60
sldi $r0, 12464
ld $r15, $r0, 60
sldi $r0, 12632
ld $r14, $r0, 60
sldi $r0, 12800
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
sldi $r0, 15088
st $r0, $r9, 32
sldi $r0, 12140
ld $r17, $r0, 60
sldi $r0, 12308
ld $r16, $r0, 60
sldi $r0, 12476
ld $r15, $r0, 60
sldi $r0, 12644
ld $r14, $r0, 60
sldi $r0, 12812
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
sldi $r0, 15120
st $r0, $r9, 32
sldi $r0, 12152
ld $r17, $r0, 60
sldi $r0, 12320
ld $r16, $r0, 60
sldi $r0, 12488
ld $r15, $r0, 60
sldi $r0, 12656
ld $r14, $r0, 60
sldi $r0, 12824
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
sldi $r0, 15152
st $r0, $r9, 32
sldi $r0, 12164
ld $r17, $r0, 60
sldi $r0, 12332
ld $r16, $r0, 60
sldi $r0, 12500
ld $r15, $r0, 60
sldi $r0, 12668
ld $r14, $r0, 60
sldi $r0, 12836
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
sldi $r0, 15184
st $r0, $r9, 32
sldi $r0, 12176
ld $r17, $r0, 60
sldi $r0, 12344
ld $r16, $r0, 60
sldi $r0, 12512
ld $r15, $r0, 60
sldi $r0, 12680
ld $r14, $r0, 60
sldi $r0, 12848
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
sldi $r0, 15216
st $r0, $r9, 32
sldi $r0, 12188
ld $r17, $r0, 60
sldi $r0, 12356
ld $r16, $r0, 60
sldi $r0, 12524
ld $r15, $r0, 60
sldi $r0, 12692
ld $r14, $r0, 60
sldi $r0, 12860
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
sldi $r0, 15248
st $r0, $r9, 32
sldi $r0, 12200
ld $r17, $r0, 60
sldi $r0, 12368
ld $r16, $r0, 60
sldi $r0, 12536
ld $r15, $r0, 60
sldi $r0, 12704
ld $r14, $r0, 60
sldi $r0, 12872
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
wait 1, 1
