# Shared by the image build scripts: sourced, not run.

# debian_mirror prints the first Debian mirror that apt on this machine is
# configured to use for SUITE (default bookworm), from sources.list or
# deb822 .sources files, so the builds use the same mirror apt does.
debian_mirror() {
	local suite=${1:-bookworm} f
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
		[ -r "$f" ] || continue
		case $f in
		*.sources)
			awk -v suite="$suite" '
				function flush() { if (uri != "" && deb && has) { print uri; found = 1; exit } uri = ""; deb = 0; has = 0 }
				/^[[:space:]]*$/ { flush(); next }
				/^[[:space:]]*#/ { next }
				tolower($1) == "types:" { for (i = 2; i <= NF; i++) if ($i == "deb") deb = 1 }
				tolower($1) == "uris:" { uri = $2 }
				tolower($1) == "suites:" { for (i = 2; i <= NF; i++) if ($i == suite) has = 1 }
				END { if (!found) flush() }' "$f"
			;;
		*)
			awk -v suite="$suite" '
				$1 == "deb" {
					i = 2
					if ($i ~ /^\[/) while ($i !~ /\]$/) i++
					if ($i ~ /^\[/ || $i ~ /\]$/) i++
					if ($(i + 1) == suite) { print $i; exit }
				}' "$f"
			;;
		esac
	done | head -n 1 | grep . || {
		echo "no apt source for $suite found in /etc/apt: add a Debian mirror for $suite" >&2
		return 1
	}
}

# need checks that each named command exists, naming the package that has it.
need() {
	local cmd=$1 pkg=$2
	command -v "$cmd" >/dev/null 2>&1 || {
		echo "$cmd not found: apt-get install -y $pkg" >&2
		exit 1
	}
}
