#!/usr/bin/env bash
# Rebuild the CPython guests from Debian packages on a Debian 12 (bookworm)
# machine: the plain interpreter (python.wasm.gz, stdlib.zip) and the imaging
# guest with Pillow built in (python-imaging.wasm.gz, pyimaging.zip), and
# SHA256SUMS for all of them.
#
#   guests/python/build.sh           clean rebuild, then copy the artefacts here
#   guests/python/build.sh --check   clean rebuild, then compare with SHA256SUMS
#                                    (exit 1 and show the difference on mismatch)
#
# Everything happens in $SBX_PY_BUILD (default /tmp/sbx-guest-build/python).
# Verified downloads in $SBX_PY_BUILD/src are kept between runs; every build
# directory is recreated. Needs root for apt-get (only when a package is
# missing). The machine's apt configuration is never changed: the trixie
# packages come through private source lists in the scratch dir. Nothing is
# read from anywhere but Debian's archive (guests/README.md, Provenance).
#
# SBX_PY_STAGES (default: all of them, in order) runs a subset, for work on
# the recipe: setup fetch extract native deps cpython reactor stdlib (the
# plain guest), imgdeps pillow imgreactor imglib (the imaging guest, which
# needs libpython3.13.a, the WASI install and the build python of the first
# ones), package.
set -euo pipefail

# ---------------------------------------------------------------- pins ----
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../debian.sh"
S=${SBX_PY_BUILD:-/tmp/sbx-guest-build/python}

# Debian suite the sources come from, and the toolchain this was pinned with
# (bookworm packages; a different version only triggers a warning, and
# --check will then show whether the output changed).
SRC_SUITE=trixie
APT_PACKAGES="clang-16 lld-16 llvm-16 wasi-libc libclang-rt-16-dev-wasm32 binaryen wabt
  dpkg-dev tcl gcc make libc6-dev pkg-config zlib1g-dev xz-utils bzip2 gzip coreutils"
TOOLCHAIN_PINS="clang-16=1:16.0.6-15~deb12u1 lld-16=1:16.0.6-15~deb12u1
  llvm-16=1:16.0.6-15~deb12u1 libclang-rt-16-dev-wasm32=1:16.0.6-15~deb12u1
  wasi-libc=0.0~git20220510.9886d3d-2 binaryen=108-1 zlib1g-dev=1:1.2.13.dfsg-1"

PY_VERSION=3.13.5
PY_DEB=3.13.5-2+deb13u5
# Debian's upstream backports and security fixes; the Debian layout and
# packaging patches earlier in the series are not applied.
PY_PATCHES="revert-logger-disable.diff
  CVE-2025-11468.patch CVE-2025-12084.patch CVE-2025-13462.patch CVE-2025-13836.patch
  CVE-2025-13837.patch CVE-2025-6069.patch CVE-2025-6075.patch CVE-2025-8194.patch
  CVE-2025-8291.patch CVE-2025-15282.patch CVE-2026-0672.patch CVE-2026-0865.patch
  CVE-2026-1299.patch CVE-2026-2297.patch CVE-2026-3446.patch CVE-2026-4224.patch
  CVE-2026-3644.patch CVE-2026-4519.patch CVE-2026-6019.patch CVE-2026-6019-2.patch
  CVE-2026-6100.patch ssl-sni-crash.patch ssl-reference-leak.patch
  dict-use-after-free.patch traverse-managed-dicts.patch CVE-2026-1502.patch
  CVE-2026-3276.patch CVE-2026-7774.patch CVE-2026-8328.patch CVE-2026-9669.patch
  CVE-2026-6879.patch CVE-2026-0864.patch CVE-2026-4360.patch CVE-2026-11940.patch
  CVE-2026-11972.patch"
# Build timestamp baked into sys.version (__DATE__/__TIME__ honour it) and
# used for every zip entry: the date of the Debian changelog entry of $PY_DEB
# (Mon, 10 Aug 2026 14:06:59 +0200).
export SOURCE_DATE_EPOCH=1786363619

ZLIB_DEB=1:1.3.dfsg+really1.3.1-1
ZLIB_TAR=zlib_1.3.dfsg+really1.3.1.orig.tar.gz
ZLIB_DIR=zlib-1.3.1
SQLITE_DEB=3.46.1-7+deb13u2
SQLITE_DIR=sqlite3-3.46.1
SQLITE_PATCHES="41-fix_a_bug_in_the_NOT_NULL-IS_NULL_optimization.patch
  50-CVE-2025-29087.patch 51-CVE-2025-29088.patch 52-CVE-2025-6965.patch
  53-CVE-2025-7709.patch 54-CVE-2026-11822_CVE-2026-11824.patch"
BZIP2_DEB=1.0.8-6
BZIP2_DIR=bzip2-1.0.8
XZ_DEB=5.8.1-1+deb13u1
XZ_DIR=xz-5.8.1
XZ_PATCHES="0001-liblzma-Fix-a-buffer-overflow-in-lzma_index_append.patch"

