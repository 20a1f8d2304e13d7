#!/usr/bin/env bash
# The npm distribution as someone without Go gets it: make dist's linux/amd64
# packages (@sbx-sandbox/sbx and @sbx-sandbox/linux-x64) packed with npm pack,
# installed from those tarball files into an empty directory by npm --offline with
# an empty npm cache (so no registry is asked for anything), then
# `npx sbx run python -c 'print(6*7)'` there on an empty sbx cache must print 42,
# and, when SBX_INSPECTOR names the MCP Inspector, the Inspector CLI must get 42
# from run_code through the form README gives MCP hosts, `npx -y @sbx-sandbox/sbx serve`.
# Usage: .ci/npm-check.sh [DIST]   (DIST: make dist's output, dist by default)
set -euo pipefail
dist=$(cd "${1:-dist}" && pwd)
test -x "$dist/npm/@sbx-sandbox/linux-x64/bin/sbx" || { echo "npm-check: no $dist/npm/@sbx-sandbox/linux-x64: run make dist first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/packs" "$work/app" "$work/npm-cache" "$work/sbx-cache"
export npm_config_cache="$work/npm-cache" npm_config_offline=true npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
start=$(date +%s)
for pkg in sbx linux-x64; do
	npm pack --silent --pack-destination "$work/packs" "$dist/npm/@sbx-sandbox/$pkg" >/dev/null
done
ls -l "$work/packs" >&2
cd "$work/app"
echo '{"name": "npm-check", "private": true}' >package.json
npm install --no-audit --no-fund --offline --loglevel=error "$work"/packs/*.tgz
npm ls --all >&2
test -x node_modules/@sbx-sandbox/linux-x64/bin/sbx
out=$(XDG_CACHE_HOME="$work/sbx-cache" npx --offline sbx run python -c 'print(6*7)')
[ "$out" = 42 ] || { echo "npm-check: npx sbx run printed '$out', want 42" >&2; exit 1; }
XDG_CACHE_HOME="$work/sbx-cache" npx --offline sbx version >&2
echo "npm-check: npx sbx run python -c 'print(6*7)' printed 42 (install and first run: $(( $(date +%s) - start )) s)" >&2
if [ -n "${SBX_INSPECTOR:-}" ]; then
	# shellcheck disable=SC2086 # SBX_INSPECTOR is "[NODE] COMMAND"
	# The Inspector hands the server only the variables -e names (and PATH, HOME).
	res=$($SBX_INSPECTOR --cli -e npm_config_offline=true -e "npm_config_cache=$work/npm-cache" \
		-e "XDG_CACHE_HOME=$work/sbx-cache" -e SBX_RUN_SERVER=off npx -y @sbx-sandbox/sbx serve \
		--method tools/call --tool-name run_code --tool-arg language=python 'code=print(6*7)')
	case $res in
	*'"stdout": "42\n"'*) echo "npm-check: the MCP Inspector's CLI got 42 from run_code over npx -y @sbx-sandbox/sbx serve" >&2 ;;
	*) echo "npm-check: the MCP Inspector's CLI over npx -y @sbx-sandbox/sbx serve got: $res" >&2; exit 1 ;;
	esac
fi
