#!/bin/sh
# The runtime image's system files, made from the Node image (the Dockerfile's runtime-base stage, and
# scripts/measure-image.sh). Adds pg_dump / pg_restore for `node scripts/backup.mjs` / `node scripts/restore.mjs`
# (Debian bookworm ships client 15, so the PostgreSQL server must be 15 or older — docker-compose.yml uses
# postgres:15). Removes what only installs or compiles packages, which the runtime never does (its packages come
# installed and compiled from the runtime-deps stage, and it runs node directly, backups included): npm, npx,
# corepack, yarn, Node's C headers, and Node's docs.
set -eu
apt-get update
apt-get install -y --no-install-recommends postgresql-client
rm -rf /var/lib/apt/lists/*
rm -rf /usr/local/lib/node_modules /usr/local/include /usr/local/share/doc /usr/local/share/man \
  /usr/local/CHANGELOG.md /usr/local/README.md /opt/yarn-v* \
  /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg
