# syntax=docker/dockerfile:1
# The reference department API (apps/dept-api), for staging and demos. Build from the repository root:
#   docker build -f docker/dept-api.Dockerfile -t probation-dept-api:$(git rev-parse --short HEAD) .
# Runs as a non-root user on a read-only root filesystem. Writable paths, all volumes:
#   /data        embedded PGlite database (DATA_DIR) when DATABASE_URL is not set; the forms' private
#                attachments (ATTACHMENTS_DIR)
#   /cache       resized and converted images (MEDIA_CACHE_DIR)
#   /tmp         scratch space of Node and sharp
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# ---- the API's runtime dependencies (sharp's prebuilt binary for linux-x64 comes as an npm package)
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /repo
COPY package.json package-lock.json ./
COPY apps/dept-api/package.json apps/dept-api/
COPY packages/contract/package.json packages/contract/
COPY packages/metrics/package.json packages/metrics/
COPY packages/forms/package.json packages/forms/
COPY packages/i18n/package.json packages/i18n/
# Not `npm ci`: it fails on turbo's binaries for other platforms (see .ci/run). The lockfile is copied and used.
# DL3016 is about `npm install <package>`; `-w` names a workspace of this repository, pinned by the lockfile.
# hadolint ignore=DL3016
RUN npm install --omit=dev --no-audit --no-fund -w @probation/dept-api \
  && mkdir -p apps/dept-api/node_modules

# ---- the contract's generated code, which dept-api imports (src/generated is never in the build context)
FROM ${NODE_IMAGE} AS contract
WORKDIR /repo
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
# hadolint ignore=DL3016
RUN npm install --no-audit --no-fund -w @probation/contract
COPY packages/contract packages/contract
RUN npm run codegen -w @probation/contract

# ---- what runs
FROM ${NODE_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini=0.19.0-1 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    METRICS_PORT=9465 \
    DATA_DIR=/data/pglite \
    ATTACHMENTS_DIR=/data/attachments \
    MEDIA_DIR=/app/apps/dept-api/media \
    MEDIA_CACHE_DIR=/cache/media
WORKDIR /app
# Owned by root, run as `node`: the code and the demo media cannot be changed by the process that runs it.
COPY --from=runtime-deps /repo/node_modules ./node_modules
COPY --from=runtime-deps /repo/apps/dept-api/node_modules ./apps/dept-api/node_modules
COPY --from=contract /repo/packages/contract/package.json /repo/packages/contract/openapi.yaml ./packages/contract/
COPY --from=contract /repo/packages/contract/src ./packages/contract/src
COPY packages/metrics ./packages/metrics
COPY packages/forms/package.json ./packages/forms/package.json
COPY packages/forms/src ./packages/forms/src
COPY packages/i18n/package.json ./packages/i18n/package.json
COPY packages/i18n/src ./packages/i18n/src
COPY apps/dept-api/package.json ./apps/dept-api/package.json
COPY apps/dept-api/src ./apps/dept-api/src
COPY apps/dept-api/drizzle ./apps/dept-api/drizzle
COPY apps/dept-api/media ./apps/dept-api/media
COPY docker/healthcheck.js ./healthcheck.js
RUN mkdir -p /data /cache && chown 1000:1000 /data /cache
# The official image's `node` user, by number so Kubernetes can check runAsNonRoot.
USER 1000:1000
VOLUME ["/data", "/cache", "/tmp"]
EXPOSE 4000 9465
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 CMD ["node", "/app/healthcheck.js"]
# tini is PID 1: it passes SIGTERM on to Node (graceful shutdown) and reaps zombies.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/dept-api/src/main.ts"]
