# syntax=docker/dockerfile:1
# Hireway: one image for every app replica (docs/production.md, decision 0019). Built with the same npm scripts
# as `npm test`: `npm ci`, `npm run build`; the API's config reads every ENV below. apps/api/src/deploy/
# container.test.ts checks that (images cannot be pulled on the project's machines, so it is not built there).

# ---- build: every dependency, then the web app (client and server renderer) and the API bundle ----
FROM node:24-bookworm-slim AS build
# A C compiler for SQLite's ranking extension (apps/api/native, decision 0038), built into apps/api/dist/native.
RUN apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages/shared packages/shared
COPY apps/api apps/api
COPY apps/web apps/web
ENV NODE_ENV=production
RUN npm run build

# ---- production: production dependencies only, the built files, a non-root user ----
FROM node:24-bookworm-slim AS production
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    STORAGE_DIR=/data/uploads \
    TRUST_PROXY=true
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY --from=build /app/packages/shared/src packages/shared/src
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
VOLUME ["/data/uploads"]
# Liveness: GET /healthz never touches the database (readiness is /readyz, for the orchestrator or proxy).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same start as `npm start -w @hireway/api` (node dist/server.js): migrations run at start-up.
CMD ["npm", "run", "start", "-w", "@hireway/api"]
