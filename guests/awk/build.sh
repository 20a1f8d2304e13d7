#!/bin/bash
# Build the awk guest (mawk as a WASI preview 1 reactor, the process half of
# guests/ABI.md) from source on Debian 12 (bookworm).
#
#   guests/awk/build.sh           rebuild and refresh awk.wasm.gz and SHA256SUMS
#   guests/awk/build.sh --check   rebuild in the scratch directory only and
#                                 compare with the committed SHA256SUMS
#
# SBX_AWK_BUILD is the scratch directory (default /tmp/sbx-guest-build/awk).
#
# The source is the upstream tarball of Debian trixie's source package
# "mawk", fetched with apt-get through a private source list (the machine's
# apt configuration is not touched) and verified against the sha256 pinned
# below. The build is reproducible: two clean builds give byte-identical
# artefacts.
set -euo pipefail

# ---------------------------------------------------------------- pins
MAWK_VERSION=1.3.4-20250131            # upstream release (the tarball's top directory)
DEB_SRC_PKG=mawk
DEB_SRC_VERSION=1.3.4.20250131-1       # Debian source package version
DEB_SRC_SUITE=trixie
ORIG_TARBALL=mawk_1.3.4.20250131.orig.tar.gz
ORIG_SHA256=51bcb82d577b141d896d9d9c3077d7aaa209490132e9f2b9573ba8511b3835be
SRC_DIR_NAME=mawk-$MAWK_VERSION

# Debian 12 packages; the committed artefacts were built with these versions
APT_PACKAGES="clang-16 lld-16 llvm-16 wasi-libc libclang-rt-16-dev-wasm32 binaryen wabt dpkg-dev"
PINNED_TOOL_VERSIONS="clang-16=1:16.0.6-15~deb12u1 lld-16=1:16.0.6-15~deb12u1 wasi-libc=0.0~git20220510.9886d3d-2 binaryen=108-1 wabt=1.0.32-1"

SCRATCH=${SBX_AWK_BUILD:-/tmp/sbx-guest-build/awk}  # the output does not depend on it (prefix map)
STACK_SIZE=1048576                     # 1 MiB shadow stack
CLANG=clang-16
STRIP=llvm-strip-16
WASM_OPT=wasm-opt
TARGET_FLAGS="--target=wasm32-wasi -mcpu=generic"       # sign-ext + mutable-globals; no SIMD, no threads
CFLAGS="-O2 -g0 -fno-ident -ffile-prefix-map=$SCRATCH=. -D_WASI_EMULATED_SIGNAL"
LDFLAGS="-mexec-model=reactor -Wl,-z,stack-size=$STACK_SIZE -Wl,--stack-first -Wl,--export=malloc -Wl,--export=free -Wl,--export=__stack_pointer"
LIBS="-lm -lwasi-emulated-signal"
WASM_OPT_FLAGS="-O2 --mvp-features --enable-sign-ext --enable-mutable-globals"
export SOURCE_DATE_EPOCH=1738281600    # 2025-01-31T00:00:00Z
export LC_ALL=C TZ=UTC

# ---------------------------------------------------------------- setup
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../debian.sh"
CHECK=0
case "${1:-}" in
    --check) CHECK=1 ;;
    "") ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac
T_START=$(date +%s)
log() { echo "build.sh: $*" >&2; }
die() { echo "build.sh: error: $*" >&2; exit 1; }

# ---------------------------------------------------------------- toolchain
missing=""
for p in $APT_PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    [ "$(id -u)" = 0 ] || die "missing packages:$missing (run as root to install them)"
    log "installing$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $APT_PACKAGES >/dev/null
