# pimsolve 0.1.0; model lenet5.onnx; hwspec small-8x16; mode ht; seed 0
sldi $r1, 0
sldi $r30, 0
sldi $r0, 18288
ld $r30, $r0, 48
sldi $r29, 48
sldi $r0, 18240
ld $r29, $r0, 48
sldi $r28, 96
sldi $r0, 224
ld $r28, $r0, 10
sldi $r27, 106
sldi $r0, 288
ld $r27, $r0, 10
sldi $r26, 116
sldi $r0, 352
ld $r26, $r0, 10
sldi $r25, 126
sldi $r0, 416
ld $r25, $r0, 10
sldi $r24, 136
sldi $r0, 480
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
sldi $r0, 3248
st $r0, $r22, 12
sldi $r0, 226
ld $r28, $r0, 10
sldi $r0, 290
ld $r27, $r0, 10
sldi $r0, 354
ld $r26, $r0, 10
sldi $r0, 418
ld $r25, $r0, 10
sldi $r0, 482
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3260
st $r0, $r22, 12
sldi $r0, 228
ld $r28, $r0, 10
sldi $r0, 292
ld $r27, $r0, 10
sldi $r0, 356
ld $r26, $r0, 10
sldi $r0, 420
ld $r25, $r0, 10
sldi $r0, 484
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3272
st $r0, $r22, 12
sldi $r0, 230
ld $r28, $r0, 10
sldi $r0, 294
ld $r27, $r0, 10
sldi $r0, 358
ld $r26, $r0, 10
sldi $r0, 422
ld $r25, $r0, 10
sldi $r0, 486
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3284
st $r0, $r22, 12
sldi $r0, 232
ld $r28, $r0, 10
sldi $r0, 296
ld $r27, $r0, 10
sldi $r0, 360
ld $r26, $r0, 10
sldi $r0, 424
ld $r25, $r0, 10
sldi $r0, 488
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3296
st $r0, $r22, 12
sldi $r0, 234
ld $r28, $r0, 10
sldi $r0, 298
ld $r27, $r0, 10
sldi $r0, 362
ld $r26, $r0, 10
sldi $r0, 426
ld $r25, $r0, 10
sldi $r0, 490
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3308
st $r0, $r22, 12
sldi $r0, 236
ld $r28, $r0, 10
sldi $r0, 300
ld $r27, $r0, 10
sldi $r0, 364
ld $r26, $r0, 10
sldi $r0, 428
ld $r25, $r0, 10
sldi $r0, 492
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3320
st $r0, $r22, 12
sldi $r0, 238
ld $r28, $r0, 10
sldi $r0, 302
ld $r27, $r0, 10
sldi $r0, 366
ld $r26, $r0, 10
sldi $r0, 430
ld $r25, $r0, 10
sldi $r0, 494
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3332
st $r0, $r22, 12
sldi $r0, 240
ld $r28, $r0, 10
sldi $r0, 304
ld $r27, $r0, 10
sldi $r0, 368
ld $r26, $r0, 10
sldi $r0, 432
ld $r25, $r0, 10
sldi $r0, 496
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3344
st $r0, $r22, 12
sldi $r0, 242
ld $r28, $r0, 10
sldi $r0, 306
ld $r27, $r0, 10
sldi $r0, 370
ld $r26, $r0, 10
sldi $r0, 434
ld $r25, $r0, 10
sldi $r0, 498
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3356
st $r0, $r22, 12
sldi $r0, 244
ld $r28, $r0, 10
sldi $r0, 308
ld $r27, $r0, 10
sldi $r0, 372
ld $r26, $r0, 10
sldi $r0, 436
ld $r25, $r0, 10
sldi $r0, 500
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3368
st $r0, $r22, 12
sldi $r0, 246
ld $r28, $r0, 10
sldi $r0, 310
ld $r27, $r0, 10
sldi $r0, 374
ld $r26, $r0, 10
sldi $r0, 438
ld $r25, $r0, 10
sldi $r0, 502
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3380
st $r0, $r22, 12
sldi $r0, 256
ld $r28, $r0, 10
sldi $r0, 320
ld $r27, $r0, 10
sldi $r0, 384
ld $r26, $r0, 10
sldi $r0, 448
ld $r25, $r0, 10
sldi $r0, 512
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3392
st $r0, $r22, 12
sldi $r0, 258
ld $r28, $r0, 10
sldi $r0, 322
ld $r27, $r0, 10
sldi $r0, 386
ld $r26, $r0, 10
sldi $r0, 450
ld $r25, $r0, 10
sldi $r0, 514
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3404
st $r0, $r22, 12
sldi $r0, 260
ld $r28, $r0, 10
sldi $r0, 324
ld $r27, $r0, 10
sldi $r0, 388
ld $r26, $r0, 10
sldi $r0, 452
ld $r25, $r0, 10
sldi $r0, 516
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3416
st $r0, $r22, 12
sldi $r0, 262
ld $r28, $r0, 10
sldi $r0, 326
ld $r27, $r0, 10
sldi $r0, 390
ld $r26, $r0, 10
sldi $r0, 454
ld $r25, $r0, 10
sldi $r0, 518
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3428
st $r0, $r22, 12
sldi $r0, 264
ld $r28, $r0, 10
sldi $r0, 328
ld $r27, $r0, 10
sldi $r0, 392
ld $r26, $r0, 10
sldi $r0, 456
ld $r25, $r0, 10
sldi $r0, 520
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3440
st $r0, $r22, 12
sldi $r0, 266
ld $r28, $r0, 10
sldi $r0, 330
ld $r27, $r0, 10
sldi $r0, 394
ld $r26, $r0, 10
sldi $r0, 458
ld $r25, $r0, 10
sldi $r0, 522
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3452
st $r0, $r22, 12
sldi $r0, 268
ld $r28, $r0, 10
sldi $r0, 332
ld $r27, $r0, 10
sldi $r0, 396
ld $r26, $r0, 10
sldi $r0, 460
ld $r25, $r0, 10
sldi $r0, 524
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3464
st $r0, $r22, 12
sldi $r0, 270
ld $r28, $r0, 10
sldi $r0, 334
ld $r27, $r0, 10
sldi $r0, 398
ld $r26, $r0, 10
sldi $r0, 462
ld $r25, $r0, 10
sldi $r0, 526
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3476
st $r0, $r22, 12
sldi $r0, 272
ld $r28, $r0, 10
sldi $r0, 336
ld $r27, $r0, 10
sldi $r0, 400
ld $r26, $r0, 10
sldi $r0, 464
ld $r25, $r0, 10
sldi $r0, 528
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3488
st $r0, $r22, 12
sldi $r0, 274
ld $r28, $r0, 10
sldi $r0, 338
ld $r27, $r0, 10
sldi $r0, 402
ld $r26, $r0, 10
sldi $r0, 466
ld $r25, $r0, 10
sldi $r0, 530
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3500
st $r0, $r22, 12
sldi $r0, 276
ld $r28, $r0, 10
sldi $r0, 340
ld $r27, $r0, 10
sldi $r0, 404
ld $r26, $r0, 10
sldi $r0, 468
ld $r25, $r0, 10
sldi $r0, 532
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3512
st $r0, $r22, 12
sldi $r0, 278
ld $r28, $r0, 10
sldi $r0, 342
ld $r27, $r0, 10
sldi $r0, 406
ld $r26, $r0, 10
sldi $r0, 470
ld $r25, $r0, 10
sldi $r0, 534
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3524
st $r0, $r22, 12
sldi $r0, 280
ld $r28, $r0, 10
sldi $r0, 344
ld $r27, $r0, 10
sldi $r0, 408
ld $r26, $r0, 10
sldi $r0, 472
ld $r25, $r0, 10
sldi $r0, 536
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3536
st $r0, $r22, 12
sldi $r0, 282
ld $r28, $r0, 10
sldi $r0, 346
ld $r27, $r0, 10
sldi $r0, 410
ld $r26, $r0, 10
sldi $r0, 474
ld $r25, $r0, 10
sldi $r0, 538
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3548
st $r0, $r22, 12
sldi $r0, 284
ld $r28, $r0, 10
sldi $r0, 348
ld $r27, $r0, 10
sldi $r0, 412
ld $r26, $r0, 10
sldi $r0, 476
ld $r25, $r0, 10
sldi $r0, 540
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3560
st $r0, $r22, 12
sldi $r0, 286
ld $r28, $r0, 10
sldi $r0, 350
ld $r27, $r0, 10
sldi $r0, 414
ld $r26, $r0, 10
sldi $r0, 478
ld $r25, $r0, 10
sldi $r0, 542
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3572
st $r0, $r22, 12
sldi $r0, 288
ld $r28, $r0, 10
sldi $r0, 352
ld $r27, $r0, 10
sldi $r0, 416
ld $r26, $r0, 10
sldi $r0, 480
ld $r25, $r0, 10
sldi $r0, 544
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3584
st $r0, $r22, 12
sldi $r0, 290
ld $r28, $r0, 10
sldi $r0, 354
ld $r27, $r0, 10
sldi $r0, 418
ld $r26, $r0, 10
sldi $r0, 482
ld $r25, $r0, 10
sldi $r0, 546
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3596
st $r0, $r22, 12
sldi $r0, 292
ld $r28, $r0, 10
sldi $r0, 356
ld $r27, $r0, 10
sldi $r0, 420
ld $r26, $r0, 10
sldi $r0, 484
ld $r25, $r0, 10
sldi $r0, 548
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3608
st $r0, $r22, 12
sldi $r0, 294
ld $r28, $r0, 10
sldi $r0, 358
ld $r27, $r0, 10
sldi $r0, 422
ld $r26, $r0, 10
sldi $r0, 486
ld $r25, $r0, 10
sldi $r0, 550
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3620
st $r0, $r22, 12
sldi $r0, 296
ld $r28, $r0, 10
sldi $r0, 360
ld $r27, $r0, 10
sldi $r0, 424
ld $r26, $r0, 10
sldi $r0, 488
ld $r25, $r0, 10
sldi $r0, 552
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3632
st $r0, $r22, 12
sldi $r0, 298
ld $r28, $r0, 10
sldi $r0, 362
ld $r27, $r0, 10
sldi $r0, 426
ld $r26, $r0, 10
sldi $r0, 490
ld $r25, $r0, 10
sldi $r0, 554
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3644
st $r0, $r22, 12
sldi $r0, 300
ld $r28, $r0, 10
sldi $r0, 364
ld $r27, $r0, 10
sldi $r0, 428
ld $r26, $r0, 10
sldi $r0, 492
ld $r25, $r0, 10
sldi $r0, 556
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3656
st $r0, $r22, 12
sldi $r0, 302
ld $r28, $r0, 10
sldi $r0, 366
ld $r27, $r0, 10
sldi $r0, 430
ld $r26, $r0, 10
sldi $r0, 494
ld $r25, $r0, 10
sldi $r0, 558
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3668
st $r0, $r22, 12
sldi $r0, 304
ld $r28, $r0, 10
sldi $r0, 368
ld $r27, $r0, 10
sldi $r0, 432
ld $r26, $r0, 10
sldi $r0, 496
ld $r25, $r0, 10
sldi $r0, 560
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3680
st $r0, $r22, 12
sldi $r0, 306
ld $r28, $r0, 10
sldi $r0, 370
ld $r27, $r0, 10
sldi $r0, 434
ld $r26, $r0, 10
sldi $r0, 498
ld $r25, $r0, 10
sldi $r0, 562
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3692
st $r0, $r22, 12
sldi $r0, 308
ld $r28, $r0, 10
sldi $r0, 372
ld $r27, $r0, 10
sldi $r0, 436
ld $r26, $r0, 10
sldi $r0, 500
ld $r25, $r0, 10
sldi $r0, 564
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3704
st $r0, $r22, 12
sldi $r0, 310
ld $r28, $r0, 10
sldi $r0, 374
ld $r27, $r0, 10
sldi $r0, 438
ld $r26, $r0, 10
sldi $r0, 502
ld $r25, $r0, 10
sldi $r0, 566
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3716
st $r0, $r22, 12
sldi $r0, 320
ld $r28, $r0, 10
sldi $r0, 384
ld $r27, $r0, 10
sldi $r0, 448
ld $r26, $r0, 10
sldi $r0, 512
ld $r25, $r0, 10
sldi $r0, 576
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3728
st $r0, $r22, 12
sldi $r0, 322
ld $r28, $r0, 10
sldi $r0, 386
ld $r27, $r0, 10
sldi $r0, 450
ld $r26, $r0, 10
sldi $r0, 514
ld $r25, $r0, 10
sldi $r0, 578
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3740
st $r0, $r22, 12
sldi $r0, 324
ld $r28, $r0, 10
sldi $r0, 388
ld $r27, $r0, 10
sldi $r0, 452
ld $r26, $r0, 10
sldi $r0, 516
ld $r25, $r0, 10
sldi $r0, 580
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3752
st $r0, $r22, 12
sldi $r0, 326
ld $r28, $r0, 10
sldi $r0, 390
ld $r27, $r0, 10
sldi $r0, 454
ld $r26, $r0, 10
sldi $r0, 518
ld $r25, $r0, 10
sldi $r0, 582
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3764
st $r0, $r22, 12
sldi $r0, 328
ld $r28, $r0, 10
sldi $r0, 392
ld $r27, $r0, 10
sldi $r0, 456
ld $r26, $r0, 10
sldi $r0, 520
ld $r25, $r0, 10
sldi $r0, 584
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3776
st $r0, $r22, 12
sldi $r0, 330
ld $r28, $r0, 10
sldi $r0, 394
ld $r27, $r0, 10
sldi $r0, 458
ld $r26, $r0, 10
sldi $r0, 522
ld $r25, $r0, 10
sldi $r0, 586
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3788
st $r0, $r22, 12
sldi $r0, 332
ld $r28, $r0, 10
sldi $r0, 396
ld $r27, $r0, 10
sldi $r0, 460
ld $r26, $r0, 10
sldi $r0, 524
ld $r25, $r0, 10
sldi $r0, 588
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3800
st $r0, $r22, 12
sldi $r0, 334
ld $r28, $r0, 10
sldi $r0, 398
ld $r27, $r0, 10
sldi $r0, 462
ld $r26, $r0, 10
sldi $r0, 526
ld $r25, $r0, 10
sldi $r0, 590
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3812
st $r0, $r22, 12
sldi $r0, 336
ld $r28, $r0, 10
sldi $r0, 400
ld $r27, $r0, 10
sldi $r0, 464
ld $r26, $r0, 10
sldi $r0, 528
ld $r25, $r0, 10
sldi $r0, 592
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3824
st $r0, $r22, 12
sldi $r0, 338
ld $r28, $r0, 10
sldi $r0, 402
ld $r27, $r0, 10
sldi $r0, 466
ld $r26, $r0, 10
sldi $r0, 530
ld $r25, $r0, 10
sldi $r0, 594
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3836
st $r0, $r22, 12
sldi $r0, 340
ld $r28, $r0, 10
sldi $r0, 404
ld $r27, $r0, 10
sldi $r0, 468
ld $r26, $r0, 10
sldi $r0, 532
ld $r25, $r0, 10
sldi $r0, 596
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3848
st $r0, $r22, 12
sldi $r0, 342
ld $r28, $r0, 10
sldi $r0, 406
ld $r27, $r0, 10
sldi $r0, 470
ld $r26, $r0, 10
sldi $r0, 534
ld $r25, $r0, 10
sldi $r0, 598
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3860
st $r0, $r22, 12
sldi $r0, 344
ld $r28, $r0, 10
sldi $r0, 408
ld $r27, $r0, 10
sldi $r0, 472
ld $r26, $r0, 10
sldi $r0, 536
ld $r25, $r0, 10
sldi $r0, 600
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3872
st $r0, $r22, 12
sldi $r0, 346
ld $r28, $r0, 10
sldi $r0, 410
ld $r27, $r0, 10
sldi $r0, 474
ld $r26, $r0, 10
sldi $r0, 538
ld $r25, $r0, 10
sldi $r0, 602
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3884
st $r0, $r22, 12
sldi $r0, 348
ld $r28, $r0, 10
sldi $r0, 412
ld $r27, $r0, 10
sldi $r0, 476
ld $r26, $r0, 10
sldi $r0, 540
ld $r25, $r0, 10
sldi $r0, 604
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3896
st $r0, $r22, 12
sldi $r0, 350
ld $r28, $r0, 10
sldi $r0, 414
ld $r27, $r0, 10
sldi $r0, 478
ld $r26, $r0, 10
sldi $r0, 542
ld $r25, $r0, 10
sldi $r0, 606
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
vvsra $r22, $r23, $r29, 6
setbw 16, 16
vrelu $r22, $r22, 6
sldi $r0, 3908
st $r0, $r22, 12
sldi $r0, 352
ld $r28, $r0, 10
sldi $r0, 416
ld $r27, $r0, 10
sldi $r0, 480
ld $r26, $r0, 10
sldi $r0, 544
ld $r25, $r0, 10
sldi $r0, 608
ld $r24, $r0, 10
setbw 16, 64
mvmul $r23, $r28, 16, 0, 0
setbw 64, 64
vvadd $r23, $r23, $r30, 6
setbw 64, 16
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
sync 0, 0
wait 1, 1
sldi $r0, 5528
ld $r30, $r0, 24
sldi $r21, 24
sldi $r0, 5864
ld $r21, $r0, 24
sldi $r20, 12
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
sldi $r19, 36
vvmax $r30, $r30, $r19, 6
sldi $r0, 12356
st $r0, $r30, 12
sldi $r0, 5552
ld $r30, $r0, 24
sldi $r0, 5888
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12368
st $r0, $r30, 12
sldi $r0, 5576
ld $r30, $r0, 24
sldi $r0, 5912
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12380
st $r0, $r30, 12
sldi $r0, 5600
ld $r30, $r0, 24
sldi $r0, 5936
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12392
st $r0, $r30, 12
sldi $r0, 5624
ld $r30, $r0, 24
sldi $r0, 5960
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12404
st $r0, $r30, 12
sldi $r0, 5648
ld $r30, $r0, 24
sldi $r0, 5984
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12416
st $r0, $r30, 12
sldi $r0, 5672
ld $r30, $r0, 24
sldi $r0, 6008
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12428
st $r0, $r30, 12
sldi $r0, 5696
ld $r30, $r0, 24
sldi $r0, 6032
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12440
st $r0, $r30, 12
sldi $r0, 5720
ld $r30, $r0, 24
sldi $r0, 6056
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12452
st $r0, $r30, 12
sldi $r0, 6080
ld $r30, $r0, 24
sldi $r0, 6416
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12464
st $r0, $r30, 12
sldi $r0, 6104
ld $r30, $r0, 24
sldi $r0, 6440
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12476
st $r0, $r30, 12
sldi $r0, 6128
ld $r30, $r0, 24
sldi $r0, 6464
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12488
st $r0, $r30, 12
sldi $r0, 6152
ld $r30, $r0, 24
sldi $r0, 6488
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12500
st $r0, $r30, 12
sldi $r0, 6176
ld $r30, $r0, 24
sldi $r0, 6512
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12512
st $r0, $r30, 12
sldi $r0, 6200
ld $r30, $r0, 24
sldi $r0, 6536
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12524
st $r0, $r30, 12
sldi $r0, 6224
ld $r30, $r0, 24
sldi $r0, 6560
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12536
st $r0, $r30, 12
sldi $r0, 6248
ld $r30, $r0, 24
sldi $r0, 6584
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12548
st $r0, $r30, 12
sldi $r0, 6272
ld $r30, $r0, 24
sldi $r0, 6608
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12560
st $r0, $r30, 12
sldi $r0, 6296
ld $r30, $r0, 24
sldi $r0, 6632
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12572
st $r0, $r30, 12
sldi $r0, 6320
ld $r30, $r0, 24
sldi $r0, 6656
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12584
st $r0, $r30, 12
sldi $r0, 6344
ld $r30, $r0, 24
sldi $r0, 6680
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12596
st $r0, $r30, 12
sldi $r0, 6368
ld $r30, $r0, 24
sldi $r0, 6704
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12608
st $r0, $r30, 12
sldi $r0, 6392
ld $r30, $r0, 24
sldi $r0, 6728
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12620
st $r0, $r30, 12
sldi $r0, 6752
ld $r30, $r0, 24
sldi $r0, 7088
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12632
st $r0, $r30, 12
sldi $r0, 6776
ld $r30, $r0, 24
sldi $r0, 7112
ld $r21, $r0, 24
vvmax $r30, $r30, $r20, 6
vvmax $r30, $r30, $r21, 6
vvmax $r30, $r30, $r19, 6
sldi $r0, 12644
st $r0, $r30, 12
sync 0, 0
wait 1, 1
sldi $r0, 18464
ld $r30, $r0, 128
sldi $r18, 128
sldi $r0, 18336
ld $r18, $r0, 128
sldi $r17, 256
sldi $r0, 11996
ld $r17, $r0, 60
sldi $r16, 316
sldi $r0, 12164
ld $r16, $r0, 60
sldi $r15, 376
sldi $r0, 12332
ld $r15, $r0, 60
sldi $r14, 436
sldi $r0, 12500
ld $r14, $r0, 60
sldi $r13, 496
sldi $r0, 12668
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
sync 0, 0
wait 1, 1
sldi $r0, 15088
ld $r30, $r0, 64
sldi $r8, 64
sldi $r0, 15408
ld $r8, $r0, 64
sldi $r7, 32
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17328
st $r0, $r30, 32
sldi $r0, 15152
ld $r30, $r0, 64
sldi $r0, 15472
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17360
st $r0, $r30, 32
sldi $r0, 15216
ld $r30, $r0, 64
sldi $r0, 15536
ld $r8, $r0, 64
vvmax $r30, $r30, $r7, 16
vvmax $r30, $r30, $r8, 16
vvmax $r30, $r30, $r28, 16
sldi $r0, 17392
st $r0, $r30, 32
sync 0, 0
wait 1, 1
sldi $r0, 21184
ld $r30, $r0, 672
sldi $r6, 672
sldi $r0, 20512
ld $r6, $r0, 672
sldi $r5, 1344
sldi $r0, 17808
ld $r5, $r0, 240
setbw 16, 64
sldi $r4, 1584
mvmul $r4, $r5, 16, 0, 3
setbw 64, 64
vvadd $r4, $r4, $r30, 84
setbw 64, 16
sldi $r3, 2256
vvsra $r3, $r4, $r6, 84
setbw 16, 16
vrelu $r3, $r3, 84
sldi $r0, 18048
st $r0, $r3, 168
sync 0, 0
