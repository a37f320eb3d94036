# every core sends before it receives: with synchronous send/recv this ring deadlocks
sldi $r10, 0
send $r10, 1, 16
recv $r10, 3, 16
