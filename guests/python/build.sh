#!/usr/bin/env bash
# Rebuild the CPython guest (python.wasm.gz, stdlib.zip, SHA256SUMS) from
# Debian source packages on a Debian 12 (bookworm) machine.
#
#   guests/python/build.sh           clean rebuild, then copy the artefacts here
#   guests/python/build.sh --check   clean rebuild, then compare with SHA256SUMS
#                                    (exit 1 and show the difference on mismatch)
#
# Everything happens in $SBX_PY_BUILD (default /tmp/sbx-guest-build/python).
# Verified downloads in $SBX_PY_BUILD/src are kept between runs; every build
# directory is recreated. Needs root for apt-get (only when a package is
# missing). The machine's apt configuration is never changed: the trixie
# source packages come through a private source list in the scratch dir.
#
# SBX_PY_STAGES (default: all of them, in order) runs a subset, for work on
# the recipe: setup fetch extract native deps cpython reactor stdlib package.
set -euo pipefail

# ---------------------------------------------------------------- pins ----
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
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
  -DSQLITE_NOHAVE_SYSTEM -DSQLITE_MAX_MMAP_SIZE=0 -DSQLITE_ENABLE_LOCKING_STYLE=0
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
'
# The reactor: 8 MiB stack placed first (an overflow traps instead of
# corrupting data), the exports of guests/ABI.md, initial memory as CPython's
# own python.wasm (20 MiB).
REACTOR_CFLAGS="-O2 -DNDEBUG $PREFIX_MAP $SRC_MAP"
REACTOR_LDFLAGS="-mexec-model=reactor -z stack-size=8388608 -Wl,--stack-first
  -Wl,--initial-memory=20971520 -Wl,--export=malloc -Wl,--export=free
  -Wl,--export=__stack_pointer"
WASM_OPT_FLAGS="-O2 --strip-debug --strip-producers"

# What is left out of the stdlib zip (paths relative to lib/python3.13).
STDLIB_DROP="idlelib tkinter turtle.py turtledemo ensurepip lib2to3 pydoc_data
  __phello__ config-3.13-wasm32-wasi site-packages/README.txt"

ARTEFACTS="python.wasm.gz stdlib.zip SHA256SUMS"

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

# debian_uri SUITE: the first URI (and signed-by keyring) the machine's apt
# sources use for SUITE, as "URI KEYRING".
debian_uri() {
	local suite=$1 f
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -e "$f" ] || continue
		awk -v want="$suite" 'BEGIN { RS = ""; FS = "\n" }
		{
			uri = ""; suites = ""; key = ""
			for (i = 1; i <= NF; i++) {
				if ($i ~ /^URIs:/)      { uri = $i; sub(/^URIs:[ \t]*/, "", uri); sub(/[ \t].*/, "", uri) }
				if ($i ~ /^Suites:/)    { suites = " " $i " " }
				if ($i ~ /^Signed-By:/) { key = $i; sub(/^Signed-By:[ \t]*/, "", key) }
			}
			if (uri != "" && index(suites, " " want " ")) { print uri, key; exit }
		}' "$f"
	done
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
		[ -e "$f" ] || continue
		awk -v want="$suite" '$1 == "deb" || $1 == "deb-src" {
			key = ""; i = 2
			if ($2 ~ /^\[/) {
				for (; i <= NF; i++) {
					if ($i ~ /signed-by=/) { key = $i; sub(/.*signed-by=/, "", key); sub(/\]$/, "", key) }
					if ($i ~ /\]$/) { i++; break }
				}
			}
			if ($(i + 1) == want) { print $i, key; exit }
		}' "$f"
	done
}

# ---------------------------------------------------------------- fetch ---
stage_fetch() {
	local codename main sec key list lists
	codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
	main=$(debian_uri "$codename" | head -n 1)
	sec=$(debian_uri "$codename-security" | head -n 1)
	[ -n "$main" ] || die "no apt source for $codename found in /etc/apt"
	key=${main#* }
	[ -f "$key" ] || key=/usr/share/keyrings/debian-archive-keyring.gpg
	mkdir -p "$S/apt/lists/partial" "$S/src"
	list="$S/apt/sources.list"
	{
		echo "deb-src [signed-by=$key] ${main%% *} $SRC_SUITE main"
		[ -z "$sec" ] || echo "deb-src [signed-by=$key] ${sec%% *} $SRC_SUITE-security main"
	} >"$list"
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
	# The same libraries CPython links its own python.wasm with.
	libs="$(makevar LIBS) $(makevar MODLIBS) $(makevar SYSLIBS)"
	echo "link libraries: $libs" >>"$S/logs/reactor.log"
	(cd "$b" && run reactor $CC $REACTOR_LDFLAGS -o "$o/python-debug.wasm" "$o/sbx_python.o" \
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
	# make them independent of both.
	sed -i -e "s|$S|/sbx-build|g" -e "s|$HERE|/sbx-src|g" "$lib"/_sysconfigdata_*.py
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

# --------------------------------------------------------------- package --
stage_package() {
	local out="$S/out"
	cp "$S/reactor/python.wasm" "$out/python.wasm"
	gzip -9 -n -c "$out/python.wasm" >"$out/python.wasm.gz"
	(cd "$out" && sha256sum python.wasm python.wasm.gz stdlib.zip >SHA256SUMS)
	log "artefacts in $out:"
	(cd "$out" && ls -l python.wasm python.wasm.gz stdlib.zip && cat SHA256SUMS) >&2
}

# ------------------------------------------------------------------ main --
mode=install
case "${1:-}" in
"") ;;
--check) mode=check ;;
-h | --help) sed -n '2,18p' "$0"; exit 0 ;;
*) die "unknown argument $1 (use --check or nothing)" ;;
esac

start=$(date +%s)
mkdir -p "$S/logs"
stages=${SBX_PY_STAGES:-setup fetch extract native deps cpython reactor stdlib package}
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
