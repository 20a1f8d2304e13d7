#!/usr/bin/env bash
# Installs what the Kubernetes provider's API-level tests run against: Debian's
# etcd-server and a kube-apiserver built from the Go module proxy. The build goes
# through a wrapper module that pins k8s.io/kubernetes' staging modules (its own
# go.mod points them at ./staging, which the proxy's copy lacks) and takes about
# nine minutes on two cores, so the binary is cached outside the checkout, keyed
# by version: ${SBX_CACHE:-~/.cache/sbx}/kube/VERSION/kube-apiserver. Prints the
# directory holding kube-apiserver and etcd, for KUBEBUILDER_ASSETS.
set -euo pipefail
version=${SBX_KUBE_VERSION:-1.37.2}
staging=0.${version#1.}
dir=${SBX_CACHE:-$HOME/.cache/sbx}/kube/v$version
export PATH=/usr/local/go/bin:$PATH
command -v etcd >/dev/null || {
	apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends etcd-server >&2
}
if [ ! -x "$dir/kube-apiserver" ]; then
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
	mod=$(go mod download -json "k8s.io/kubernetes@v$version" | sed -n 's/^\t"GoMod": "\(.*\)",$/\1/p')
	{
		echo "module sbx.local/kubeapiserver"
		echo
		sed -n 's/^go \(.*\)$/go \1/p' "$mod"
		echo
		echo "require k8s.io/kubernetes v$version"
		echo
		sed -n 's#^\t\(k8s.io/[a-z0-9-]*\) => ./staging/.*#replace \1 => \1 v'"$staging"'#p' "$mod"
	} >"$work/go.mod"
	cat >"$work/tools.go" <<'GO'
//go:build tools

package tools

import _ "k8s.io/kubernetes/cmd/kube-apiserver"
GO
	(
		cd "$work"
		go mod tidy -e >/dev/null 2>&1 # fills go.sum; -e: the tools file is not built
		GOFLAGS=-mod=mod nice go build -trimpath -ldflags=-s -o "$work/kube-apiserver" k8s.io/kubernetes/cmd/kube-apiserver >&2
	)
	mkdir -p "$dir"
	mv "$work/kube-apiserver" "$dir/kube-apiserver"
fi
ln -sf "$(command -v etcd)" "$dir/etcd"
echo "$dir"
