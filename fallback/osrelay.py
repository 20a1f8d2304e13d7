# sbx's egress relay in an os sandbox: listens on 127.0.0.1:PORT of the
# sandbox's own network and joins each connection to a stream to sbx's
# egress proxy, which it asks the host for over the socket it inherited as
# descriptor 3 (one byte asks, one descriptor answers).
import socket
import sys
import threading

ctl = socket.socket(fileno=3)
lock = threading.Lock()


def pipe(a, b):
    try:
        while True:
            d = a.recv(65536)
            if not d:
                break
            b.sendall(d)
    except OSError:
        pass
    try:
        b.shutdown(socket.SHUT_WR)
    except OSError:
        pass


def serve(c):
    with lock:
        try:
            ctl.sendall(b"c")
            _, fds, _, _ = socket.recv_fds(ctl, 1, 1)
        except OSError:
            fds = []
    if not fds:
        c.close()
        return
    u = socket.socket(fileno=fds[0])
    t = threading.Thread(target=pipe, args=(u, c), daemon=True)
    t.start()
    pipe(c, u)
    t.join()
    c.close()
    u.close()


s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", int(sys.argv[1])))
s.listen(64)
print("ready", flush=True)
while True:
    c, _ = s.accept()
    threading.Thread(target=serve, args=(c,), daemon=True).start()
