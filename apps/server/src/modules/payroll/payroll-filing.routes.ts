import { zEnvelope } from '@tembusu/contracts/api';
import {
  zBankFilePreview,
  zFilingSettings,
  zFilingSettingsInput,
} from '@tembusu/contracts/payroll-filing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../plugins/auth.js';
import { sendDownload } from '../../plugins/downloads.js';
import { ok } from '../../plugins/envelope.js';
import {
  bankFile,
  bankFilePreview,
  cpfEzpayFile,
  type FilingFile,
  getFilingSettings,
  setFilingSettings,
} from './payroll-filing.service.js';

const payrollAdmins = { access: ['admin', 'asstadmin'] };
const zId = z.object({ id: z.uuid('id: not a valid id') });
const tags = ['payroll'];

/** A filing file as the download it is answered as. */
const downloadOf = (file: FilingFile) => ({
  contentType: file.contentType,
  fileName: file.fileName,
  bytes: file.content,
});

export const payrollFilingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payroll/setting/filing',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: 'What the CPF and salary bank files need: the CSN parts and the paying bank',
        response: { 200: zEnvelope(zFilingSettings) },
      },
    },
    async (request) => ok(await getFilingSettings(tenantContext(request))),
  );

  app.put(
    '/payroll/setting/filing',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "Change the filing settings (the UEN stays on the organisation's record)",
        body: zFilingSettingsInput,
        response: { 200: zEnvelope(zFilingSettings) },
      },
    },
    async (request) =>
      ok(await setFilingSettings(tenantContext(request), request.body), 'Filing settings saved'),
  );

  app.get(
    '/payroll/:id/files/cpf-ezpay',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary:
          "A confirmed or paid payroll's CPF EZPay contribution file; its advice code is kept",
        params: zId,
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        downloadOf(await cpfEzpayFile(tenantContext(request), request.params.id)),
      ),
  );

  app.get(
    '/payroll/:id/files/bank/preview',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "The salary bank file's name, count and total, and who it leaves out and why",
        params: zId,
        response: { 200: zEnvelope(zBankFilePreview) },
      },
    },
    async (request) => ok(await bankFilePreview(tenantContext(request), request.params.id)),
  );

  app.get(
    '/payroll/:id/files/bank',
    {
      config: payrollAdmins,
      schema: {
        tags,
        summary: "A confirmed or paid payroll's salary credit file for the paying bank",
        params: zId,
      },
    },
    async (request, reply) =>
      sendDownload(reply, downloadOf(await bankFile(tenantContext(request), request.params.id))),
  );
};
