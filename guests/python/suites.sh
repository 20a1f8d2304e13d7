#!/usr/bin/env bash
# Prepare numpy's and pandas' own test suites for a run inside the data
# guest (guests/python/suites_test.go):
#
#   guests/python/suites.sh [DIR]     default DIR: $SBX_PY_BUILD/suites
#
# DIR gets
#   site/    numpy's and pandas' test directories (and conftest.py), from the
#            source tarballs build.sh pins, laid out as in site-packages: the
#            test mounts it over pydata.zip at python.DataDir, so the tests
#            import as numpy._core.tests.test_umath and so on; with the
#            patches in suites/patches applied
#   pylib/   pytest and what it and the conftest.py files import (pluggy,
#            iniconfig, packaging, hypothesis, attrs, sortedcontainers):
#            the Python files of Debian trixie's packages, for PYTHONPATH
#   conf/    numpy's pytest.ini and pandas' pyproject.toml, for pytest -c
#   logs/    (made by the Go test) each module's pytest output
#
# The versions and sha256 sums of the source tarballs are build.sh's (this
# script reads everything before build.sh's main section); the pytest
# packages are pinned below. Downloads are checked and kept in
# $SBX_PY_BUILD/src, like build.sh's; DIR is recreated on every run.
#
# The pytest packages are Debian's binary packages (architecture all: the
# packages' Python files with Debian's patches applied), not their source
# packages: the archive this machine uses serves the .orig tarballs of only
# three of the seven (hypothesis, packaging, sortedcontainers).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# Pins and helpers of build.sh (its part before "main" only defines them;
# without that line, sourcing it would run the whole build).
grep -q '^# -* main --$' "$here/build.sh" ||
	{ echo "suites.sh: build.sh has no '# --- main --' line to stop at" >&2; exit 1; }
# shellcheck source=build.sh
source <(sed '/^# -* main --$/,$d' "$here/build.sh")
HERE=$here

# Debian trixie packages (architecture all) with pytest and its imports.
SUITE_DEBS="
f933f7b38d1fd2c140684a44fecc7aa23cd6d08364604384c14c4cc21de8f8f9  python3-pytest_8.3.5-2_all.deb
d762a370c7c54046d991b3caa9095facbee5c54792e306b5f9e32455326f82bc  python3-pluggy_1.5.0-1_all.deb
c9226a32a78fa93f9e993a4ed77fcb3ceb23c21b9d75d7ea4dc77cb016ed0d83  python3-iniconfig_1.1.1-2_all.deb
d70c8469f6e9c6105e1ebcd3ebdc963f11dadbeddd89d2d1a2a3cb1c97d2ecbc  python3-packaging_25.0-1_all.deb
fc302cc434e7ea073641b5199cccd42301f98d40b2329a8febb56957c439f408  python3-hypothesis_6.130.5-2_all.deb
72cee7fff9e57e8410956e3071ffe910d9de14ddedf14d598a616319428b369c  python3-attr_25.3.0-1_all.deb
b00fd22e4fd50d8ba44442607fc3c737186082b16648d3995b2e4fca642f53e1  python3-sortedcontainers_2.4.0-2_all.deb
"
# The test directories taken from numpy's tree (pandas': all of pandas/tests).
NUMPY_TEST_DIRS="numpy/tests numpy/_core/tests numpy/lib/tests numpy/linalg/tests numpy/random/tests
  numpy/fft/tests numpy/ma/tests numpy/polynomial/tests numpy/matrixlib/tests numpy/testing/tests"

OUT=${1:-$S/suites}

