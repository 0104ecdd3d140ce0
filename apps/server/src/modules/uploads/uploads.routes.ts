import { zEnvelope } from '@tembusu/contracts/api';
import { roleGroups } from '@tembusu/contracts/roles';
import { zUpload } from '@tembusu/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { created } from '../../plugins/envelope.js';
import { receiveFile } from '../../plugins/uploads.js';
import {
  maxUploadsPerDay,
  readUpload,
  saveUpload,
  takeUploadAllowance,
} from './uploads.service.js';

// Everyone in an organisation attaches files (photos, claim receipts) and reads its files.
const members = { access: roleGroups.admin };

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => ({
    ...tenantContext(request),
    dataDir: app.config.dataDir,
  });

  app.post(
    '/uploads',
    {
      config: members,
      schema: {
        tags: ['uploads'],
        summary: 'Attach a file: jpg, png, pdf, svg, jpeg or gif up to 2 MB, checked by content',
        description: `Each account may upload ${maxUploadsPerDay} files a day; past that the answer is 429.`,
        consumes: ['multipart/form-data'],
        response: { 201: zEnvelope(zUpload) },
      },
    },
    async (request, reply) => {
      const ctx = context(request);
      await takeUploadAllowance(ctx);
      const upload = await saveUpload(ctx, await receiveFile(request));
      return reply.status(201).send(created(upload));
    },
  );

  app.get(
    '/uploads/:id',
    {
      config: members,
      schema: {
        tags: ['uploads'],
        summary: "One of the organisation's files; another organisation's answers 404",
        params: z.object({ id: z.uuid('id: not a valid id') }),
      },
    },
    async (request, reply) => {
      const { upload, bytes } = await readUpload(context(request), request.params.id);
      const fileName = upload.name.replace(/[^\w.\- ]/g, '_');
      return (
        reply
          .type(upload.contentType)
          .header('Content-Disposition', `inline; filename="${fileName}"`)
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          // An SVG opened on its own must not run script or reach anything.
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(bytes)
      );
    },
  );
};
