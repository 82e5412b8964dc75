# Source this file (bash): it puts Node.js 22 LTS first on PATH.
#   source scripts/use-node-22.sh
# When the `node` on PATH is older than 22, it installs the official Node 22 binary from the npm registry's
# node-linux-<arch> package (the registry is the only place it downloads from) into
# ${XDG_CACHE_HOME:-$HOME/.cache}/hmti-node/<version>, once, and uses that. npm itself is the machine's own: it runs on
# whichever node is first on PATH.
hmti_node_major() { node -p 'process.versions.node.split(".")[0]' 2> /dev/null || echo 0; }
if [ "$(hmti_node_major)" -lt 22 ]; then
  case "$(uname -m)" in
    x86_64) hmti_arch=x64 ;;
    aarch64 | arm64) hmti_arch=arm64 ;;
    *)
      echo "use-node-22: no node-linux package for $(uname -m); install Node 22 another way" >&2
      return 1 2> /dev/null || exit 1
      ;;
  esac
  hmti_version="$(npm view "node-linux-${hmti_arch}@22" version 2> /dev/null | tail -1 | sed -E "s/.*'([0-9.]+)'.*/\1/")"
  if [ -z "$hmti_version" ]; then
    echo "use-node-22: could not look up node-linux-${hmti_arch}@22 in the npm registry" >&2
    return 1 2> /dev/null || exit 1
  fi
  hmti_dir="${XDG_CACHE_HOME:-$HOME/.cache}/hmti-node/${hmti_version}"
  if [ ! -x "$hmti_dir/bin/node" ]; then
    echo "use-node-22: installing Node ${hmti_version} from the npm registry into ${hmti_dir}" >&2
    hmti_tmp="$(mktemp -d)"
    (cd "$hmti_tmp" && npm pack --silent "node-linux-${hmti_arch}@${hmti_version}" > /dev/null) &&
      mkdir -p "$hmti_dir" &&
      tar -xzf "$hmti_tmp"/node-linux-*.tgz -C "$hmti_dir" --strip-components=1
    rm -rf "$hmti_tmp"
  fi
  export PATH="$hmti_dir/bin:$PATH"
  hash -r
  unset hmti_arch hmti_version hmti_dir hmti_tmp
fi
if [ "$(hmti_node_major)" -lt 22 ]; then
  echo "use-node-22: Node 22 is not on PATH ($(node --version 2> /dev/null || echo none))" >&2
  unset -f hmti_node_major
  return 1 2> /dev/null || exit 1
fi
unset -f hmti_node_major
