import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app; every path that is not an API path and not a file answers index.html
 * so the client router can take it (history fallback). Unknown API paths answer a 404 envelope.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasBuild = existsSync(join(options.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const hashed = path.includes(`${join(options.distDir, 'assets')}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const message = isApi
      ? `No API route ${request.method} ${path}`
      : 'The web app is not built: run npm run build';
    return reply.status(404).send({ statusCode: 404, message, field: null, data: null });
  });
});
