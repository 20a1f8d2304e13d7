#!/usr/bin/env bash
# Sets up the native engines sbx's fallback providers use, on a Debian 12
# machine, as root: Docker (dockerd started in the background), gVisor's
# runsc registered with it, QEMU, the sandbox image and the microVM kernel
# and initramfs. Idempotent and quick when everything is already there;
# .ci/run calls it before the tests.
set -euo pipefail
cd "$(dirname "$0")"

packages=(docker.io runsc qemu-system-x86 debootstrap busybox-static zstd)
commands=(dockerd runsc qemu-system-x86_64 debootstrap busybox zstd)
for c in "${commands[@]}"; do
	if ! command -v "$c" >/dev/null 2>&1; then
		apt-get update -qq
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
		break
	fi
done

# gVisor as Debian builds it runs only on the ptrace platform and without
# its own network stack (see fallback's README). --host-uds=open lets a
# sandbox reach the one host socket sbx mounts into it: the egress proxy of
# network.egress_allow, when the operator sets one.
conf=/etc/docker/daemon.json
changed=
if ! grep -q -- '--host-uds=open' "$conf" 2>/dev/null; then
	mkdir -p /etc/docker
	python3 - "$conf" <<'PY'
import json, os, sys
path = sys.argv[1]
conf = json.load(open(path)) if os.path.exists(path) else {}
conf.setdefault("runtimes", {})["runsc"] = {
    "path": "/usr/bin/runsc", "runtimeArgs": ["--platform=ptrace", "--network=none", "--host-uds=open"]}
json.dump(conf, open(path, "w"), indent=2)
PY
	changed=1
fi

if ! docker info >/dev/null 2>&1; then
	setsid nohup dockerd >/var/log/sbx-dockerd.log 2>&1 </dev/null &
	for _ in $(seq 1 60); do
		docker info >/dev/null 2>&1 && break
		sleep 0.5
	done
	docker info >/dev/null 2>&1 || { tail -n 20 /var/log/sbx-dockerd.log >&2; exit 1; }
elif [ -n "$changed" ]; then
	kill -HUP "$(pidof dockerd)"
	sleep 1
fi
docker info --format '{{json .Runtimes}}' | grep -q runsc || { echo "dockerd did not load runsc from $conf" >&2; exit 1; }

./build.sh
./microvm/build.sh
