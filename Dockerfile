# The production image: the built web app, the compiled cms and the built Strapi admin panel, served
# by one Strapi process on port 1337. Used by docker-compose.yml (two replicas behind nginx).

# ── build: install everything, build web + cms + admin, then drop dev-only packages ─────────────
FROM node:22-bookworm-slim AS build
# better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
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
 && cd .. && npm prune --omit=dev --no-audit --no-fund

# ── runtime ───────────────────────────────────────────────────────────────────────────────────
FROM node:22-bookworm-slim
# pg_dump / pg_restore for `npm run backup` / `npm run restore` (Debian bookworm ships client 15,
# so the PostgreSQL server must be 15 or older — docker-compose.yml uses postgres:15).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
# The heap limit keeps V8's heap growth near 1.5× the live heap (see CMS_HEAP_MB in .env.example).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=1337 STRAPI_TELEMETRY_DISABLED=true NODE_OPTIONS=--max-old-space-size=512
WORKDIR /app
COPY --from=build /app /app
# The only places the app writes: uploads (a volume), backups (a volume), the SQLite file when used.
RUN mkdir -p cms/public/uploads cms/.tmp backups \
 && chown -R node:node cms/public cms/.tmp backups
USER node
WORKDIR /app/cms
EXPOSE 1337
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||1337)+'/_health').then(r=>process.exit(r.status<400?0:1),()=>process.exit(1))"
CMD ["node", "/app/node_modules/@strapi/strapi/bin/strapi.js", "start"]
