#!/bin/bash
# Build the JavaScript guest (QuickJS as a WASI preview 1 reactor, see
# guests/ABI.md) from source on Debian 12 (bookworm).
#
#   guests/js/build.sh           rebuild and refresh js.wasm.gz and SHA256SUMS
#   guests/js/build.sh --check   rebuild in the scratch directory only and
#                                compare with the committed SHA256SUMS
#   guests/js/build.sh --native  build the same patched tree natively with the
#                                host's gcc (upstream Makefile, `make qjs`) and
#                                print the path of that qjs: what sbx bench
#                                compares the guest with. Cached in
#                                $XDG_CACHE_HOME/sbx, keyed by its inputs.
#
# SBX_JS_BUILD is the scratch directory (default /tmp/sbx-guest-build/js).
#
# The engine source is Debian trixie's source package "quickjs", fetched with
# apt-get through a private source list (the machine's apt configuration is
# not touched) and verified against the sha256 sums pinned below. The build
# is reproducible: two clean builds give byte-identical artefacts.
set -euo pipefail

# ---------------------------------------------------------------- pins
QJS_VERSION=2025-04-26                 # upstream QuickJS release (VERSION file)
DEB_SRC_PKG=quickjs
DEB_SRC_VERSION=2025.04.26-1           # Debian source package version
DEB_SRC_SUITE=trixie
ORIG_TARBALL=quickjs_2025.04.26.orig.tar.xz
ORIG_SHA256=ec81da5b3249ed648dbc7df4a1654988910e66a118d9b71cb63534216efcfbbe
DSC_FILE=quickjs_2025.04.26-1.dsc
DSC_SHA256=9dc1d44c9d68023ba42778f2263b25409e0037aefa32cd72a56420d2ed4fdc06
DEBIAN_TARBALL=quickjs_2025.04.26-1.debian.tar.xz
DEBIAN_SHA256=33e980d4737e83419ae2fb3c833a9d1813ee5edbf2e3da129a66f8bffac23862
SRC_DIR_NAME=quickjs-2025.04.26        # top directory of the orig tarball

# Debian 12 packages; the committed artefacts were built with these versions
APT_PACKAGES="clang-16 lld-16 llvm-16 wasi-libc libclang-rt-16-dev-wasm32 binaryen wabt dpkg-dev"
PINNED_TOOL_VERSIONS="clang-16=1:16.0.6-15~deb12u1 lld-16=1:16.0.6-15~deb12u1 wasi-libc=0.0~git20220510.9886d3d-2 libclang-rt-16-dev-wasm32=1:16.0.6-15~deb12u1 binaryen=108-1 wabt=1.0.32-1"

SCRATCH=${SBX_JS_BUILD:-/tmp/sbx-guest-build/js}  # the output does not depend on it (prefix map)
STACK_SIZE=8388608                     # 8 MiB shadow stack (-z stack-size)
JS_STACK_LIMIT=2097152                 # QuickJS's stack overflow check fires after 2 MiB of it:
                                       # wazero's native stack ceiling is the real limit (README)

CLANG=clang-16
HOST_CFLAGS="-O0 -g0 -fwrapv -funsigned-char -w"   # native compile_prelude tool (build time only)
STRIP=llvm-strip-16
WASM_OPT=wasm-opt
# sign-ext and mutable-globals; no SIMD (the loader refuses it), no threads.
# Bulk memory only in ../wasi/bulk_memory.c, the memcpy and memset every
# other object calls (see there).
TARGET_FLAGS="--target=wasm32-wasi -mcpu=generic"
CFLAGS="-O2 -g0 -fwrapv -funsigned-char -fno-ident -ffile-prefix-map=$SCRATCH=. -Wall -Wno-sign-compare -Wno-unused-parameter -Wno-missing-field-initializers"
QJS_DEFINES="-D_GNU_SOURCE -DCONFIG_VERSION=\"$QJS_VERSION\""
SBX_DEFINES="-DSBX_STACK_SIZE=$STACK_SIZE -DSBX_JS_STACK_LIMIT=$JS_STACK_LIMIT -DSBX_QUICKJS_VERSION=\"$QJS_VERSION\""
QJS_SOURCES="quickjs.c libregexp.c libunicode.c cutils.c dtoa.c"
LDFLAGS="-mexec-model=reactor -Wl,-z,stack-size=$STACK_SIZE -Wl,--stack-first -Wl,--export=malloc -Wl,--export=free -Wl,--export=__stack_pointer"
WASM_OPT_FLAGS="-O2 --mvp-features --enable-sign-ext --enable-mutable-globals --enable-bulk-memory"
export SOURCE_DATE_EPOCH=1745625600    # 2025-04-26T00:00:00Z
export LC_ALL=C TZ=UTC

