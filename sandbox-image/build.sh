#!/usr/bin/env bash
# Builds the native sandbox image sbx-sandbox:bookworm-2 from Debian packages
# and imports it into the local Docker daemon. No registry is used.
#
#   sandbox-image/build.sh           build unless the tag already exists
#   sandbox-image/build.sh --force   rebuild and replace the tag
#
# The package list below (and statx-shim.c) is the image's contract: change it and bump TAG
# (and fallback.DefaultImage) together. README.md lists what is inside.
set -euo pipefail
cd "$(dirname "$0")"
. ./lib.sh

TAG=sbx-sandbox:bookworm-2
SUITE=bookworm
PACKAGES=(
	python3 python3-pip python3-venv
	python3-numpy python3-pandas python3-scipy python3-matplotlib
	nodejs
	gcc libc6-dev make
	procps iproute2 ca-certificates
)
WORK=${SBX_IMAGE_WORK:-/var/tmp/sbx-sandbox-image}

need docker docker.io
need debootstrap debootstrap
# The image's digest (its ID), in the form sbx's sandboxes.image pins it.
print_digest() {
	echo "sandboxes.image = \"$TAG@$(docker image inspect --format '{{.Id}}' "$TAG")\""
}
if [ "${1:-}" != --force ] && docker image inspect "$TAG" >/dev/null 2>&1; then
	echo "$TAG already present (sandbox-image/build.sh --force rebuilds it)"
	print_digest
	exit 0
fi

mirror=$(debian_mirror "$SUITE")
rootfs=$WORK/rootfs
mkdir -p "$rootfs" "$WORK/debs"
# dpkg syncs every file it unpacks; in a tmpfs that costs nothing.
mountpoint -q "$rootfs" || mount -t tmpfs -o size=4g,mode=0755 sbx-rootfs "$rootfs"
trap 'umount "$rootfs"' EXIT
SECONDS=0
echo "debootstrap $SUITE from $mirror ..."
include=$(IFS=,; echo "${PACKAGES[*]}")
debootstrap --variant=minbase --cache-dir="$WORK/debs" --include="$include" \
	"$SUITE" "$rootfs" "$mirror" >"$WORK/debootstrap.log" 2>&1 || {
	tail -n 30 "$WORK/debootstrap.log" >&2
	exit 1
}

# Trim what a sandbox never reads and record what went in.
chroot "$rootfs" apt-get clean
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* \
	"$rootfs"/usr/share/info/* "$rootfs"/var/log/*.log "$rootfs"/var/cache/debconf/*-old
chroot "$rootfs" dpkg-query -W -f '${Package} ${Version}\n' >"$rootfs/etc/sbx-packages"
# ls -l and stat under Debian's runsc (statx-shim.c says why).
cp statx-shim.c "$rootfs/tmp/"
chroot "$rootfs" gcc -O2 -shared -fPIC -o /usr/local/lib/sbx-statx-shim.so /tmp/statx-shim.c
rm "$rootfs/tmp/statx-shim.c"
echo /usr/local/lib/sbx-statx-shim.so >"$rootfs/etc/ld.so.preload"
mkdir -p "$rootfs/workspace"
chmod 1777 "$rootfs/workspace"

echo "debootstrap took ${SECONDS}s; importing $TAG ..."
tar -C "$rootfs" -c . | docker import \
	--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
	--change 'ENV LANG=C.UTF-8' \
	--change 'ENV HOME=/tmp' \
	--change 'ENV MPLBACKEND=Agg' \
	--change 'WORKDIR /workspace' \
	--change "LABEL org.sbx.packages=$include" \
	- "$TAG" >/dev/null
docker image ls "$TAG"
print_digest