# sha256 of every file used from the source packages.
SHA256S="
93e583f243454e6e9e4588ca2c2662206ad961659863277afcdb96801647d640  python3.13_3.13.5.orig.tar.xz
a51f456e654ce2c9b40cc1db8005e5041cdb0b2c3aa96ab0871c49fe95280366  python3.13_3.13.5-2+deb13u5.debian.tar.xz
60dd315c07f616887caa029408308a018ace66e3d142726a97db164b3b8f69fb  zlib_1.3.dfsg+really1.3.1.orig.tar.gz
9ed525955ce9fb0c1b39be8ff98f73450dbfc6305a9a27e6149c8972d38a0a9e  zlib_1.3.dfsg+really1.3.1-1.debian.tar.xz
d0cdd2ece271b29e7ce18095745d892517ee26d0f270065b3a25c2e9eb11639c  sqlite3_3.46.1.orig.tar.xz
59d33bc436258603702bb051d645743ab03612b82f79e7c7d638c65127c21261  sqlite3_3.46.1-7+deb13u2.debian.tar.xz
ab5a03176ee106d3f0fa90e381da478ddae405918153cca248e682cd0c4a2269  bzip2_1.0.8.orig.tar.gz
648ed0dac9a041ba6951e0cca521628aa39947cefee78139f7b934a5dc502095  bzip2_1.0.8-6.debian.tar.bz2
0b54f79df85912504de0b14aec7971e3f964491af1812d83447005807513cd9e  xz-utils_5.8.1.orig.tar.xz
0e48427971a9ce674ddbba26e34ac1dd009c683f3816ce17852d99dc7b0a8e46  xz-utils_5.8.1-1+deb13u1.debian.tar.xz
"

# Compilers and flags. The prefix maps remove the scratch and checkout paths
# from anything compiled (file names in asserts, debug info before
# stripping). CPython is configured through a relative path for the same
# reason: getpath.c embeds the source directory (VPATH).
CLANG=clang-16
WASI_TARGET=wasm32-wasi
PREFIX_MAP="-ffile-prefix-map=$S=/sbx-build"
SRC_MAP="-ffile-prefix-map=$HERE=/sbx-src"
DEP_CFLAGS="-O2 $PREFIX_MAP $SRC_MAP"
SQLITE_DEFS="-DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_OMIT_WAL
  -DSQLITE_DEFAULT_UNIX_VFS=\"unix\" -DSQLITE_NOHAVE_SYSTEM -DSQLITE_MAX_MMAP_SIZE=0 -DSQLITE_ENABLE_LOCKING_STYLE=0
  -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_MATH_FUNCTIONS -DSQLITE_DQS=0
  -D_WASI_EMULATED_GETPID -D_WASI_EMULATED_SIGNAL -D_WASI_EMULATED_PROCESS_CLOCKS"
PY_CONFIGURE_FLAGS="--host=wasm32-wasip1 --prefix=/usr/local --disable-test-modules
  --without-ensurepip"
# Appended to CPython's Tools/wasm/config.site-wasm32-wasi.
CONFIG_SITE_EXTRA='
# wazero rejects absolute-time clock subscriptions in poll_oneoff, which
# wasi-libc uses for clock_nanosleep(TIMER_ABSTIME): time.sleep() would fail
# with ENOTSUP. Make CPython use nanosleep().
ac_cv_func_clock_nanosleep=no
ac_cv_lib_rt_clock_nanosleep=no
# wasi-libc 20220510 has no <pthread.h>, so configure never sizes pthread_t
# and thread.c stops with "Unsupported SIZEOF_PTHREAD_T value".
ac_cv_have_pthread_t=yes
ac_cv_sizeof_pthread_t=4
# configure leaves pymalloc out on WASI, so every object went to dlmalloc
# (a fifth of a loop of integer additions was malloc and free). pymalloc
# takes its 256 KiB arenas (wasm32) from malloc: there is no mmap on WASI.
with_pymalloc=yes
'
# The reactor: 8 MiB stack placed first (an overflow traps instead of
# corrupting data), the exports of guests/ABI.md, initial memory as CPython's
# own python.wasm (20 MiB).
REACTOR_CFLAGS="-O2 -DNDEBUG $PREFIX_MAP $SRC_MAP"
REACTOR_LDFLAGS="-mexec-model=reactor -z stack-size=8388608 -Wl,--stack-first
  -Wl,--initial-memory=20971520 -Wl,--export=malloc -Wl,--export=free
  -Wl,--export=__stack_pointer"
WASM_OPT_FLAGS="-O2 --strip-debug --strip-producers --enable-bulk-memory"

# What is left out of the stdlib zip (paths relative to lib/python3.13).
STDLIB_DROP="idlelib tkinter turtle.py turtledemo ensurepip lib2to3 pydoc_data
  __phello__ config-3.13-wasm32-wasi site-packages/README.txt"

# ------------------------------------------------------- imaging guest ----
# python-imaging.wasm: the same interpreter with Pillow's C modules linked in
# as built-in modules, and pyimaging.zip: Pillow's Python package and the
# pure-Python python-dateutil, pytz and six. All from Debian trixie: the orig
# (and debian) tarballs of the source packages, and for six, whose source
# files the archive does not serve, the binary package python3-six
# (architecture all: six.py as Debian installs it). Pinned by sha256 below.
PILLOW_VERSION=11.1.0
PILLOW_DEB=11.1.0-5+deb13u4
# Debian's security fixes; not its packaging and documentation patches.
PILLOW_PATCHES="CVE-2026-25990.patch CVE-2026-40192.patch CVE-2026-42308.patch CVE-2026-42310.patch
  CVE-2026-42311.patch CVE-2026-42310-fixup.patch"