# fetch_suite_debs: download the pinned packages through a private binary
# source list for trixie in the scratch dir (the machine's apt configuration
# is not changed), unless $S/src already has them.
fetch_suite_debs() {
	local codename main key arch d p pkgs=()
	if (cd "$S/src" 2>/dev/null && echo "$SUITE_DEBS" | grep . | sha256sum --quiet -c - >/dev/null 2>&1); then
		return 0
	fi
	codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
	main=$(debian_uri "$codename" | head -n 1)
	[ -n "$main" ] || die "no apt source for $codename found in /etc/apt"
	key=${main#* }
	[ -f "$key" ] || key=/usr/share/keyrings/debian-archive-keyring.gpg
	arch=$(dpkg --print-architecture)
	d="$S/apt-suites"
	mkdir -p "$d/lists/partial" "$S/src"
	echo "deb [signed-by=$key arch=$arch] ${main%% *} $SRC_SUITE main" >"$d/sources.list"
	local opts=(-o "Dir::Etc::SourceList=$d/sources.list" -o Dir::Etc::SourceParts=/dev/null
		-o "Dir::State::Lists=$d/lists" -o Dir::State::status=/dev/null -o Dir::Cache::pkgcache=
		-o Dir::Cache::srcpkgcache= -o APT::Sandbox::User=root -o Acquire::Languages=none)
	log "fetching the pytest packages from $SRC_SUITE via $d/sources.list"
	run suites apt-get "${opts[@]}" update
	for p in $(echo "$SUITE_DEBS" | awk 'NF { print $2 }'); do
		IFS=_ read -r name version _ <<<"$p"
		pkgs+=("$name=$version")
	done
	(cd "$S/src" && run suites apt-get "${opts[@]}" download "${pkgs[@]}")
}

mkdir -p "$S/logs" "$S/src"
: >"$S/logs/suites.log"
APT_OPTS=(-o "Dir::Etc::SourceList=$S/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
	-o "Dir::State::Lists=$S/apt/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
	-o APT::Sandbox::User=root)
fetch_data_sources
fetch_suite_debs
(cd "$S/src" && echo "$SUITE_DEBS" | grep . | sha256sum --strict -c -) >"$S/logs/sha256-suites.log" 2>&1 ||
	{ cat "$S/logs/sha256-suites.log" >&2; die "pytest package checksum mismatch"; }
log "pytest packages verified ($(echo "$SUITE_DEBS" | grep -c .) files)"

rm -rf "$OUT" && mkdir -p "$OUT/site" "$OUT/pylib" "$OUT/conf" "$OUT/tmp"
np="numpy-$NUMPY_VERSION" pd="pandas-$PANDAS_VERSION"
tar -xf "$S/src/$np.git.tar.gz" -C "$OUT/tmp" "$np/pytest.ini" "$np/numpy/conftest.py" \
	$(for t in $NUMPY_TEST_DIRS; do echo "$np/$t"; done)
tar -xf "$S/src/pandas_${PANDAS_DEB%-*}.orig.tar.xz" -C "$OUT/tmp" "$pd/pyproject.toml" \
	"$pd/pandas/conftest.py" "$pd/pandas/tests"
mv "$OUT/tmp/$np/numpy" "$OUT/tmp/$pd/pandas" "$OUT/site/"
mv "$OUT/tmp/$np/pytest.ini" "$OUT/conf/numpy.ini"
mv "$OUT/tmp/$pd/pyproject.toml" "$OUT/conf/pandas.toml"
# Our patches to the test files (suites/patches/*.patch, paths relative to
# site-packages).
for p in "$HERE"/suites/patches/*.patch; do
	patch -d "$OUT/site" -p1 -s --no-backup-if-mismatch <"$p" || die "$p does not apply"
done
for p in $(echo "$SUITE_DEBS" | awk 'NF { print $2 }'); do
	dpkg-deb -x "$S/src/$p" "$OUT/tmp/deb"
done
mv "$OUT/tmp/deb/usr/lib/python3/dist-packages/"* "$OUT/pylib/"
rm -rf "$OUT/tmp"
log "test suites in $OUT: $(find "$OUT/site" -name 'test_*.py' | wc -l) test files," \
	"$(find "$OUT/pylib" -name '*.py' | wc -l) pytest files"
