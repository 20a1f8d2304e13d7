# sbx's egress relay in a sandbox: listens on 127.0.0.1:PORT (argv[1]) of
# the sandbox's own network and joins each connection to a stream to sbx's
# egress proxy. UPSTREAM (argv[2]) is "fd": an os sandbox asks the host for
# each stream over the socket it inherited as descriptor 3 (one byte asks,
# one descriptor answers); or the path of the proxy's unix socket, mounted
# in a container. Each further argument is a loopback host:port the
# allow-list names: the relay listens there too and tunnels each
# connection, by CONNECT through the proxy, to that address on the host, so
# the sandbox reaches the operator's own service at the address the
# operator wrote. Once it listens it prints "ready" and makes READY.
import socket
import sys
import threading

READY = "/tmp/.sbx-egress-ready"
ctl = socket.socket(fileno=3) if sys.argv[2] == "fd" else None
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


def upstream():
    if ctl is None:
        u = socket.socket(socket.AF_UNIX)
        try:
            u.connect(sys.argv[2])
        except OSError:
            u.close()
            return None
        return u
    with lock:
        try:
            ctl.sendall(b"c")
            _, fds, _, _ = socket.recv_fds(ctl, 1, 1)
        except OSError:
            fds = []
    return socket.socket(fileno=fds[0]) if fds else None


def tunnel(u, target):
    # Asks the proxy for a tunnel to target; True once it is open.
    u.sendall(b"CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n" % (target.encode(), target.encode()))
    head = b""
    while b"\r\n\r\n" not in head and len(head) < 8192:
        d = u.recv(1)
        if not d:
            return False
        head += d
    return head.split(b" ", 2)[1:2] == [b"200"]


def serve(c, target):
    u = upstream()
    if u is None or target and not tunnel(u, target):
        c.close()
        if u is not None:
            u.close()
        return
    t = threading.Thread(target=pipe, args=(u, c), daemon=True)
    t.start()
    pipe(c, u)
    t.join()
    c.close()
    u.close()


def listen(host, port):
    s = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind((host, port))
    s.listen(64)
    return s


def accept(s, target):
    while True:
        c, _ = s.accept()
        threading.Thread(target=serve, args=(c, target), daemon=True).start()


main = listen("127.0.0.1", int(sys.argv[1]))
for fwd in sys.argv[3:]:
    host, _, port = fwd.rpartition(":")
    s = listen(host.strip("[]"), int(port))
    threading.Thread(target=accept, args=(s, fwd), daemon=True).start()
print("ready", flush=True)
open(READY, "w").close()
accept(main, "")