# FreeType's debian.tar is not served, so none of its patches are applied.
FREETYPE_VERSION=2.13.3
FREETYPE_DEB=2.13.3+dfsg-1+deb13u2
# FreeType's base and every font module of its default ftmodule.h, one
# umbrella file each (docs/INSTALL.ANY); zlib is the reactor's own.
FREETYPE_SOURCES="base/ftsystem.c base/ftinit.c base/ftdebug.c base/ftbase.c base/ftbbox.c
  base/ftbdf.c base/ftbitmap.c base/ftcid.c base/ftfstype.c base/ftgasp.c base/ftglyph.c
  base/ftgxval.c base/ftmm.c base/ftotval.c base/ftpatent.c base/ftpfr.c base/ftstroke.c
  base/ftsynth.c base/fttype1.c base/ftwinfnt.c autofit/autofit.c bdf/bdf.c cff/cff.c
  cid/type1cid.c gzip/ftgzip.c lzw/ftlzw.c pcf/pcf.c pfr/pfr.c psaux/psaux.c
  pshinter/pshinter.c psnames/psnames.c raster/raster.c sdf/sdf.c sfnt/sfnt.c smooth/smooth.c
  svg/svg.c truetype/truetype.c type1/type1.c type42/type42.c winfonts/winfnt.c cache/ftcache.c"
DATEUTIL_DEB=2.9.0-4
PYTZ_DEB=2025.2-3
SIX_DEB=1.17.0-1
SIX_PKG=python3-six_${SIX_DEB}_all.deb
IMAGING_SHA256S="
0fc52818220b9c2208e635d495f6819826607a352c42d0b9524f51f2b8a1a82a  pillow_11.1.0.orig.tar.xz
999159999b639d23bbf44d65ec9531b9178a1f817960b2eb800d5d4928323f5e  pillow_11.1.0-5+deb13u4.debian.tar.xz
686ec73cbf6783b245dd068a09ce807b729ac0f8a46dd70f7867923c32fdf4de  freetype_2.13.3+dfsg.orig.tar.xz
78e73e19c63f5b20ffa567001531680d939dc042bf7850431877645523c66709  python-dateutil_2.9.0.orig.tar.gz
e5c7c4a3d06c6ba3cbde0f7a105d2316e60fb0ad9ea6ef1603a8bf659c21c2cf  python-tz_2025.2.orig.tar.xz
cd1caa92b2860d1de83311cb77f9fab1ee66034ef997cc436d41a1707458666d  python3-six_1.17.0-1_all.deb
"
# Same optimisation level and flags as the reactor's other C code.
IMAGING_CFLAGS="-O2 -DNDEBUG $PREFIX_MAP $SRC_MAP"
IMAGING_ARTEFACTS="python-imaging.wasm.gz pyimaging.zip"
# Where the host mounts pyimaging.zip (python.go's SitePackagesDir).
SITE_DIR=/usr/local/lib/python3.13/site-packages

ARTEFACTS="python.wasm.gz stdlib.zip $IMAGING_ARTEFACTS SHA256SUMS"

