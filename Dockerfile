# Souscrire's production image, made of the bundle only: run `pnpm bundle` first (it writes dist/release/ and
# its test runs that folder from a copy, with node alone), then `docker build -t souscrire .`. Nothing is built
# or installed here, so nothing in the image goes untested. docs/operations.md says how to run it.
#
# Stage 1 takes the bundle and checks that its operator tool runs on this image's Node.
FROM node:24-bookworm-slim AS bundle
WORKDIR /app
COPY dist/release/ ./
RUN node souscrire-core.mjs help > /dev/null

# Stage 2: the bundle, owned by root and read-only to the service, which runs as the image's unprivileged user
# `node`; it writes only in /app/data (the PGlite folder, when DATABASE_URL is not set).
FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=bundle /app/ ./
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 4000 5173 5174
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["node", "healthcheck.mjs"]
# `node start.mjs core` (or journey, customer-space) runs one part per container; operator commands run as
# `docker run --rm ... node souscrire-core.mjs migrate`.
CMD ["node", "start.mjs"]
