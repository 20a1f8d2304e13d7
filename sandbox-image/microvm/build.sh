#!/usr/bin/env bash
# Builds what sbx's microVM provider boots: a Debian kernel (vmlinuz) and an
# initramfs holding python3 from Debian and sbx's agent as /init.
#
#   sandbox-image/microvm/build.sh           build unless up to date
#   sandbox-image/microvm/build.sh --force   rebuild
#
# Output goes to $SBX_MICROVM_DIR (default /var/lib/sbx/microvm), where the
# provider looks. Nothing is installed on this machine: the kernel package
# is downloaded and unpacked, not installed.
set -euo pipefail
cd "$(dirname "$0")"
. ../lib.sh
repo=$(cd ../.. && pwd)

SUITE=bookworm
KERNEL_META=linux-image-cloud-amd64 # virtio-minded, smaller than the generic kernel
PACKAGES=python3
OUT=${SBX_MICROVM_DIR:-/var/lib/sbx/microvm}
WORK=${SBX_IMAGE_WORK:-/var/tmp/sbx-sandbox-image}

need debootstrap debootstrap
need busybox busybox-static
need zstd zstd
need go "Go 1.26 (https://go.dev/dl)"

# The stamp changes with this script, the agent's sources and the kernel.
kernel_package() { apt-cache depends "$KERNEL_META" 2>/dev/null | awk '/Depends: linux-image-/ { print $2; exit }'; }
kernel=$(kernel_package)
[ -n "$kernel" ] || { apt-get update -qq && kernel=$(kernel_package); }
[ -n "$kernel" ] || { echo "no $KERNEL_META in apt's lists" >&2; exit 1; }
agent_sources=$(ls "$repo"/fallback/internal/{vmagent,vmproto}/*.go "$repo"/internal/capture/*.go | grep -v '_test\.go$')
# shellcheck disable=SC2086 # one file name per word
stamp=$( (cat build.sh $agent_sources; echo "$kernel") | sha256sum | cut -c1-16)
if [ "${1:-}" != --force ] && [ "$(cat "$OUT/STAMP" 2>/dev/null)" = "$stamp" ]; then
	echo "microVM kernel and initramfs up to date in $OUT (--force rebuilds)"
	exit 0
fi
mkdir -p "$OUT" "$WORK/debs"
tmp=$(mktemp -d "$WORK/microvm.XXXXXX")
trap 'mountpoint -q "$tmp/root" && umount "$tmp/root"; rm -rf "$tmp"' EXIT
SECONDS=0

echo "kernel: $kernel"
(cd "$tmp" && apt-get download "$kernel" 2>&1 | grep -v unsandboxed >&2 || true)
dpkg-deb -x "$tmp"/"$kernel"_*.deb "$tmp/kernel"
cp "$tmp"/kernel/boot/vmlinuz-* "$OUT/vmlinuz.new"

root=$tmp/root
mkdir -p "$root"
mount -t tmpfs -o size=2g,mode=0755 sbx-microvm "$root"
# The Debian part changes only with this script; the agent changes more often.
tree=$WORK/microvm-tree-$(sha256sum build.sh | cut -c1-12).tar
if [ "${1:-}" = --force ] || [ ! -f "$tree" ]; then
	rm -f "$WORK"/microvm-tree-*.tar
	mirror=$(debian_mirror "$SUITE")
	echo "debootstrap $SUITE ($PACKAGES) from $mirror ..."
	debootstrap --variant=minbase --cache-dir="$WORK/debs" --include="$PACKAGES" \
		"$SUITE" "$root" "$mirror" >"$tmp/debootstrap.log" 2>&1 || {
		tail -n 30 "$tmp/debootstrap.log" >&2
		exit 1
	}
	# Keep python3 and the shell tools; drop what a one-machine VM never reads.
	rm -rf "$root"/var/cache/* "$root"/var/lib/apt "$root"/var/lib/dpkg "$root"/var/log/* \
		"$root"/usr/share/{doc,man,info,locale,i18n,lintian,common-licenses,perl5,zsh,bash-completion} \
		"$root"/usr/lib/x86_64-linux-gnu/{perl-base,perl,gconv} "$root"/usr/bin/perl* \
		"$root"/usr/lib/apt "$root"/usr/bin/apt* "$root"/usr/lib/x86_64-linux-gnu/libapt* \
		"$root"/usr/lib/python3.11/{test,idlelib,tkinter,turtledemo,lib2to3,ensurepip,pydoc_data,unittest/test} \
		"$root"/usr/lib/python3.11/config-3.11-x86_64-linux-gnu
	find "$root/usr/lib/python3.11" -name 'test_*.py' -delete
	tar -C "$root" -cf "$tree.new" . && mv "$tree.new" "$tree"
else
	tar -C "$root" -xf "$tree"
fi
mkdir -p "$root/workspace"
CGO_ENABLED=0 go build -C "$repo" -trimpath -ldflags=-s -o "$root/init" ./fallback/internal/vmagent
ln -sf python3.11 "$root/usr/bin/python"

(cd "$root" && find . -xdev | LC_ALL=C sort | busybox cpio -o -H newc 2>/dev/null) |
	zstd -q -T0 -12 >"$OUT/initramfs.cpio.zst.new"
mv "$OUT/vmlinuz.new" "$OUT/vmlinuz"
mv "$OUT/initramfs.cpio.zst.new" "$OUT/initramfs.cpio.zst"
echo "$stamp" >"$OUT/STAMP"
echo "built in ${SECONDS}s: $(du -sh "$root" | cut -f1) tree, initramfs $(du -h "$OUT/initramfs.cpio.zst" | cut -f1), kernel $(du -h "$OUT/vmlinuz" | cut -f1)"
