# Sourced by the guests' recipes (*/build.sh): Debian's archive as this
# machine's apt configuration names it, so that no recipe names a mirror of
# its own and each fetches from wherever the machine's apt does.
# SBX_DEBIAN_MIRROR, a Debian mirror's URI, overrides it (for a machine
# whose apt has no Debian source, such as Ubuntu's).

# debian_uri SUITE prints "URI KEYRING" of each of the machine's apt sources
# for SUITE (deb822 .sources first, then one-line .list files); KEYRING is
# its Signed-By file, or empty.
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

# debian_list TYPE SUITE... prints an apt source list of TYPE (deb or
# deb-src), component main, for each SUITE (trixie, trixie-updates,
# trixie-security) at the URIs the machine uses for its own release's
# suites: SUITE-security at its security archive's (left out if it has
# none), the others at its main archive's.
debian_list() {
	local type=$1 codename main sec suite src uri key
	shift
	codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
	if [ -n "${SBX_DEBIAN_MIRROR:-}" ]; then
		main="$SBX_DEBIAN_MIRROR " sec=
	else
		main=$(debian_uri "$codename" | head -n 1)
		sec=$(debian_uri "$codename-security" | head -n 1)
	fi
	if [ -z "$main" ]; then
		echo "no Debian source for ${codename:-this system} in /etc/apt: add one, or set SBX_DEBIAN_MIRROR to a Debian mirror's URI" >&2
		return 1
	fi
	for suite; do
		case $suite in
		*-security) src=$sec ;;
		*) src=$main ;;
		esac
		[ -n "$src" ] || continue
		uri=${src%% *} key=${src#* }
		[ -f "$key" ] || key=/usr/share/keyrings/debian-archive-keyring.gpg
		echo "$type [signed-by=$key] $uri $suite main"
	done
}
