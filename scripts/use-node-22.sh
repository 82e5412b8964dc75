# Source this file (bash): it puts Node.js 22 LTS first on PATH.
#   source scripts/use-node-22.sh
# When the `node` on PATH is older than 22, it installs the official Node 22 binary from the npm registry
# (scripts/node-from-registry.sh) once and uses that. npm itself is the machine's own: it runs on whichever node is
# first on PATH.
hmti_node_major() { node -p 'process.versions.node.split(".")[0]' 2> /dev/null || echo 0; }
if [ "$(hmti_node_major)" -lt 22 ]; then
  if hmti_bin="$(bash "$(dirname "${BASH_SOURCE[0]}")/node-from-registry.sh" 22)"; then
    export PATH="$hmti_bin:$PATH"
    hash -r
  fi
  unset hmti_bin
fi
if [ "$(hmti_node_major)" -lt 22 ]; then
  echo "use-node-22: Node 22 is not on PATH ($(node --version 2> /dev/null || echo none))" >&2
  unset -f hmti_node_major
  return 1 2> /dev/null || exit 1
fi
unset -f hmti_node_major