# ------------------------------------------------------------- helpers ----
log() { printf '[%s] %s\n' "$(date +%T)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

# run STAGE CMD...: run a command with its output in $S/logs/STAGE.log,
# showing the end of the log if it fails.
run() {
	local name=$1; shift
	mkdir -p "$S/logs"
	if ! "$@" >>"$S/logs/$name.log" 2>&1; then
		tail -n 40 "$S/logs/$name.log" >&2
		die "$name failed (full log: $S/logs/$name.log)"
	fi
}

wasi_env() {
	export CC="$CLANG --target=$WASI_TARGET --sysroot=$S/sysroot"
	export CPP="$CC -E"
	export CXX="clang++-16 --target=$WASI_TARGET --sysroot=$S/sysroot"
	export AR=llvm-ar-16 RANLIB=llvm-ranlib-16 LD=wasm-ld-16 NM=llvm-nm-16
	export PKG_CONFIG_PATH="" PKG_CONFIG_LIBDIR="$S/deps/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR=""
}

# ---------------------------------------------------------------- setup ---
stage_setup() {
	local missing=()
	for p in $APT_PACKAGES; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
	done
	if ((${#missing[@]})); then
		log "installing ${missing[*]}"
		[ "$(id -u)" = 0 ] || die "need root to install: ${missing[*]}"
		apt-get -o DPkg::Lock::Timeout=600 update
		DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y \
			--no-install-recommends "${missing[@]}"
	fi
	for pin in $TOOLCHAIN_PINS; do
		local have
		have=$(dpkg-query -W -f='${Version}' "${pin%%=*}" 2>/dev/null || true)
		[ "$have" = "${pin#*=}" ] || log "warning: ${pin%%=*} is $have, pinned ${pin#*=}"
	done
}

# ---------------------------------------------------------------- fetch ---
stage_fetch() {
	local list lists
	mkdir -p "$S/apt/lists/partial" "$S/src"
	list="$S/apt/sources.list"
	debian_list deb-src "$SRC_SUITE" "$SRC_SUITE-security" >"$list" || die "no Debian mirror to fetch the sources from"
	APT_OPTS=(-o "Dir::Etc::SourceList=$list" -o Dir::Etc::SourceParts=/dev/null
		-o "Dir::State::Lists=$S/apt/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
		-o APT::Sandbox::User=root)
	if ! (cd "$S/src" && echo "$SHA256S" | grep . | sha256sum --quiet -c - >/dev/null 2>&1); then
		log "fetching $SRC_SUITE source packages via $list"
		run fetch apt-get "${APT_OPTS[@]}" update
		(cd "$S/src" && run fetch apt-get "${APT_OPTS[@]}" source --download-only \
			"python3.13=$PY_DEB" "zlib=$ZLIB_DEB" "sqlite3=$SQLITE_DEB" \
			"bzip2=$BZIP2_DEB" "xz-utils=$XZ_DEB")
	fi
	(cd "$S/src" && echo "$SHA256S" | grep . | sha256sum --strict -c -) >"$S/logs/sha256.log" 2>&1 ||
		{ cat "$S/logs/sha256.log" >&2; die "source checksum mismatch"; }
	log "sources verified ($(echo "$SHA256S" | grep -c .) files)"
}

# untar TARBALL DEST: extract into DEST.
untar() { mkdir -p "$2" && tar -xf "$S/src/$1" -C "$2"; }

# patch_series DIR DEBIANDIR PATCHES: apply quilt patches from a Debian tree.
patch_series() {
	local dir=$1 deb=$2 p
	shift 2
	for p in $*; do
		patch -d "$dir" -p1 -s --no-backup-if-mismatch <"$deb/debian/patches/$p" ||
			die "patch $p does not apply in $dir"
	done
}

stage_extract() {
	rm -rf "$S/tree" && mkdir -p "$S/tree"
	untar "python3.13_$PY_VERSION.orig.tar.xz" "$S/tree"
	untar "python3.13_$PY_DEB.debian.tar.xz" "$S/tree/python3.13-debian"
	patch_series "$S/tree/Python-$PY_VERSION" "$S/tree/python3.13-debian" $PY_PATCHES
	untar "$ZLIB_TAR" "$S/tree"
	untar "sqlite3_${SQLITE_DEB%-*}.orig.tar.xz" "$S/tree"
	untar "sqlite3_$SQLITE_DEB.debian.tar.xz" "$S/tree/sqlite3-debian"
	patch_series "$S/tree/$SQLITE_DIR" "$S/tree/sqlite3-debian" $SQLITE_PATCHES
	untar "bzip2_${BZIP2_DEB%-*}.orig.tar.gz" "$S/tree"
	untar "xz-utils_${XZ_DEB%-*}.orig.tar.xz" "$S/tree"
	untar "xz-utils_$XZ_DEB.debian.tar.xz" "$S/tree/xz-debian"
	patch_series "$S/tree/$XZ_DIR" "$S/tree/xz-debian" $XZ_PATCHES
	# A sysroot holding only wasi-libc, so that configure cannot find the
	# host's headers (bzlib.h, ...) in /usr/include.
	rm -rf "$S/sysroot" && mkdir -p "$S/sysroot/include" "$S/sysroot/lib"
	ln -s /usr/include/wasm32-wasi "$S/sysroot/include/wasm32-wasi"
	ln -s /usr/lib/wasm32-wasi "$S/sysroot/lib/wasm32-wasi"
}

# ---------------------------------------------------------------- native --
# The build python: same source, built for the host. configure insists on
# the exact same version for cross builds. Also used to compile the .pyc
# files and to write the zip.
stage_native() {
	rm -rf "$S/native" && mkdir -p "$S/native"
	log "native build python (configure + make)"
	(cd "$S/native" && run native env -i PATH=/usr/bin:/bin HOME=/nonexistent \
		"$S/tree/Python-$PY_VERSION/configure" --prefix="$S/native-prefix" --without-ensurepip \
		--disable-test-modules)
	(cd "$S/native" && run native env -i PATH=/usr/bin:/bin HOME=/nonexistent make -j"$(nproc)")
}

# ------------------------------------------------------------------ deps --
stage_deps() {
	wasi_env
	rm -rf "$S/deps" "$S/depbuild" && mkdir -p "$S/deps/include" "$S/deps/lib" "$S/depbuild"
	local o f

	log "zlib"
	o="$S/depbuild/zlib" && mkdir -p "$o"
	for f in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast \
		inflate inftrees trees uncompr zutil; do
		run deps $CC $DEP_CFLAGS -DHAVE_UNISTD_H -DHAVE_STDARG_H \
			-c "$S/tree/$ZLIB_DIR/$f.c" -o "$o/$f.o"
	done
	(cd "$o" && run deps $AR rcs "$S/deps/lib/libz.a" adler32.o compress.o crc32.o deflate.o \
		gzclose.o gzlib.o gzread.o gzwrite.o infback.o inffast.o inflate.o inftrees.o trees.o \
		uncompr.o zutil.o)
	cp "$S/tree/$ZLIB_DIR/zlib.h" "$S/tree/$ZLIB_DIR/zconf.h" "$S/deps/include/"

	log "bzip2"
	o="$S/depbuild/bzip2" && mkdir -p "$o"
	for f in blocksort huffman crctable randtable compress decompress bzlib; do
		run deps $CC $DEP_CFLAGS -c "$S/tree/$BZIP2_DIR/$f.c" -o "$o/$f.o"
	done
	(cd "$o" && run deps $AR rcs "$S/deps/lib/libbz2.a" blocksort.o huffman.o crctable.o \
		randtable.o compress.o decompress.o bzlib.o)
	cp "$S/tree/$BZIP2_DIR/bzlib.h" "$S/deps/include/"

	log "sqlite3 (amalgamation built with host tools)"
	o="$S/depbuild/sqlite3" && mkdir -p "$o"
	(cd "$o" && run deps env -i PATH=/usr/bin:/bin "$S/tree/$SQLITE_DIR/configure" --disable-tcl)
	(cd "$o" && run deps env -i PATH=/usr/bin:/bin make sqlite3.c sqlite3.h)
	run deps $CC $DEP_CFLAGS -include "$HERE/shims/sqlite_wasi.h" $SQLITE_DEFS \
		-c "$o/sqlite3.c" -o "$o/sqlite3.o"
	(cd "$o" && run deps $AR rcs "$S/deps/lib/libsqlite3.a" sqlite3.o)
	cp "$o/sqlite3.h" "$S/deps/include/"

	log "liblzma"
	o="$S/depbuild/xz" && mkdir -p "$o"
	local build
	build=$(env -i PATH=/usr/bin:/bin "$S/tree/$XZ_DIR/build-aux/config.guess")
	(cd "$o" && run deps "$S/tree/$XZ_DIR/configure" --host=wasm32-unknown-wasi --build="$build" \
		--disable-threads --disable-xz --disable-xzdec --disable-lzmadec --disable-lzmainfo \
		--disable-lzma-links --disable-scripts --disable-doc --disable-nls --enable-static \
		--disable-shared CFLAGS="$DEP_CFLAGS -D_WASI_EMULATED_SIGNAL -include $HERE/shims/xz_wasi.h")
	(cd "$o" && run deps make -C src/liblzma -j"$(nproc)")
	cp "$o/src/liblzma/.libs/liblzma.a" "$S/deps/lib/"
	cp -r "$S/tree/$XZ_DIR/src/liblzma/api/lzma.h" "$S/tree/$XZ_DIR/src/liblzma/api/lzma" "$S/deps/include/"
}

# --------------------------------------------------------------- cpython --
stage_cpython() {
	local src="$S/tree/Python-$PY_VERSION" b="$S/wasi-build" build
	rm -rf "$b" "$S/install" && mkdir -p "$b"
	build=$(env -i PATH=/usr/bin:/bin "$src/config.guess")
	{ cat "$src/Tools/wasm/config.site-wasm32-wasi"; echo "$CONFIG_SITE_EXTRA"; } >"$S/config.site-wasi"
	wasi_env
	log "cpython configure"
	# Relative on purpose: see PREFIX_MAP.
	(cd "$b" && CONFIG_SITE="$S/config.site-wasi" CFLAGS="$PREFIX_MAP" \
		ZLIB_CFLAGS="-I$S/deps/include" ZLIB_LIBS="-L$S/deps/lib -lz" \
		LIBSQLITE3_CFLAGS="-I$S/deps/include" LIBSQLITE3_LIBS="-L$S/deps/lib -lsqlite3" \
		BZIP2_CFLAGS="-I$S/deps/include" BZIP2_LIBS="-L$S/deps/lib -lbz2" \
		LIBLZMA_CFLAGS="-I$S/deps/include" LIBLZMA_LIBS="-L$S/deps/lib -llzma" \
		run cpython "../tree/Python-$PY_VERSION/configure" -C --build="$build" \
		--with-build-python="$S/native/python" \
		$PY_CONFIGURE_FLAGS)
	log "cpython make"
	(cd "$b" && run cpython make -j"$(nproc)")
	(cd "$b" && run cpython make install DESTDIR="$S/install")
	grep -A3 'The necessary bits to build these optional modules were not found' "$S/logs/cpython.log" >&2 || true
}

# --------------------------------------------------------------- reactor --
# makevar NAME: a variable of CPython's generated Makefile.
makevar() {
	make -s -C "$S/wasi-build" --no-print-directory -f Makefile \
		-f <(printf 'print-var:\n\t@echo $(%s)\n' "$1") print-var
}

stage_reactor() {
	local src="$S/tree/Python-$PY_VERSION" b="$S/wasi-build" o="$S/reactor" libs
	rm -rf "$o" && mkdir -p "$o"
	wasi_env
	log "reactor"
	run reactor $CC $REACTOR_CFLAGS -I"$src/Include" -I"$b" -c "$HERE/kernel/sbx_python.c" \
		-o "$o/sbx_python.o"
	run reactor $CC $REACTOR_CFLAGS -mbulk-memory -c "$HERE/../wasi/bulk_memory.c" -o "$o/bulk_memory.o"
	# The same libraries CPython links its own python.wasm with.
	libs="$(makevar LIBS) $(makevar MODLIBS) $(makevar SYSLIBS)"
	echo "link libraries: $libs" >>"$S/logs/reactor.log"
	(cd "$b" && run reactor $CC $REACTOR_LDFLAGS -o "$o/python-debug.wasm" "$o/sbx_python.o" "$o/bulk_memory.o" \
		"$b/libpython3.13.a" $libs)
	run reactor llvm-strip-16 -o "$o/python-stripped.wasm" "$o/python-debug.wasm"
	run reactor wasm-opt $WASM_OPT_FLAGS "$o/python-stripped.wasm" -o "$o/python.wasm"
	run reactor wasm-validate "$o/python.wasm"
}

# ---------------------------------------------------------------- stdlib --
stage_stdlib() {
	local lib="$S/stdlib/lib/python3.13" p
	rm -rf "$S/stdlib" && mkdir -p "$S/stdlib/lib"
	cp -a "$S/install/usr/local/lib/python3.13" "$S/stdlib/lib/"
	find "$lib" -depth -type d \( -name __pycache__ -o -name test -o -name tests -o -name idle_test \) \
		-exec rm -rf {} +
	for p in $STDLIB_DROP; do rm -rf "${lib:?}/$p"; done
	find "$lib" -type f ! \( -name '*.py' -o -name '*.txt' -o -name '*.json' \) -print >"$S/logs/stdlib-other.txt"
	# The build paths recorded by sysconfig are scratch and checkout paths:
	# make them independent of both (the checkout first: it may lie inside
	# the scratch directory).
	sed -i -e "s|$HERE|/sbx-src|g" -e "s|$S|/sbx-build|g" "$lib"/_sysconfigdata_*.py
	mkdir -p "$lib/lib-dynload" "$lib/site-packages"
	log "compiling .pyc"
	# Hash-based, never re-checked (the tree is read-only); a fixed hash seed
	# keeps set and frozenset constants in a stable order.
	run stdlib env -i PATH=/usr/bin:/bin PYTHONHASHSEED=0 "$S/native/python" -E -s -m compileall \
		-q -j 1 -o 0 --invalidation-mode unchecked-hash -s "$lib" -p /usr/local/lib/python3.13 "$lib"
	log "writing stdlib.zip"
	mkdir -p "$S/out"
	run stdlib env -i PATH=/usr/bin:/bin PYTHONHASHSEED=0 SOURCE_DATE_EPOCH="$SOURCE_DATE_EPOCH" \
		"$S/native/python" -E -s "$HERE/mkzip.py" "$lib" "$S/out/stdlib.zip"
}

# ------------------------------------------------------------ imgdeps ----
# The imaging guest's sources and pure-Python packages.
D="$S/imaging"
WASI_EXT_SUFFIX=.cpython-313-wasm32-wasi.so

fetch_imaging_sources() {
	local p
	if ! (cd "$S/src" && echo "$IMAGING_SHA256S" | grep . | sha256sum --quiet -c - >/dev/null 2>&1); then
		[ -f "$S/apt/sources.list" ] || stage_fetch
		log "fetching $SRC_SUITE packages for the imaging guest"
		# The .dsc files and FreeType's debian.tar are not needed, so a
		# failure to get them is not an error here; the checksums below
		# decide.
		(cd "$S/src" && for p in "pillow=$PILLOW_DEB" "freetype=$FREETYPE_DEB" \
			"python-dateutil=$DATEUTIL_DEB" "python-tz=$PYTZ_DEB"; do
			apt-get "${APT_OPTS[@]}" source --download-only "$p" >>"$S/logs/imgdeps.log" 2>&1 || true
		done)
		# six: the binary package, through the same mirrors' binary indices.
		mkdir -p "$S/apt/lists-bin/partial"
		sed 's/^deb-src /deb /' "$S/apt/sources.list" >"$S/apt/binary.list"
		local bin=(-o "Dir::Etc::SourceList=$S/apt/binary.list" -o Dir::Etc::SourceParts=/dev/null
			-o "Dir::State::Lists=$S/apt/lists-bin" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
			-o APT::Sandbox::User=root)
		run imgdeps apt-get "${bin[@]}" update
		(cd "$S/src" && run imgdeps apt-get "${bin[@]}" download "python3-six=$SIX_DEB")
	fi
	(cd "$S/src" && echo "$IMAGING_SHA256S" | grep . | sha256sum --strict -c -) >"$S/logs/sha256-imaging.log" 2>&1 ||
		{ cat "$S/logs/sha256-imaging.log" >&2; die "imaging guest source checksum mismatch"; }
	log "imaging guest sources verified ($(echo "$IMAGING_SHA256S" | grep -c .) files)"
}

stage_imgdeps() {
	local t
	APT_OPTS=(-o "Dir::Etc::SourceList=$S/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
		-o "Dir::State::Lists=$S/apt/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
		-o APT::Sandbox::User=root)
	fetch_imaging_sources

	rm -rf "$D" && mkdir -p "$D/tree" "$D/site"
	for t in "python-dateutil_${DATEUTIL_DEB%-*}.orig.tar.gz" "python-tz_${PYTZ_DEB%-*}.orig.tar.xz"; do
		tar -xf "$S/src/$t" -C "$D/tree"
	done
	dpkg-deb -x "$S/src/$SIX_PKG" "$D/tree/python3-six"

	# Pure-Python packages (dateutil imports six).
	cp "$D/tree/python3-six/usr/lib/python3/dist-packages/six.py" "$D/site/"
	cp -a "$D/tree/python-dateutil-${DATEUTIL_DEB%-*}/src/dateutil" "$D/site/"
	cp -a "$D/tree/python-tz-${PYTZ_DEB%-*}/src/pytz" "$D/site/"
	# Debian's pytz uses the system's /usr/share/zoneinfo (the tree has a
	# symlink there); the guest gets its own, compiled from the tz source
	# in the same tarball, as pytz's release does (fat TZif: pytz reads the
	# version 1 data).
	local tz="$D/tree/python-tz-${PYTZ_DEB%-*}/tz"
	rm -f "$D/site/pytz/zoneinfo"
	(cd "$tz" && run imgdeps zic -b fat -d "$D/site/pytz/zoneinfo" africa antarctica asia australasia \
		europe northamerica southamerica etcetera backward factory)
	cp "$tz/zone.tab" "$tz/zone1970.tab" "$tz/iso3166.tab" "$D/site/pytz/zoneinfo/"
	# pytz's release appends the zone lists to pytz/__init__.py
	# (gen_tzinfo.py's add_allzones; Debian's package computes them from
	# the system instead); the aliases come from the tz source's backward.
	cat >"$D/pytz_lists.py" <<-PY
	import re, sys
	sys.path.insert(0, "${tz%/tz}")
	import gen_tzinfo as g
	g.zoneinfo = "$D/site/pytz/zoneinfo"
	def links():
	    l = {}
	    for line in open("$tz/backward"):
	        m = re.search(r"^\s*Link\s+([\w/\-]+)\s+([\w/\-]+)", line)
	        if m:
	            l[m.group(2)] = m.group(1)
	    return l
	g.links = links
	g.add_allzones("$D/site/pytz/__init__.py")
	PY
	run imgdeps env -i PATH=/usr/bin:/bin PYTHONHASHSEED=0 "$S/native/python" -E -s "$D/pytz_lists.py"
}

# ---------------------------------------------------------------- pillow --
# Pillow's C modules, compiled as setup.py would (its module and file
# lists, the features found here: zlib and FreeType), each archived as
# $D/pillow-build/PIL/NAME.cpython-313-wasm32-wasi.so with its static
# libraries in NAME.so.libs, which imaging_modules reads; its Python package
# goes into $D/site.
stage_pillow() {
	local src="$D/tree/pillow-$PILLOW_VERSION" ft="$D/tree/freetype-$FREETYPE_VERSION" b="$D/pillow-build"
	local f imaging=()
	[ -d "$D/site" ] || die "pillow installs next to the pure-Python packages: run the imgdeps stage first"
	rm -rf "$b" "$src" "$ft" "$D/tree/pillow-debian" "$D/site/PIL"
	mkdir -p "$b/freetype" "$b/PIL"
	tar -xf "$S/src/pillow_$PILLOW_VERSION.orig.tar.xz" -C "$D/tree"
	untar "pillow_$PILLOW_DEB.debian.tar.xz" "$D/tree/pillow-debian"
	patch_series "$src" "$D/tree/pillow-debian" $PILLOW_PATCHES
	tar -xf "$S/src/freetype_${FREETYPE_DEB%-*}.orig.tar.xz" -C "$D/tree"
	for f in "$HERE"/patches/freetype-*.patch; do
		patch -d "$ft" -p1 -s --no-backup-if-mismatch <"$f" || die "$f does not apply"
	done
	wasi_env

	log "freetype"
	for f in $FREETYPE_SOURCES; do
		run pillow $CC $IMAGING_CFLAGS -DFT2_BUILD_LIBRARY -DFT_CONFIG_OPTION_SYSTEM_ZLIB \
			-I"$HERE/shims/setjmp" -I"$ft/include" -I"$S/deps/include" -c "$ft/src/$f" -o "$b/freetype/${f//\//_}.o"
	done
	(cd "$b/freetype" && run pillow $AR rcs "$b/libfreetype.a" $(ls | LC_ALL=C sort))

	log "pillow"
	for f in decode encode map display outline path; do imaging+=("src/$f.c"); done
	for f in $(sed -n '/^_LIB_IMAGING = (/,/^)/p' "$src/setup.py" | grep -o '"[A-Za-z0-9_]*"' | tr -d '"'); do
		imaging+=("src/libImaging/$f.c")
	done
	pillow_module _imaging "" src/_imaging.c "${imaging[@]}"
	pillow_module _imagingmath "" src/_imagingmath.c
	pillow_module _imagingmorph "" src/_imagingmorph.c
	pillow_module _imagingft "$b/libfreetype.a" src/_imagingft.c
	cp -a "$src/src/PIL" "$D/site/PIL"
}

# pillow_module NAME LIBS SOURCE...: compile one of Pillow's modules (the
# defines of its setup.py for what is built here) into the archive PIL.NAME.
pillow_module() {
	local name=$1 libs=$2 o="$D/pillow-build/PIL/$1.so.p" f objs=()
	shift 2
	mkdir -p "$o"
	for f in "$@"; do
		run pillow $CC $IMAGING_CFLAGS -DHAVE_LIBZ -DPILLOW_VERSION="\"$PILLOW_VERSION\"" \
			-D_WASI_EMULATED_SIGNAL -D_WASI_EMULATED_PROCESS_CLOCKS -D_WASI_EMULATED_GETPID \
			"-DPyInit_$name=PyInit_PIL__$name" -I"$S/install/usr/local/include/python3.13" \
			-I"$S/deps/include" -I"$HERE/shims/setjmp" -I"$D/tree/freetype-$FREETYPE_VERSION/include" \
			-I"$D/tree/pillow-$PILLOW_VERSION/src/libImaging" -c "$D/tree/pillow-$PILLOW_VERSION/$f" \
			-o "$o/$(basename "${f%.c}").o"
		objs+=("$o/$(basename "${f%.c}").o")
	done
	run pillow $AR rcs "$D/pillow-build/PIL/$name$WASI_EXT_SUFFIX" "${objs[@]}"
	printf '%s\n' $libs >"$D/pillow-build/PIL/$name$WASI_EXT_SUFFIX.libs"
}

# ------------------------------------------------------------ imgreactor --
# imaging_modules: "dotted.name archive" for every extension module the
# pillow stage made, sorted.
imaging_modules() {
	local b="$D/pillow-build" rel f
	(cd "$b" && find . -name "*$WASI_EXT_SUFFIX" -type f ! -path '*.p/*') | LC_ALL=C sort | while read -r rel; do
		rel=${rel#./}
		f=${rel%"$WASI_EXT_SUFFIX"}
		echo "${f//\//.} $b/$rel"
	done
}

stage_imgreactor() {
	local src="$S/tree/Python-$PY_VERSION" b="$S/wasi-build" o="$D/reactor" libs mod ar archives=() n=0
	rm -rf "$o" && mkdir -p "$o"
	wasi_env
	log "imaging reactor"
	{
		echo "/* Generated by guests/python/build.sh: the imaging guest's built-in modules. */"
		imaging_modules | while read -r mod ar; do echo "extern PyObject *PyInit_${mod//./__}(void);"; done
		echo "static struct _inittab sbx_imaging_inittab[] = {"
		imaging_modules | while read -r mod ar; do echo "	{\"$mod\", PyInit_${mod//./__}},"; done
		echo "	{NULL, NULL}"
		echo "};"
	} >"$o/sbx_imaging_inittab.h"
	while read -r mod ar; do
		archives+=("$ar")
		n=$((n + 1))
	done < <(imaging_modules)
	((n)) || die "no extension modules built (run the pillow stage first)"
	# The static libraries the modules were linked with (FreeType), once each.
	while read -r ar; do archives+=("$ar"); done < <(cat "${archives[@]/%/.libs}" | grep . | LC_ALL=C sort -u)
	printf '%s\n' "${archives[@]}" >"$o/archives.txt"
	log "$n extension modules"
	run imgreactor $CC $REACTOR_CFLAGS -DSBX_IMAGING -I"$o" -I"$src/Include" -I"$b" \
		-c "$HERE/kernel/sbx_python.c" -o "$o/sbx_python.o"
	run imgreactor $CC $REACTOR_CFLAGS -mbulk-memory -c "$HERE/../wasi/bulk_memory.c" -o "$o/bulk_memory.o"
	libs="$(makevar LIBS) $(makevar MODLIBS) $(makevar SYSLIBS)"
	(cd "$b" && run imgreactor $CC $REACTOR_LDFLAGS -o "$o/python-imaging-debug.wasm" \
		"$o/sbx_python.o" "$o/bulk_memory.o" "${archives[@]}" "$b/libpython3.13.a" $libs \
		-lwasi-emulated-signal -lwasi-emulated-process-clocks -lwasi-emulated-getpid)
	run imgreactor llvm-strip-16 -o "$o/python-imaging-stripped.wasm" "$o/python-imaging-debug.wasm"
	run imgreactor wasm-opt $WASM_OPT_FLAGS "$o/python-imaging-stripped.wasm" -o "$o/python-imaging.wasm"
	run imgreactor wasm-validate "$o/python-imaging.wasm"
}

# --------------------------------------------------------------- imglib --
# pyimaging.zip: Pillow's Python package, dateutil, pytz and six, paths
# relative to SitePackagesDir, without test suites, stubs or C sources.
stage_imglib() {
	local site="$D/zip/site-packages"
	rm -rf "$D/zip" && mkdir -p "$D/zip"
	cp -a "$D/site" "$site"
	find "$site" \( -name '*.pyi' -o -name py.typed -o -name '*.c' -o -name '*.h' \) -type f -delete
	find "$site" -depth -type d \( -name __pycache__ -o -name tests \) -exec rm -rf {} +
	find "$site" -depth -type d -empty -delete
	log "compiling .pyc for pyimaging.zip"
	run imglib env -i PATH=/usr/bin:/bin PYTHONHASHSEED=0 "$S/native/python" -E -s -m compileall \
		-q -j 1 -o 0 --invalidation-mode unchecked-hash -s "$site" -p "$SITE_DIR" "$site"
	mkdir -p "$S/out"
	run imglib env -i PATH=/usr/bin:/bin PYTHONHASHSEED=0 SOURCE_DATE_EPOCH="$SOURCE_DATE_EPOCH" \
		"$S/native/python" -E -s "$HERE/mkzip.py" "$site" "$S/out/pyimaging.zip"
}

# --------------------------------------------------------------- package --
stage_package() {
	local out="$S/out" files="python.wasm python.wasm.gz stdlib.zip"
	cp "$S/reactor/python.wasm" "$out/python.wasm"
	gzip -9 -n -c "$out/python.wasm" >"$out/python.wasm.gz"
	[ -f "$D/reactor/python-imaging.wasm" ] && [ -f "$out/pyimaging.zip" ] ||
		die "no imaging guest built (run the stages imgdeps pillow imgreactor imglib)"
	cp "$D/reactor/python-imaging.wasm" "$out/python-imaging.wasm"
	gzip -9 -n -c "$out/python-imaging.wasm" >"$out/python-imaging.wasm.gz"
	files="$files python-imaging.wasm python-imaging.wasm.gz pyimaging.zip"
	(cd "$out" && sha256sum $files >SHA256SUMS)
	log "artefacts in $out:"
	(cd "$out" && ls -l $files && cat SHA256SUMS) >&2
}

# ------------------------------------------------------------------ main --
mode=install
case "${1:-}" in
"") ;;
--check) mode=check ;;
-h | --help) sed -n '2,22p' "$0"; exit 0 ;;
*) die "unknown argument $1 (use --check or nothing)" ;;
esac

start=$(date +%s)
mkdir -p "$S/logs"
stages=${SBX_PY_STAGES:-setup fetch extract native deps cpython reactor stdlib imgdeps pillow imgreactor imglib package}
for st in $stages; do
	: >"$S/logs/$st.log"
	t0=$(date +%s)
	"stage_$st"
	log "stage $st: $(($(date +%s) - t0)) s"
done
log "build time: $(($(date +%s) - start)) s"

case " $stages " in *" package "*) ;; *) exit 0 ;; esac
if [ "$mode" = check ]; then
	if diff -u "$HERE/SHA256SUMS" "$S/out/SHA256SUMS"; then
		log "reproducible: the rebuild matches $HERE/SHA256SUMS"
	else
		die "the rebuild differs from $HERE/SHA256SUMS (artefacts in $S/out)"
	fi
else
	for a in $ARTEFACTS; do cp "$S/out/$a" "$HERE/$a"; done
	log "copied $ARTEFACTS to $HERE"
fi
