#!/usr/bin/env bash
# Engines for the scale-out tests (broker's TestCluster*, TestS3Homes*):
# Debian's redis-server, and SeaweedFS's weed (its S3 gateway), built once
# from its Go module outside sbx's go.mod and cached by version in
# $SBX_ENGINES_CACHE (default ~/.cache/sbx-engines). Idempotent; prints the
# environment the tests read.
set -euo pipefail
export PATH=/usr/local/go/bin:$PATH
SEAWEEDFS_VERSION=v0.0.0-20261109003541-7506e5f91cd6
cache=${SBX_ENGINES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/sbx-engines}

command -v redis-server >/dev/null || {
	apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server >&2
}

weed=$cache/seaweedfs-$SEAWEEDFS_VERSION/weed
if [ ! -x "$weed" ]; then
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
	(
		cd "$work"
		go mod init sbx-engines/seaweedfs >&2
		go get "github.com/seaweedfs/seaweedfs/weed@$SEAWEEDFS_VERSION" >&2
		mkdir -p "$(dirname "$weed")"
		nice go build -trimpath -o "$weed.tmp" github.com/seaweedfs/seaweedfs/weed >&2
		mv "$weed.tmp" "$weed"
	)
fi
echo "export SBX_REDIS_SERVER=$(command -v redis-server)"
echo "export SBX_WEED=$weed"
