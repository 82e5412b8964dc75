#!/usr/bin/env bash
# Prints the bin directory of the newest Node.js <major>.x, installing it first when this machine does not have it:
#   scripts/node-from-registry.sh 24
# The binary is the official one, from the npm registry's node-linux-<arch> package (the registry is the only place it
# downloads from), kept in ${XDG_CACHE_HOME:-$HOME/.cache}/hmti-node/<version>. scripts/use-node-22.sh uses it for the
# floor; `.ci/run` for the Node 24 pass of `npm test` (TEST_NODE24_DIR).
set -euo pipefail
major="${1:?usage: node-from-registry.sh <major>}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *)
    echo "node-from-registry: no node-linux package for $(uname -m); install Node ${major} another way" >&2
    exit 1
    ;;
esac
version="$(npm view "node-linux-${arch}@${major}" version 2> /dev/null | tail -1 | sed -E "s/.*'([0-9.]+)'.*/\1/")"
if [ -z "$version" ]; then
  echo "node-from-registry: could not look up node-linux-${arch}@${major} in the npm registry" >&2
  exit 1
fi
dir="${XDG_CACHE_HOME:-$HOME/.cache}/hmti-node/${version}"
if [ ! -x "$dir/bin/node" ]; then
  echo "node-from-registry: installing Node ${version} from the npm registry into ${dir}" >&2
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-${arch}@${version}" > /dev/null)
  mkdir -p "$dir"
  tar -xzf "$tmp"/node-linux-*.tgz -C "$dir" --strip-components=1
fi
echo "$dir/bin"
