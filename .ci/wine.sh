#!/usr/bin/env bash
# Wine 10 for running sbx's Windows binaries on Linux. Debian 12's Wine 8
# cannot start a Go 1.26 program (it lacks bcryptprimitives.dll), so Wine comes
# from Debian trixie inside a chroot, built once with debootstrap and cached
# outside the checkout keyed by its inputs (suite, packages, this script's
# build steps): ${SBX_CACHE:-~/.cache/sbx}/wine/KEY. The Wine prefix is made at
# build time too, so a run does not pay Wine's first-start setup.
#
#   .ci/wine.sh root             prints the chroot's directory (building it if needed)
#   .ci/wine.sh run EXE ARGS...  runs a Windows program under Wine; EXE is copied
#                                into the chroot, stdin/stdout/stderr pass through;
#                                the checkout is at /src in the chroot, and a run
#                                from inside it starts in the same directory there
#                                (so a test binary finds its testdata)
set -euo pipefail
suite=trixie
packages=wine64
key=$(printf '%s\n' "$suite" "$packages" "$(sed -n '/^build()/,/^}/p' "$0")" | sha256sum | cut -c1-12)
root=${SBX_CACHE:-$HOME/.cache/sbx}/wine/$suite-$key

# inroot runs a command in the chroot with /proc mounted in a private mount
# namespace, so nothing is left mounted when it ends.
inroot() {
	local src rel=
	src=$(cd "$(dirname "$0")/.." && pwd)
	case $PWD/ in "$src"/*) rel=${PWD#"$src"} ;; esac
	mkdir -p "$root/src"
	unshare -m -- sh -c '
		root=$0 src=$1 rel=$2
		shift 2
		mount --bind /proc "$root/proc" && mount --bind "$src" "$root/src" &&
			exec chroot "$root" sh -c "cd \"/src\$0\" && exec env WINEDEBUG=-all HOME=/root XDG_RUNTIME_DIR=/tmp WINEPREFIX=/root/.wine \"\$@\"" "$rel" "$@"
	' "$root" "$src" "$rel" "$@"
}

build() {
	command -v debootstrap >/dev/null || {
		apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends debootstrap >&2
	}
	rm -rf "$root.tmp"
	mkdir -p "$(dirname "$root")"
	debootstrap --variant=minbase "$suite" "$root.tmp" >&2
	cp /etc/resolv.conf "$root.tmp/etc/"
	chroot "$root.tmp" sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $packages && apt-get clean" >&2
	local final=$root
	root=$root.tmp
	inroot /usr/lib/wine/wine64 wineboot -i >&2 2>&1 || true
	root=$final
	mv "$root.tmp" "$root"
}

[ -x "$root/usr/lib/wine/wine64" ] || build
case ${1:-root} in
root) echo "$root" ;;
run)
	exe=$2
	shift 2
	mkdir -p "$root/root/bin"
	cp "$exe" "$root/root/bin/"
	inroot /usr/lib/wine/wine64 "/root/bin/$(basename "$exe")" "$@"
	;;
*) echo "usage: $0 root | run EXE ARGS..." >&2; exit 2 ;;
esac