fi
for pv in $PINNED_TOOL_VERSIONS; do
    p=${pv%%=*}; v=${pv#*=}
    have=$(dpkg-query -W -f='${Version}' "$p")
    [ "$have" = "$v" ] || log "warning: $p is $have, the committed artefacts were built with $v (the output may differ)"
done

mkdir -p "$SCRATCH"
cd "$SCRATCH"

# clean sysroot that holds only wasi-libc (so no host header can leak in)
mkdir -p sysroot/include sysroot/lib
ln -sfn /usr/include/wasm32-wasi sysroot/include/wasm32-wasi
ln -sfn /usr/lib/wasm32-wasi sysroot/lib/wasm32-wasi
CC="$CLANG $TARGET_FLAGS --sysroot=$SCRATCH/sysroot"

# ---------------------------------------------------------------- source
sha_ok() { [ -f "$1" ] && echo "$2  $1" | sha256sum -c --status -; }
mkdir -p dl
if ! sha_ok "dl/$ORIG_TARBALL" "$ORIG_SHA256"; then
    # Debian's archive at the machine's own mirror (guests/debian.sh)
    log "fetching $DEB_SRC_PKG $DEB_SRC_VERSION ($DEB_SRC_SUITE) from the machine's Debian mirror"
    rm -rf apt && mkdir -p apt/lists/partial
    debian_list deb-src "$DEB_SRC_SUITE" > apt/sources.list || die "no Debian mirror to fetch $DEB_SRC_PKG from"
    APTO=(-o "Dir::Etc::SourceList=$SCRATCH/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
          -o "Dir::State::Lists=$SCRATCH/apt/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
          -o APT::Sandbox::User=root)
    apt-get "${APTO[@]}" -qq update
    # only the upstream tarball is used (Debian's patches touch packaging and
    # the manual), so a mirror without the rest of the package serves too
    (cd dl && apt-get "${APTO[@]}" -qq source --download-only "$DEB_SRC_PKG=$DEB_SRC_VERSION" >/dev/null 2>&1 || true)
fi
(cd dl && printf '%s  %s\n' "$ORIG_SHA256" "$ORIG_TARBALL" | sha256sum -c --quiet -) ||
    die "sha256 mismatch or missing $ORIG_TARBALL in the downloaded sources"

# pristine upstream tree + our WASI patch
rm -rf src && mkdir src
tar -xzf "dl/$ORIG_TARBALL" -C src
[ -f "src/$SRC_DIR_NAME/version.c" ] || die "unexpected layout in $ORIG_TARBALL"
patch -s -d "src/$SRC_DIR_NAME" -p1 < "$HERE/patches/mawk-wasi.patch"

# ---------------------------------------------------------------- compile
T_CC=$(date +%s)
cd "src/$SRC_DIR_NAME"
# configure cross-compiles: it runs no test program, so the result depends
# only on the toolchain and wasi-libc
CC="$CC" CFLAGS="$CFLAGS" LIBS="-lwasi-emulated-signal" \
    ./configure --host=wasm32-unknown-wasi --build=x86_64-linux-gnu >"$SCRATCH/configure.log" 2>&1 ||
    { tail -20 "$SCRATCH/configure.log" >&2; die "configure failed"; }
grep -q '^#define HAVE_REAL_PIPES' config.h && die "configure found process pipes in WASI"
make -j2 CFLAGS="$CFLAGS" mawk >"$SCRATCH/make.log" 2>&1 || { tail -20 "$SCRATCH/make.log" >&2; die "make failed"; }
# mawk's main() becomes mawk_main(), which sbx_main calls
$CC $CFLAGS -I. -DHAVE_CONFIG_H -Dmain=mawk_main -c main.c -o main_sbx.o
$CC $CFLAGS -c "$HERE/kernel/sbx_awk.c" -o sbx_awk.o
objs=$(ls *.o | grep -v -x -e main.o | LC_ALL=C sort | tr '\n' ' ')
log "compiled in $(( $(date +%s) - T_CC )) s"

# ---------------------------------------------------------------- link
cd "$SCRATCH"
rm -rf out && mkdir out
(cd "src/$SRC_DIR_NAME" && $CC $LDFLAGS -o "$SCRATCH/out/awk-debug.wasm" $objs $LIBS)
$STRIP -o out/awk-stripped.wasm out/awk-debug.wasm
$WASM_OPT $WASM_OPT_FLAGS out/awk-stripped.wasm -o out/awk.wasm
wasm-validate out/awk.wasm
exports=$(wasm-objdump -x -j Export out/awk.wasm)
for e in memory _initialize malloc free __stack_pointer sbx_init sbx_exec sbx_main; do
    echo "$exports" | grep -q "\"$e\"" || die "export $e is missing"
done
gzip -9 -n -c out/awk.wasm > out/awk.wasm.gz
(cd out && sha256sum awk.wasm awk.wasm.gz > SHA256SUMS)
log "awk.wasm $(stat -c %s out/awk.wasm) bytes, awk.wasm.gz $(stat -c %s out/awk.wasm.gz) bytes, $(( $(date +%s) - T_START )) s in total"

# ---------------------------------------------------------------- result
if [ "$CHECK" = 1 ]; then
    if ! cmp -s out/SHA256SUMS "$HERE/SHA256SUMS"; then
        echo "build.sh --check: the rebuilt artefacts differ from guests/awk/SHA256SUMS" >&2
        diff -u "$HERE/SHA256SUMS" out/SHA256SUMS >&2 || true
        exit 1
    fi
    if ! (cd "$HERE" && sha256sum -c --quiet --ignore-missing SHA256SUMS) || [ ! -f "$HERE/awk.wasm.gz" ]; then
        echo "build.sh --check: the committed awk.wasm.gz does not match guests/awk/SHA256SUMS" >&2
        exit 1
    fi
    log "check ok: rebuilt artefacts match SHA256SUMS"
    cat out/SHA256SUMS
else
    cp out/awk.wasm.gz "$HERE/awk.wasm.gz"
    cp out/SHA256SUMS "$HERE/SHA256SUMS"
    log "updated $HERE/awk.wasm.gz and $HERE/SHA256SUMS"
    cat out/SHA256SUMS
fi
