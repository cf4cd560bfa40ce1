/**
 * The HTTP application: security headers, cookies, CSRF guard, error handling, sign-in, the /api routes,
 * and the built web client (with its client-side routes served index.html).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../context';
import { createRelyingParty } from '../auth/relying-party';
import { createLocalProvider, LOCAL_PROVIDER_PATH, type LocalProvider } from '../auth/local-provider';
import { installErrorHandler } from './error-handler';
import { installTextGuard } from './text-guard';
import { installSameOriginGuard } from './same-origin';
import { installPublicAddressRedirect } from './public-address';
import { invalidateFirm } from '../domain/poll-cache';
import { authRoutes } from './routes/auth';
import { statsRoutes } from './routes/stats';
import { sourceDocumentRoutes } from './routes/source-documents';
import { completionRoutes } from './routes/ddq-completions';
import { knowledgeRoutes } from './routes/knowledge';
import { uploadRoutes } from './routes/uploads';
import { reviewRoutes } from './routes/review';
import { firmSettingsRoutes } from './routes/firm-settings';
import { backtestRoutes } from './routes/backtest';
import { teamRoutes } from './routes/team';
import { assignmentRoutes } from './routes/assignments';
import { commentRoutes } from './routes/comments';
import { auditRoutes } from './routes/audit';
import { pairReviewRoutes } from './routes/pair-review';
import { installRoleGuard } from './role-guard';
import { installResponseContract } from './response-contract';
import multipart from '@fastify/multipart';
import { LIMITS } from '@contract/index';

export const WEB_DIST = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../dist/web');

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // Browsers PUT uploads straight to object storage when it is S3 (presigned addresses).
        connectSrc: ["'self'", ...(ctx.storage.directUploads ? [ctx.storage.directUploads.origin] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secureCookies ? { maxAge: 15552000 } : false,
    crossOriginEmbedderPolicy: false,
  });
  installErrorHandler(app);
  installTextGuard(app);
  await app.register(rateLimit, { global: false });
  installSameOriginGuard(app, config.publicUrl);
  // Pages opened on another address of this server go to PUBLIC_URL, where sign-in works (decision 090).
  installPublicAddressRedirect(app, config.publicUrl, config.trustProxy);
  // Every /api route declares the role it needs (admin / editor / viewer); checked before its body is read.
  installRoleGuard(app, ctx);
  // The spec's client posts some calls with a JSON content type and no body (upload-url): that is no body.
  app.addHook('onRequest', async (req) => {
    const length = req.headers['content-length'];
    if (
      (length === '0' || (length === undefined && !req.headers['transfer-encoding'])) &&
      req.headers['content-type']?.startsWith('application/json')
    ) {
      delete req.headers['content-type'];
    }
  });
  // Outside production every /api response is checked against its contract schema (tests catch a drifting server).
  installResponseContract(app, { enabled: config.env !== 'production' });
  // A firm that changes something sees the change on its next poll.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET' && req.currentUser) invalidateFirm(req.currentUser.firmId);
    return payload;
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  let local: LocalProvider | undefined;
  if (config.auth.provider === 'local') {
    const localProvider = createLocalProvider({ publicUrl: config.publicUrl, trustProxy: config.trustProxy });
    local = localProvider;
    await app.register(
      async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
        const handler = (
          req: { raw: import('node:http').IncomingMessage },
          reply: { hijack(): void; raw: import('node:http').ServerResponse },
        ) => {
          reply.hijack();
          localProvider.handle(req.raw, reply.raw);
        };
        scope.all('/', handler);
        scope.all('/*', handler);
      },
      { prefix: LOCAL_PROVIDER_PATH },
    );
  }
  const rp =
    config.auth.provider === 'entra'
      ? createRelyingParty({
          kind: 'entra',
          issuer: `${config.auth.authority}/${config.auth.tenantId}/v2.0`,
          clientId: config.auth.clientId,
          clientSecret: config.auth.clientSecret,
          redirectUri: `${config.publicUrl}/auth/callback`,
          allowHttp: config.auth.authority.startsWith('http://'),
        })
      : createRelyingParty({
          kind: 'local',
          issuer: local!.issuer,
          clientId: local!.clientId,
          clientSecret: local!.clientSecret,
          redirectUri: `${config.publicUrl}/auth/callback`,
          allowHttp: config.publicUrl.startsWith('http://'),
        });

  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 10, parts: 12, headerPairs: 200 },
  });
  authRoutes(app, ctx, rp, local);
  statsRoutes(app, ctx);
  sourceDocumentRoutes(app, ctx);
  completionRoutes(app, ctx);
  knowledgeRoutes(app, ctx);
  reviewRoutes(app, ctx);
  firmSettingsRoutes(app, ctx);
  backtestRoutes(app, ctx);
  teamRoutes(app, ctx);
  assignmentRoutes(app, ctx);
  commentRoutes(app, ctx);
  auditRoutes(app, ctx);
  pairReviewRoutes(app, ctx);
  await uploadRoutes(app, ctx);
  app.get('/healthz', async () => ({ ok: true }));

  registerWebClient(app);
  return app;
}

/** Serves the built React client; any other browser path gets index.html so client routes (and its 404 page) work. */
function registerWebClient(app: FastifyInstance): void {
  const index = path.join(WEB_DIST, 'index.html');
  if (!fs.existsSync(index)) {
    app.get('/', async (_req, reply) =>
      reply
        .status(503)
        .type('text/plain')
        .send('The web client is not built. Run `npm run build` (npm start does it for you).'),
    );
    return;
  }
  // Every built file gets its own route (wildcard: false); hashed assets are cached for a year.
  app.register(fastifyStatic, {
    root: WEB_DIST,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const html = fs.readFileSync(index);
  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  app.get('/', async (_req, reply) => sendIndex(reply));
  app.get('/*', async (req, reply) => {
    const url = req.url;
    if (/^\/(api|auth|oidc|assets)(\/|$)/.test(url)) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `No such address: ${req.method} ${url.split('?')[0]}` });
    }
    return sendIndex(reply);
  });
}
