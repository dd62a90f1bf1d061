# One image for both processes:
#   api    (default CMD)  node backend/dist/main.js    - HTTP on $PORT (3000), serves /api and frontend/dist
#   worker                node backend/dist/worker.js  - BullMQ workers, no HTTP, any number of copies

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
# The lockfile and the root package.json `allowScripts` policy are npm 11 features;
# the npm bundled with Node 20 (10.x) would ignore the policy and run every install script.
ARG NPM_VERSION=11.19.1
RUN npm install -g npm@${NPM_VERSION} && npm cache clean --force
WORKDIR /app

# --- all dependencies (dev included) for the build -----------------------------------------
FROM base AS deps
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY packages/api-types/package.json packages/api-types/
# The lockfile may lack optional native builds for other platforms (see .ci/run); then npm ci
# refuses it and npm install resolves the same versions.
RUN npm ci || npm install --no-audit --no-fund

# --- build: vite -> frontend/dist, tsc -> backend/dist --------------------------------------
FROM deps AS build
COPY . .
RUN npm run build

# --- production dependencies only ------------------------------------------------------------
FROM base AS prod-deps
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY packages/api-types/package.json packages/api-types/
RUN (npm ci --omit=dev || npm install --omit=dev --no-audit --no-fund) && npm cache clean --force

# --- runtime ------------------------------------------------------------------------------------
FROM base AS runtime
# In its container the api listens on every interface (outside one it defaults to 127.0.0.1).
# Two malloc arenas: glibc's default (8 per core) keeps freed image buffers, 487–503 MiB against
# 337–340 MiB after 16 parallel 50-megapixel uploads (docs/operations.md, "Memory of the api").
ENV NODE_ENV=production HOST=0.0.0.0 MALLOC_ARENA_MAX=2
# package.json files + node_modules (root and any nested workspace node_modules)
COPY --from=prod-deps /app ./
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
# Uploads on local disk (UPLOAD_DIR), the one folder the process writes; a volume mounted here keeps
# the ownership. With several api instances use an S3 bucket instead (S3_BUCKET).
RUN mkdir -p /data/uploads && chown 1000:1000 /data/uploads
# The code stays root-owned and read-only for the process. 1000:1000 is the `node` user of the
# official image; numeric so Kubernetes `runAsNonRoot` can verify it.
USER 1000:1000
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
