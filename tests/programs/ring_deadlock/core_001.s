# every core sends before it receives: with synchronous send/recv this ring deadlocks
sldi $r10, 0
send $r10, 2, 16
recv $r10, 0, 16