# ---------------------------------------------------------------- setup
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../debian.sh"
CHECK=0 NATIVE=0
case "${1:-}" in
    --check) CHECK=1 ;;
    --native) NATIVE=1 ;;
    "") ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "usage: $0 [--check | --native]" >&2; exit 2 ;;
esac
T_START=$(date +%s)
log() { echo "build.sh: $*" >&2; }
die() { echo "build.sh: error: $*" >&2; exit 1; }

# The native build's home, keyed by the source, our patches, the compiler
# and the Makefile's flags.
if [ "$NATIVE" = 1 ]; then
    NATIVE_KEY=$( { echo "$ORIG_SHA256"; cat "$HERE"/patches/*.patch; gcc --version | head -n1; } | sha256sum | cut -c1-16)
    NATIVE_DIR=${XDG_CACHE_HOME:-$HOME/.cache}/sbx/qjs-native-$NATIVE_KEY
    if [ -x "$NATIVE_DIR/qjs" ]; then echo "$NATIVE_DIR/qjs"; exit 0; fi
    command -v gcc >/dev/null && command -v make >/dev/null || die "the native build needs gcc and make"
fi

# ---------------------------------------------------------------- toolchain
[ "$NATIVE" = 1 ] && APT_PACKAGES="dpkg-dev" PINNED_TOOL_VERSIONS=""
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
if ! sha_ok "dl/$ORIG_TARBALL" "$ORIG_SHA256" || ! sha_ok "dl/$DSC_FILE" "$DSC_SHA256" \
   || ! sha_ok "dl/$DEBIAN_TARBALL" "$DEBIAN_SHA256"; then
    # Debian's archive at the machine's own mirror (guests/debian.sh)
    log "fetching $DEB_SRC_PKG $DEB_SRC_VERSION ($DEB_SRC_SUITE) from the machine's Debian mirror"
    rm -rf apt && mkdir -p apt/lists/partial
    debian_list deb-src "$DEB_SRC_SUITE" > apt/sources.list || die "no Debian mirror to fetch $DEB_SRC_PKG from"
    APTO=(-o "Dir::Etc::SourceList=$SCRATCH/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
          -o "Dir::State::Lists=$SCRATCH/apt/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
          -o APT::Sandbox::User=root)
    apt-get "${APTO[@]}" -qq update
    (cd dl && apt-get "${APTO[@]}" -qq source --download-only "$DEB_SRC_PKG=$DEB_SRC_VERSION" >/dev/null)
fi
(cd dl && printf '%s  %s\n' "$ORIG_SHA256" "$ORIG_TARBALL" "$DSC_SHA256" "$DSC_FILE" \
    "$DEBIAN_SHA256" "$DEBIAN_TARBALL" | sha256sum -c --quiet -) || die "sha256 mismatch in the downloaded sources"

# pristine upstream tree + our patches (Debian's own patches only touch the Makefile)
rm -rf src && mkdir src
tar -xf "dl/$ORIG_TARBALL" -C src
[ "$(cat "src/$SRC_DIR_NAME/VERSION")" = "$QJS_VERSION" ] || die "unexpected VERSION in $ORIG_TARBALL"
patch -s -d "src/$SRC_DIR_NAME" -p1 < "$HERE/patches/quickjs-wasi.patch"
# BigInt.asUintN of a negative value wider than a limb (asUintN(64, -1n))
patch -s -d "src/$SRC_DIR_NAME" -p1 < "$HERE/patches/quickjs-bigint-asuintn.patch"

# ---------------------------------------------------------------- native
if [ "$NATIVE" = 1 ]; then
    rm -rf "$NATIVE_DIR.tmp" && mkdir -p "$(dirname "$NATIVE_DIR")"
    cp -a "src/$SRC_DIR_NAME" "$NATIVE_DIR.tmp"
    log "native qjs with $(gcc --version | head -n1)"
    make -C "$NATIVE_DIR.tmp" -j"$(nproc)" qjs >"$SCRATCH/native.log" 2>&1 ||
        { tail -n 30 "$SCRATCH/native.log" >&2; die "native build failed (log: $SCRATCH/native.log)"; }
    rm -rf "$NATIVE_DIR" && mv "$NATIVE_DIR.tmp" "$NATIVE_DIR"
    echo "$NATIVE_DIR/qjs"
    exit 0
fi

# ---------------------------------------------------------------- compile
rm -rf obj out host && mkdir -p obj out host
T_CC=$(date +%s)
# at most two compilers at a time (set -e stops the build if one fails)
running=()
bg() {
    "$@" &
    running+=($!)
    if [ ${#running[@]} -ge 2 ]; then wait "${running[0]}"; running=("${running[@]:1}"); fi
}
# prelude.js -> QuickJS bytecode (obj/prelude.h, with intl_data.txt), by a native build of the same engine tree
hsrc=""
for f in $QJS_SOURCES; do hsrc="$hsrc src/$SRC_DIR_NAME/$f"; done
bg $CLANG $HOST_CFLAGS $QJS_DEFINES -I"src/$SRC_DIR_NAME" -o host/compile_prelude \
    "$HERE/kernel/compile_prelude.c" $hsrc -lm -lpthread
for f in $QJS_SOURCES; do
    bg $CC $CFLAGS $QJS_DEFINES -c "src/$SRC_DIR_NAME/$f" -o "obj/${f%.c}.o"
done
for p in "${running[@]}"; do wait "$p"; done
host/compile_prelude "$HERE/kernel/prelude.js" "$HERE/kernel/intl_data.txt" obj/prelude.h
cp "$HERE/kernel/sbx_js.c" obj/sbx_js.c
(cd obj && $CC $CFLAGS $SBX_DEFINES -I"$SCRATCH/src/$SRC_DIR_NAME" -c sbx_js.c -o sbx_js.o)
cp "$HERE/../wasi/bulk_memory.c" obj/bulk_memory.c
(cd obj && $CC $CFLAGS -mbulk-memory -c bulk_memory.c -o bulk_memory.o)
log "compiled in $(( $(date +%s) - T_CC )) s"

# ---------------------------------------------------------------- link
objs=""
for f in $QJS_SOURCES; do objs="$objs obj/${f%.c}.o"; done
$CC $LDFLAGS -o out/js-debug.wasm obj/sbx_js.o obj/bulk_memory.o $objs
$STRIP -o out/js-stripped.wasm out/js-debug.wasm
$WASM_OPT $WASM_OPT_FLAGS out/js-stripped.wasm -o out/js.wasm
wasm-validate out/js.wasm
exports=$(wasm-objdump -x -j Export out/js.wasm)
for e in memory _initialize malloc free __stack_pointer sbx_init sbx_exec sbx_main sbx_interrupt; do
    echo "$exports" | grep -q "\"$e\"" || die "export $e is missing"
done
gzip -9 -n -c out/js.wasm > out/js.wasm.gz
(cd out && sha256sum js.wasm js.wasm.gz > SHA256SUMS)
log "js.wasm $(stat -c %s out/js.wasm) bytes, js.wasm.gz $(stat -c %s out/js.wasm.gz) bytes, $(( $(date +%s) - T_START )) s in total"

# ---------------------------------------------------------------- result
if [ "$CHECK" = 1 ]; then
    if ! cmp -s out/SHA256SUMS "$HERE/SHA256SUMS"; then
        echo "build.sh --check: the rebuilt artefacts differ from guests/js/SHA256SUMS" >&2
        diff -u "$HERE/SHA256SUMS" out/SHA256SUMS >&2 || true
        exit 1
    fi
    if ! (cd "$HERE" && sha256sum -c --quiet --ignore-missing SHA256SUMS) || [ ! -f "$HERE/js.wasm.gz" ]; then
        echo "build.sh --check: the committed js.wasm.gz does not match guests/js/SHA256SUMS" >&2
        exit 1
    fi
    log "check ok: rebuilt artefacts match SHA256SUMS"
    cat out/SHA256SUMS
else
    cp out/js.wasm.gz "$HERE/js.wasm.gz"
    cp out/SHA256SUMS "$HERE/SHA256SUMS"
    log "updated $HERE/js.wasm.gz and $HERE/SHA256SUMS"
    cat out/SHA256SUMS
fi
