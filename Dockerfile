# The production image: the built web app, the compiled cms and the built Strapi admin panel, served
# by one Strapi process on port 1337. Used by docker-compose.yml (two replicas behind nginx).
#
# Node 22 LTS at an exact version. To pin by content as well, append the digest that
# `docker buildx imagetools inspect node:22.23.3-bookworm-slim` prints (…-bookworm-slim@sha256:…).
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

# ── build: install everything, build web + cms + admin ───────────────────────────────────────
FROM ${NODE_IMAGE} AS build
# No compiler: every native module ships its binary inside its npm package (better-sqlite3 13, sharp, @node-rs).
ENV STRAPI_TELEMETRY_DISABLED=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /app
COPY package.json package-lock.json ./
COPY cms/package.json cms/
COPY web/package.json web/
# The shared contract is compiled by the install (postinstall), so its sources come first.
COPY packages/contract packages/contract
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web \
 && cd cms && NODE_ENV=production npx strapi build \
 && cd .. && rm -rf cms/node_modules web/node_modules

# ── runtime packages: the cms's production dependencies only ─────────────────────────────────
# scripts/runtime-deps.sh says what is installed and scripts/prune-runtime.sh what is then removed (the admin panel's
# bundlers, browser-only packages, files no program reads); scripts/measure-image.sh runs the same two scripts.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY cms/package.json cms/
COPY packages/contract/package.json packages/contract/
COPY scripts/runtime-deps.sh scripts/prune-runtime.sh /tmp/image/
RUN sh /tmp/image/runtime-deps.sh

# ── runtime system files: the Node image with the PostgreSQL client, without npm, yarn and C headers ───────────
FROM ${NODE_IMAGE} AS runtime-base
COPY scripts/runtime-base.sh /tmp/
RUN sh /tmp/runtime-base.sh && rm /tmp/runtime-base.sh

# ── runtime ───────────────────────────────────────────────────────────────────────────────────
# The stage above as one layer: files it removed from the Node image's layers are then really gone from the image.
FROM scratch
COPY --from=runtime-base / /
# The heap limit keeps V8's heap growth near 1.5× the live heap (see CMS_HEAP_MB in .env.example).
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_ENV=production HOST=0.0.0.0 PORT=1337 STRAPI_TELEMETRY_DISABLED=true NODE_OPTIONS=--max-old-space-size=512
WORKDIR /app
COPY --from=runtime-deps /app /app
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/cms cms
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/scripts scripts
# The only places the app writes: uploads (a volume), backups (a volume), the SQLite file when used.
RUN mkdir -p cms/public/uploads cms/.tmp backups \
 && chown -R node:node cms/public cms/.tmp backups
USER node
WORKDIR /app/cms
EXPOSE 1337
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||1337)+'/_health').then(r=>process.exit(r.status<400?0:1),()=>process.exit(1))"
CMD ["node", "server.mjs"]
