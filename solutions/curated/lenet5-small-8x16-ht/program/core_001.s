# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 352
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 416
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 480
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 544
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 608
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
sldi $r0, 3920
st $r0, $r22, 12
sldi $r0, 354
ld $r28, $r0, 10
sldi $r0, 418
ld $r27, $r0, 10
sldi $r0, 482
ld $r26, $r0, 10
sldi $r0, 546
ld $r25, $r0, 10
sldi $r0, 610
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3932
st $r0, $r22, 12
sldi $r0, 356
ld $r28, $r0, 10
sldi $r0, 420
ld $r27, $r0, 10
sldi $r0, 484
ld $r26, $r0, 10
sldi $r0, 548
ld $r25, $r0, 10
sldi $r0, 612
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3944
st $r0, $r22, 12
sldi $r0, 358
ld $r28, $r0, 10
sldi $r0, 422
ld $r27, $r0, 10
sldi $r0, 486
ld $r26, $r0, 10
sldi $r0, 550
ld $r25, $r0, 10
sldi $r0, 614
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3956
st $r0, $r22, 12
sldi $r0, 360
ld $r28, $r0, 10
sldi $r0, 424
ld $r27, $r0, 10
sldi $r0, 488
ld $r26, $r0, 10
sldi $r0, 552
ld $r25, $r0, 10
sldi $r0, 616
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3968
st $r0, $r22, 12
sldi $r0, 362
ld $r28, $r0, 10
sldi $r0, 426
ld $r27, $r0, 10
sldi $r0, 490
ld $r26, $r0, 10
sldi $r0, 554
ld $r25, $r0, 10
sldi $r0, 618
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3980
st $r0, $r22, 12
sldi $r0, 364
ld $r28, $r0, 10
sldi $r0, 428
ld $r27, $r0, 10
sldi $r0, 492
ld $r26, $r0, 10
sldi $r0, 556
ld $r25, $r0, 10
sldi $r0, 620
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3992
st $r0, $r22, 12
sldi $r0, 366
ld $r28, $r0, 10
sldi $r0, 430
ld $r27, $r0, 10
sldi $r0, 494
ld $r26, $r0, 10
sldi $r0, 558
ld $r25, $r0, 10
sldi $r0, 622
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4004
st $r0, $r22, 12
sldi $r0, 368
ld $r28, $r0, 10
sldi $r0, 432
ld $r27, $r0, 10
sldi $r0, 496
ld $r26, $r0, 10
sldi $r0, 560
ld $r25, $r0, 10
sldi $r0, 624
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4016
st $r0, $r22, 12
sldi $r0, 370
ld $r28, $r0, 10
sldi $r0, 434
ld $r27, $r0, 10
sldi $r0, 498
ld $r26, $r0, 10
sldi $r0, 562
ld $r25, $r0, 10
sldi $r0, 626
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4028
st $r0, $r22, 12
sldi $r0, 372
ld $r28, $r0, 10
sldi $r0, 436
ld $r27, $r0, 10
sldi $r0, 500
ld $r26, $r0, 10
sldi $r0, 564
ld $r25, $r0, 10
sldi $r0, 628
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4040
st $r0, $r22, 12
sldi $r0, 374
ld $r28, $r0, 10
sldi $r0, 438
ld $r27, $r0, 10
sldi $r0, 502
ld $r26, $r0, 10
sldi $r0, 566
ld $r25, $r0, 10
sldi $r0, 630
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4052
st $r0, $r22, 12
sldi $r0, 384
ld $r28, $r0, 10
sldi $r0, 448
ld $r27, $r0, 10
sldi $r0, 512
ld $r26, $r0, 10
sldi $r0, 576
ld $r25, $r0, 10
sldi $r0, 640
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4064
st $r0, $r22, 12
sldi $r0, 386
ld $r28, $r0, 10
sldi $r0, 450
ld $r27, $r0, 10
sldi $r0, 514
ld $r26, $r0, 10
sldi $r0, 578
ld $r25, $r0, 10
sldi $r0, 642
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4076
st $r0, $r22, 12
sldi $r0, 388
ld $r28, $r0, 10
sldi $r0, 452
ld $r27, $r0, 10
sldi $r0, 516
ld $r26, $r0, 10
sldi $r0, 580
ld $r25, $r0, 10
sldi $r0, 644
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4088
st $r0, $r22, 12
sldi $r0, 390
ld $r28, $r0, 10
sldi $r0, 454
ld $r27, $r0, 10
sldi $r0, 518
ld $r26, $r0, 10
sldi $r0, 582
ld $r25, $r0, 10
sldi $r0, 646
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4100
st $r0, $r22, 12
sldi $r0, 392
ld $r28, $r0, 10
sldi $r0, 456
ld $r27, $r0, 10
sldi $r0, 520
ld $r26, $r0, 10
sldi $r0, 584
ld $r25, $r0, 10
sldi $r0, 648
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4112
st $r0, $r22, 12
sldi $r0, 394
ld $r28, $r0, 10
sldi $r0, 458
ld $r27, $r0, 10
sldi $r0, 522
ld $r26, $r0, 10
sldi $r0, 586
ld $r25, $r0, 10
sldi $r0, 650
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4124
st $r0, $r22, 12
sldi $r0, 396
ld $r28, $r0, 10
sldi $r0, 460
ld $r27, $r0, 10
sldi $r0, 524
ld $r26, $r0, 10
sldi $r0, 588
ld $r25, $r0, 10
sldi $r0, 652
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4136
st $r0, $r22, 12
sldi $r0, 398
ld $r28, $r0, 10
sldi $r0, 462
ld $r27, $r0, 10
sldi $r0, 526
ld $r26, $r0, 10
sldi $r0, 590
ld $r25, $r0, 10
sldi $r0, 654
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4148
st $r0, $r22, 12
sldi $r0, 400
ld $r28, $r0, 10
sldi $r0, 464
ld $r27, $r0, 10
sldi $r0, 528
ld $r26, $r0, 10
sldi $r0, 592
ld $r25, $r0, 10
sldi $r0, 656
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4160
st $r0, $r22, 12
sldi $r0, 402
ld $r28, $r0, 10
sldi $r0, 466
ld $r27, $r0, 10
sldi $r0, 530
ld $r26, $r0, 10
sldi $r0, 594
ld $r25, $r0, 10
sldi $r0, 658
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4172
st $r0, $r22, 12
sldi $r0, 404
ld $r28, $r0, 10
sldi $r0, 468
ld $r27, $r0, 10
sldi $r0, 532
ld $r26, $r0, 10
sldi $r0, 596
ld $r25, $r0, 10
sldi $r0, 660
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4184
st $r0, $r22, 12
sldi $r0, 406
ld $r28, $r0, 10
sldi $r0, 470
ld $r27, $r0, 10
sldi $r0, 534
ld $r26, $r0, 10
sldi $r0, 598
ld $r25, $r0, 10
sldi $r0, 662
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4196
st $r0, $r22, 12
sldi $r0, 408
ld $r28, $r0, 10
sldi $r0, 472
ld $r27, $r0, 10
sldi $r0, 536
ld $r26, $r0, 10
sldi $r0, 600
ld $r25, $r0, 10
sldi $r0, 664
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4208
st $r0, $r22, 12
sldi $r0, 410
ld $r28, $r0, 10
sldi $r0, 474
ld $r27, $r0, 10
sldi $r0, 538
ld $r26, $r0, 10
sldi $r0, 602
ld $r25, $r0, 10
sldi $r0, 666
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4220
st $r0, $r22, 12
sldi $r0, 412
ld $r28, $r0, 10
sldi $r0, 476
ld $r27, $r0, 10
sldi $r0, 540
ld $r26, $r0, 10
sldi $r0, 604
ld $r25, $r0, 10
sldi $r0, 668
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4232
st $r0, $r22, 12
sldi $r0, 414
ld $r28, $r0, 10
sldi $r0, 478
ld $r27, $r0, 10
sldi $r0, 542
ld $r26, $r0, 10
sldi $r0, 606
ld $r25, $r0, 10
sldi $r0, 670
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4244
st $r0, $r22, 12
sldi $r0, 416
ld $r28, $r0, 10
sldi $r0, 480
ld $r27, $r0, 10
sldi $r0, 544
ld $r26, $r0, 10
sldi $r0, 608
ld $r25, $r0, 10
sldi $r0, 672
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4256
st $r0, $r22, 12
sldi $r0, 418
ld $r28, $r0, 10
sldi $r0, 482
ld $r27, $r0, 10
sldi $r0, 546
ld $r26, $r0, 10
sldi $r0, 610
ld $r25, $r0, 10
sldi $r0, 674
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4268
st $r0, $r22, 12
sldi $r0, 420
ld $r28, $r0, 10
sldi $r0, 484
ld $r27, $r0, 10
sldi $r0, 548
ld $r26, $r0, 10
sldi $r0, 612
ld $r25, $r0, 10
sldi $r0, 676
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4280
st $r0, $r22, 12
sldi $r0, 422
ld $r28, $r0, 10
sldi $r0, 486
ld $r27, $r0, 10
sldi $r0, 550
ld $r26, $r0, 10
sldi $r0, 614
ld $r25, $r0, 10
sldi $r0, 678
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4292
st $r0, $r22, 12
sldi $r0, 424
ld $r28, $r0, 10
sldi $r0, 488
ld $r27, $r0, 10
sldi $r0, 552
ld $r26, $r0, 10
sldi $r0, 616
ld $r25, $r0, 10
sldi $r0, 680
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4304
st $r0, $r22, 12
sldi $r0, 426
ld $r28, $r0, 10
sldi $r0, 490
ld $r27, $r0, 10
sldi $r0, 554
ld $r26, $r0, 10
sldi $r0, 618
ld $r25, $r0, 10
sldi $r0, 682
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4316
st $r0, $r22, 12
sldi $r0, 428
ld $r28, $r0, 10
sldi $r0, 492
ld $r27, $r0, 10
sldi $r0, 556
ld $r26, $r0, 10
sldi $r0, 620
ld $r25, $r0, 10
sldi $r0, 684
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4328
st $r0, $r22, 12
sldi $r0, 430
ld $r28, $r0, 10
sldi $r0, 494
ld $r27, $r0, 10
sldi $r0, 558
ld $r26, $r0, 10
sldi $r0, 622
ld $r25, $r0, 10
sldi $r0, 686
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4340
st $r0, $r22, 12
sldi $r0, 432
ld $r28, $r0, 10
sldi $r0, 496
ld $r27, $r0, 10
sldi $r0, 560
ld $r26, $r0, 10
sldi $r0, 624
ld $r25, $r0, 10
sldi $r0, 688
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4352
st $r0, $r22, 12
sldi $r0, 434
ld $r28, $r0, 10
sldi $r0, 498
ld $r27, $r0, 10
sldi $r0, 562
ld $r26, $r0, 10
sldi $r0, 626
ld $r25, $r0, 10
sldi $r0, 690
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4364
st $r0, $r22, 12
sldi $r0, 436
ld $r28, $r0, 10
sldi $r0, 500
ld $r27, $r0, 10
sldi $r0, 564
ld $r26, $r0, 10
sldi $r0, 628
ld $r25, $r0, 10
sldi $r0, 692
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4376
st $r0, $r22, 12
sldi $r0, 438
ld $r28, $r0, 10
sldi $r0, 502
ld $r27, $r0, 10
sldi $r0, 566
ld $r26, $r0, 10
sldi $r0, 630
ld $r25, $r0, 10
sldi $r0, 694
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4388
st $r0, $r22, 12
sldi $r0, 448
ld $r28, $r0, 10
sldi $r0, 512
ld $r27, $r0, 10
sldi $r0, 576
ld $r26, $r0, 10
sldi $r0, 640
ld $r25, $r0, 10
sldi $r0, 704
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4400
st $r0, $r22, 12
sldi $r0, 450
ld $r28, $r0, 10
sldi $r0, 514
ld $r27, $r0, 10
sldi $r0, 578
ld $r26, $r0, 10
sldi $r0, 642
ld $r25, $r0, 10
sldi $r0, 706
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4412
st $r0, $r22, 12
sldi $r0, 452
ld $r28, $r0, 10
sldi $r0, 516
ld $r27, $r0, 10
sldi $r0, 580
ld $r26, $r0, 10
sldi $r0, 644
ld $r25, $r0, 10
sldi $r0, 708
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4424
st $r0, $r22, 12
sldi $r0, 454
ld $r28, $r0, 10
sldi $r0, 518
ld $r27, $r0, 10
sldi $r0, 582
ld $r26, $r0, 10
sldi $r0, 646
ld $r25, $r0, 10
sldi $r0, 710
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4436
st $r0, $r22, 12
sldi $r0, 456
ld $r28, $r0, 10
sldi $r0, 520
ld $r27, $r0, 10
sldi $r0, 584
ld $r26, $r0, 10
sldi $r0, 648
ld $r25, $r0, 10
sldi $r0, 712
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4448
st $r0, $r22, 12
sldi $r0, 458
ld $r28, $r0, 10
sldi $r0, 522
ld $r27, $r0, 10
sldi $r0, 586
ld $r26, $r0, 10
sldi $r0, 650
ld $r25, $r0, 10
sldi $r0, 714
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4460
st $r0, $r22, 12
sldi $r0, 460
ld $r28, $r0, 10
sldi $r0, 524
ld $r27, $r0, 10
sldi $r0, 588
ld $r26, $r0, 10
sldi $r0, 652
ld $r25, $r0, 10
sldi $r0, 716
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4472
st $r0, $r22, 12
sldi $r0, 462
ld $r28, $r0, 10
sldi $r0, 526
ld $r27, $r0, 10
sldi $r0, 590
ld $r26, $r0, 10
sldi $r0, 654
ld $r25, $r0, 10
sldi $r0, 718
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4484
st $r0, $r22, 12
sldi $r0, 464
ld $r28, $r0, 10
sldi $r0, 528
ld $r27, $r0, 10
sldi $r0, 592
ld $r26, $r0, 10
sldi $r0, 656
ld $r25, $r0, 10
sldi $r0, 720
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4496
st $r0, $r22, 12
sldi $r0, 466
ld $r28, $r0, 10
sldi $r0, 530
ld $r27, $r0, 10
sldi $r0, 594
ld $r26, $r0, 10
sldi $r0, 658
ld $r25, $r0, 10
sldi $r0, 722
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4508
st $r0, $r22, 12
sldi $r0, 468
ld $r28, $r0, 10
sldi $r0, 532
ld $r27, $r0, 10
sldi $r0, 596
ld $r26, $r0, 10
sldi $r0, 660
ld $r25, $r0, 10
sldi $r0, 724
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4520
st $r0, $r22, 12
sldi $r0, 470
ld $r28, $r0, 10
sldi $r0, 534
ld $r27, $r0, 10
sldi $r0, 598
ld $r26, $r0, 10
sldi $r0, 662
ld $r25, $r0, 10
sldi $r0, 726
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4532
st $r0, $r22, 12
sldi $r0, 472
ld $r28, $r0, 10
sldi $r0, 536
ld $r27, $r0, 10
sldi $r0, 600
ld $r26, $r0, 10
sldi $r0, 664
ld $r25, $r0, 10
sldi $r0, 728
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4544
st $r0, $r22, 12
sldi $r0, 474
ld $r28, $r0, 10
sldi $r0, 538
ld $r27, $r0, 10
sldi $r0, 602
ld $r26, $r0, 10
sldi $r0, 666
ld $r25, $r0, 10
sldi $r0, 730
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4556
st $r0, $r22, 12
sldi $r0, 476
ld $r28, $r0, 10
sldi $r0, 540
ld $r27, $r0, 10
sldi $r0, 604
ld $r26, $r0, 10
sldi $r0, 668
ld $r25, $r0, 10
sldi $r0, 732
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4568
st $r0, $r22, 12
sldi $r0, 478
ld $r28, $r0, 10
sldi $r0, 542
ld $r27, $r0, 10
sldi $r0, 606
ld $r26, $r0, 10
sldi $r0, 670
ld $r25, $r0, 10
sldi $r0, 734
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4580
st $r0, $r22, 12
sldi $r0, 480
ld $r28, $r0, 10
sldi $r0, 544
ld $r27, $r0, 10
sldi $r0, 608
ld $r26, $r0, 10
sldi $r0, 672
ld $r25, $r0, 10
sldi $r0, 736
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4592
st $r0, $r22, 12
sldi $r0, 482
ld $r28, $r0, 10
sldi $r0, 546
ld $r27, $r0, 10
sldi $r0, 610
ld $r26, $r0, 10
sldi $r0, 674
ld $r25, $r0, 10
sldi $r0, 738
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4604
st $r0, $r22, 12
sldi $r0, 484
ld $r28, $r0, 10
sldi $r0, 548
ld $r27, $r0, 10
sldi $r0, 612
ld $r26, $r0, 10
sldi $r0, 676
ld $r25, $r0, 10
sldi $r0, 740
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4616
st $r0, $r22, 12
sldi $r0, 486
ld $r28, $r0, 10
sldi $r0, 550
ld $r27, $r0, 10
sldi $r0, 614
ld $r26, $r0, 10
sldi $r0, 678
ld $r25, $r0, 10
sldi $r0, 742
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4628
st $r0, $r22, 12
sldi $r0, 488
ld $r28, $r0, 10
sldi $r0, 552
ld $r27, $r0, 10
sldi $r0, 616
ld $r26, $r0, 10
sldi $r0, 680
ld $r25, $r0, 10
sldi $r0, 744
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4640
st $r0, $r22, 12
sldi $r0, 490
ld $r28, $r0, 10
sldi $r0, 554
ld $r27, $r0, 10
sldi $r0, 618
ld $r26, $r0, 10
sldi $r0, 682
ld $r25, $r0, 10
sldi $r0, 746
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4652
st $r0, $r22, 12
sldi $r0, 492
ld $r28, $r0, 10
sldi $r0, 556
ld $r27, $r0, 10
sldi $r0, 620
ld $r26, $r0, 10
sldi $r0, 684
ld $r25, $r0, 10
sldi $r0, 748
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4664
st $r0, $r22, 12
sldi $r0, 494
ld $r28, $r0, 10
sldi $r0, 558
ld $r27, $r0, 10
sldi $r0, 622
ld $r26, $r0, 10
sldi $r0, 686
ld $r25, $r0, 10
sldi $r0, 750
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4676
st $r0, $r22, 12
sldi $r0, 496
ld $r28, $r0, 10
sldi $r0, 560
ld $r27, $r0, 10
sldi $r0, 624
ld $r26, $r0, 10
sldi $r0, 688
ld $r25, $r0, 10
sldi $r0, 752
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4688
st $r0, $r22, 12
sldi $r0, 498
ld $r28, $r0, 10
sldi $r0, 562
ld $r27, $r0, 10
sldi $r0, 626
ld $r26, $r0, 10
sldi $r0, 690
ld $r25, $r0, 10
sldi $r0, 754
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4700
st $r0, $r22, 12
sldi $r0, 500
ld $r28, $r0, 10
sldi $r0, 564
ld $r27, $r0, 10
sldi $r0, 628
ld $r26, $r0, 10
sldi $r0, 692
ld $r25, $r0, 10
sldi $r0, 756
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4712
st $r0, $r22, 12
sldi $r0, 502
ld $r28, $r0, 10
sldi $r0, 566
ld $r27, $r0, 10
sldi $r0, 630
ld $r26, $r0, 10
sldi $r0, 694
ld $r25, $r0, 10
sldi $r0, 758
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4724
st $r0, $r22, 12
sldi $r0, 512
ld $r28, $r0, 10
sldi $r0, 576
ld $r27, $r0, 10
sldi $r0, 640
ld $r26, $r0, 10
sldi $r0, 704
ld $r25, $r0, 10
sldi $r0, 768
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4736
st $r0, $r22, 12
sldi $r0, 514
ld $r28, $r0, 10
sldi $r0, 578
ld $r27, $r0, 10
sldi $r0, 642
ld $r26, $r0, 10
sldi $r0, 706
ld $r25, $r0, 10
sldi $r0, 770
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4748
st $r0, $r22, 12
sldi $r0, 516
ld $r28, $r0, 10
sldi $r0, 580
ld $r27, $r0, 10
sldi $r0, 644
ld $r26, $r0, 10
sldi $r0, 708
ld $r25, $r0, 10
sldi $r0, 772
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4760
st $r0, $r22, 12
sldi $r0, 518
ld $r28, $r0, 10
sldi $r0, 582
ld $r27, $r0, 10
sldi $r0, 646
ld $r26, $r0, 10
sldi $r0, 710
ld $r25, $r0, 10
sldi $r0, 774
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4772
st $r0, $r22, 12
sldi $r0, 520
ld $r28, $r0, 10
sldi $r0, 584
ld $r27, $r0, 10
sldi $r0, 648
ld $r26, $r0, 10
sldi $r0, 712
ld $r25, $r0, 10
sldi $r0, 776
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4784
st $r0, $r22, 12
sldi $r0, 522
ld $r28, $r0, 10
sldi $r0, 586
ld $r27, $r0, 10
sldi $r0, 650
ld $r26, $r0, 10
sldi $r0, 714
ld $r25, $r0, 10
sldi $r0, 778
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4796
st $r0, $r22, 12
sldi $r0, 524
ld $r28, $r0, 10
sldi $r0, 588
ld $r27, $r0, 10
sldi $r0, 652
ld $r26, $r0, 10
sldi $r0, 716
ld $r25, $r0, 10
sldi $r0, 780
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4808
st $r0, $r22, 12
sldi $r0, 526
ld $r28, $r0, 10
sldi $r0, 590
ld $r27, $r0, 10
sldi $r0, 654
ld $r26, $r0, 10
sldi $r0, 718
ld $r25, $r0, 10
sldi $r0, 782
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4820
st $r0, $r22, 12
sldi $r0, 528
ld $r28, $r0, 10
sldi $r0, 592
ld $r27, $r0, 10
sldi $r0, 656
ld $r26, $r0, 10
sldi $r0, 720
ld $r25, $r0, 10
sldi $r0, 784
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4832
st $r0, $r22, 12
sldi $r0, 530
ld $r28, $r0, 10
sldi $r0, 594
ld $r27, $r0, 10
sldi $r0, 658
ld $r26, $r0, 10
sldi $r0, 722
ld $r25, $r0, 10
sldi $r0, 786
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4844
st $r0, $r22, 12
sldi $r0, 532
ld $r28, $r0, 10
sldi $r0, 596
ld $r27, $r0, 10
sldi $r0, 660
ld $r26, $r0, 10
sldi $r0, 724
ld $r25, $r0, 10
sldi $r0, 788
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4856
st $r0, $r22, 12
sldi $r0, 534
ld $r28, $r0, 10
sldi $r0, 598
ld $r27, $r0, 10
sldi $r0, 662
ld $r26, $r0, 10
sldi $r0, 726
ld $r25, $r0, 10
sldi $r0, 790
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4868
st $r0, $r22, 12
sldi $r0, 536
ld $r28, $r0, 10
sldi $r0, 600
ld $r27, $r0, 10
sldi $r0, 664
ld $r26, $r0, 10
sldi $r0, 728
ld $r25, $r0, 10
sldi $r0, 792
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 4880
st $r0, $r22, 12
sldi $r0, 538
ld $r28, $r0, 10
sldi $r0, 602
ld $r27, $r0, 10
sldi $r0, 666
ld $r26, $r0, 10
sldi $r0, 730
ld $r25, $r0, 10
sldi $r0, 794
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sync 0, 0
wait 1, 1
sldi $r0, 2984
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 3320
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 11756
st $r0, $r30, 12
sldi $r0, 3008
ld $r30, $r0, 24
sldi $r0, 3344
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11768
st $r0, $r30, 12
sldi $r0, 3032
ld $r30, $r0, 24
sldi $r0, 3368
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11780
st $r0, $r30, 12
sldi $r0, 3392
ld $r30, $r0, 24
sldi $r0, 3728
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11792
st $r0, $r30, 12
sldi $r0, 3416
ld $r30, $r0, 24
sldi $r0, 3752
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11804
st $r0, $r30, 12
sldi $r0, 3440
ld $r30, $r0, 24
sldi $r0, 3776
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11816
st $r0, $r30, 12
sldi $r0, 3464
ld $r30, $r0, 24
sldi $r0, 3800
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11828
st $r0, $r30, 12
sldi $r0, 3488
ld $r30, $r0, 24
sldi $r0, 3824
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11840
st $r0, $r30, 12
sldi $r0, 3512
ld $r30, $r0, 24
sldi $r0, 3848
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11852
st $r0, $r30, 12
sldi $r0, 3536
ld $r30, $r0, 24
sldi $r0, 3872
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11864
st $r0, $r30, 12
sldi $r0, 3560
ld $r30, $r0, 24
sldi $r0, 3896
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11876
st $r0, $r30, 12
sldi $r0, 3584
ld $r30, $r0, 24
sldi $r0, 3920
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11888
st $r0, $r30, 12
sldi $r0, 3608
ld $r30, $r0, 24
sldi $r0, 3944
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11900
st $r0, $r30, 12
sldi $r0, 3632
ld $r30, $r0, 24
sldi $r0, 3968
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11912
st $r0, $r30, 12
sldi $r0, 3656
ld $r30, $r0, 24
sldi $r0, 3992
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11924
st $r0, $r30, 12
sldi $r0, 3680
ld $r30, $r0, 24
sldi $r0, 4016
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11936
st $r0, $r30, 12
sldi $r0, 3704
ld $r30, $r0, 24
sldi $r0, 4040
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11948
st $r0, $r30, 12
sldi $r0, 4064
ld $r30, $r0, 24
sldi $r0, 4400
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11960
st $r0, $r30, 12
sldi $r0, 4088
ld $r30, $r0, 24
sldi $r0, 4424
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11972
st $r0, $r30, 12
sldi $r0, 4112
ld $r30, $r0, 24
sldi $r0, 4448
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11984
st $r0, $r30, 12
sldi $r0, 4136
ld $r30, $r0, 24
sldi $r0, 4472
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 11996
st $r0, $r30, 12
sldi $r0, 4160
ld $r30, $r0, 24
sldi $r0, 4496
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12008
st $r0, $r30, 12
sldi $r0, 4184
ld $r30, $r0, 24
sldi $r0, 4520
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12020
st $r0, $r30, 12
sldi $r0, 4208
ld $r30, $r0, 24
sldi $r0, 4544
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12032
st $r0, $r30, 12
sldi $r0, 4232
ld $r30, $r0, 24
sldi $r0, 4568
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12044
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 11492
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 11660
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 11828
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 11996
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 12164
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
sldi $r0, 13904
st $r0, $r9, 32
sldi $r0, 11504
ld $r17, $r0, 60
sldi $r0, 11672
ld $r16, $r0, 60
sldi $r0, 11840
ld $r15, $r0, 60
sldi $r0, 12008
ld $r14, $r0, 60
sldi $r0, 12176
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
sldi $r0, 13936
st $r0, $r9, 32
sldi $r0, 11516
ld $r17, $r0, 60
sldi $r0, 11684
ld $r16, $r0, 60
sldi $r0, 11852
ld $r15, $r0, 60
sldi $r0, 12020
ld $r14, $r0, 60
sldi $r0, 12188
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
sldi $r0, 13968
st $r0, $r9, 32
sldi $r0, 11528
ld $r17, $r0, 60
sldi $r0, 11696
ld $r16, $r0, 60
sldi $r0, 11864
ld $r15, $r0, 60
sldi $r0, 12032
ld $r14, $r0, 60
sldi $r0, 12200
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
sldi $r0, 14000
st $r0, $r9, 32
sync 0, 0
wait 1, 1
sldi $r0, 14064
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 14384
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17136
st $r0, $r30, 32
sldi $r0, 14448
ld $r30, $r0, 64
sldi $r0, 14768
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17168
st $r0, $r30, 32
sldi $r0, 14512
ld $r30, $r0, 64
sldi $r0, 14832
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17200
st $r0, $r30, 32
sync 0, 0
wait 1, 1
