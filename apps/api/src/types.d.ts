import type { Authorization, Grant, PlatformSettings, UploadRule } from '@hireway/shared';
import type { Redis } from 'ioredis';

import type { Config } from './config/config';
import type { FileStorage } from './core/storage/file-storage';
import type { Database, Engine } from './db/database';
import type { TokenPurpose, TokenRow, UserRow } from './db/schema';
import type { AuthLimiters } from './plugins/rate-limit';
import type { Realtime } from './realtime/realtime';
import type { UploadedFile } from './plugins/multipart';

export interface Actor {
  user: UserRow;
  token: TokenRow;
  authorization: Authorization;
}

/** Allowed types (checked against the file's magic bytes, not its name) and size: from UPLOAD_RULES in shared. */
export type MultipartFileRule = UploadRule;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The primary: writes, and reads that must see them (anything a signed-in user does). */
    db: Database;
    /** Anonymous board reads: the read replicas in turn (DATABASE_REPLICA_URLS), or `db` without replicas. */
    readDb: Database;
    /** The background job runner's own connections (its own small pool on PostgreSQL). */
    jobsDb: Database;
    engine: Engine;
    redis: Redis | null;
    realtime: Realtime;
    authLimiters: AuthLimiters;
    lifecycle: { shuttingDown: boolean };
    /** Every uploaded file is written and read through this (local disk or S3). */
    storage: FileStorage;
  }

  interface FastifyRequest {
    actor: Actor | null;
    uploads: Map<string, UploadedFile>;
    /** Settings read once per request, lazily. */
    settings: () => Promise<PlatformSettings>;
  }

  interface FastifyContextConfig {
    /** public: no token needed; optional: a token is read if present; required (default): 401 without one. */
    auth?: 'public' | 'optional' | 'required';
    /** Token purposes this route accepts (default: web). */
    purposes?: readonly TokenPurpose[];
    /** Grants the user must all hold (403 otherwise). */
    permissions?: readonly Grant[];
    /** Multipart file fields this route accepts; fields are validated by the body schema. */
    multipart?: Record<string, MultipartFileRule>;
    /** 'allow': answers during maintenance mode (login, token check, the SPA); everything else is 503 for non-admins. */
    maintenance?: 'allow';
    /** A built or stored file (the SPA's assets, public media): never counted against the per-address limit. */
    staticFile?: true;
    /**
     * Anonymous answers may be kept by browsers and shared caches: `ETag`, `Cache-Control: public, max-age,
     * stale-while-revalidate`, 304 on `If-None-Match`. Requests with a login stay `private, no-store`.
     */
    publicCache?: { maxAge: number; staleWhileRevalidate: number };
  }
}
