#!/usr/bin/env bash
# Rebuild tzdata.zip, the IANA time-zone database the guests see read-only
# at /usr/share/zoneinfo, from Debian trixie's tzdata binary package.
#
#   guests/tzdata/build.sh           fetch, verify, rebuild tzdata.zip and SHA256SUMS
#   guests/tzdata/build.sh --check   rebuild into the scratch dir and compare
#
# The .deb comes through a private apt source list in the scratch dir
# ($SBX_TZ_BUILD, default /tmp/sbx-guest-build/tzdata): the machine's apt
# configuration is never changed. The zip holds every regular file of
# usr/share/zoneinfo, links stored as copies of their targets (localtime,
# which points at the host's /etc/localtime, left out), in name order with
# fixed times, so the same package always gives the same bytes.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$HERE/../debian.sh"
S=${SBX_TZ_BUILD:-/tmp/sbx-guest-build/tzdata}

TZ_DEB=2026f-0+deb13u1
DEB=tzdata_${TZ_DEB}_all.deb
DEB_SHA256=2c1c561091402883430d0d47c57a3c0aa00b44afc8a6239265065a87211a5c11

log() { printf '[%s] %s\n' "$(date +%T)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

fetch() {
	local list="$S/apt/sources.list"
	mkdir -p "$S/apt/lists/partial" "$S/src"
	if ! echo "$DEB_SHA256  $S/src/$DEB" | sha256sum --quiet -c - >/dev/null 2>&1; then
		debian_list deb trixie trixie-updates >"$list" || die "no Debian mirror to fetch tzdata from"
		local opts=(-o "Dir::Etc::SourceList=$list" -o Dir::Etc::SourceParts=/dev/null
			-o "Dir::State::Lists=$S/apt/lists" -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=
			-o APT::Sandbox::User=root)
		log "fetching tzdata $TZ_DEB via $list"
		apt-get "${opts[@]}" update >"$S/fetch.log" 2>&1 || { cat "$S/fetch.log" >&2; die "apt-get update failed"; }
		(cd "$S/src" && apt-get "${opts[@]}" download "tzdata=$TZ_DEB") >>"$S/fetch.log" 2>&1 ||
			{ cat "$S/fetch.log" >&2; die "apt-get download failed"; }
	fi
	echo "$DEB_SHA256  $S/src/$DEB" | sha256sum --strict -c - >/dev/null || die "$DEB: checksum mismatch"
}

package() {
	rm -rf "$S/x" "$S/out" && mkdir -p "$S/out"
	dpkg-deb -x "$S/src/$DEB" "$S/x"
	python3 - "$S/x/usr/share/zoneinfo" "$S/out/tzdata.zip" <<'PY'
import os, sys, zipfile
root, out = sys.argv[1], sys.argv[2]
names = []
for top, dirs, files in os.walk(root):
    for f in files:
        p = os.path.join(top, f)
        rel = os.path.relpath(p, root)
        if rel == "localtime" or not os.path.isfile(p):
            continue
        names.append(rel)
with zipfile.ZipFile(out, "w") as z:
    for rel in sorted(names):
        info = zipfile.ZipInfo(rel, date_time=(1980, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        with open(os.path.join(root, rel), "rb") as f:
            z.writestr(info, f.read(), compresslevel=9)
PY
	(cd "$S/out" && sha256sum tzdata.zip >SHA256SUMS)
}

fetch
package
if [ "${1:-}" = --check ]; then
	diff "$HERE/SHA256SUMS" "$S/out/SHA256SUMS" || die "tzdata.zip differs from the committed one"
	log "tzdata.zip matches SHA256SUMS"
else
	cp "$S/out/tzdata.zip" "$S/out/SHA256SUMS" "$HERE/"
	log "wrote tzdata.zip ($(stat -c %s "$HERE/tzdata.zip") bytes) and SHA256SUMS"
fi
