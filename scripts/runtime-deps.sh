#!/bin/sh
# Installs the cms's production packages into the current folder (the Dockerfile's runtime-deps stage, and
# scripts/measure-image.sh, which rebuilds the image's file system without Docker, both run this).
# Expects package.json, package-lock.json, cms/package.json and packages/contract/package.json in place, and
# prune-runtime.sh beside this script.
# The web app's workspace is left out (its pages are prebuilt and the server-rendering entry is one self-contained
# bundle), CKEditor is a dev dependency (it lives in the built admin panel), and no dev or build tools of ours are
# installed; versions come from package-lock.json. Install scripts are skipped (the contract's build needs dev tools;
# its output comes from the build stage); better-sqlite3 carries its native module in its package (prebuilds/).
set -eu
node -e "const fs=require('fs');const p=JSON.parse(fs.readFileSync('package.json'));p.workspaces=['packages/*','cms'];delete p.scripts.postinstall;fs.writeFileSync('package.json',JSON.stringify(p,null,2))"
npm install --omit=dev --ignore-scripts --no-audit --no-fund
sh "$(dirname "$0")/prune-runtime.sh"
npm cache clean --force
