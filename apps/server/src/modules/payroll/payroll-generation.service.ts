import type { PayrollGeneration, zGeneratePayrollInput } from '@tembusu/contracts/payroll-runs';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { AppError, notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import { requirePayrollAllows } from './payroll.policy.js';
import { payableEmployees, periodOf } from './payroll-candidates.service.js';
import { standardDayHours } from './payroll-generation.js';
import {
  advanceGeneration,
  failStalledGenerations,
  findGeneration,
  insertGeneration,
  lockGeneration,
} from './payroll-generations.repository.js';
import { loadedPayroll } from './payroll-lifecycle.service.js';
import { insertPayroll, nextPayrollNo } from './payroll-runs.repository.js';
import { computeAndWrite, payslipSourcesIn, writePayslips } from './payslip-batch.service.js';

function generation(row: PayrollGeneration): PayrollGeneration {
  return {
    id: row.id,
    state: row.state,
    done: row.done,
    total: row.total,
    payrollId: row.payrollId,
    error: row.error,
  };
}

export const payrollGenerationQueue = 'payroll-generation';
/** Where pg-boss moves a generation's job that failed or expired. */
export const payrollGenerationFailedQueue = 'payroll-generation-failed';
/** A failed generation is recorded on it and generated again by the admin, not retried. */
export const generationJobOptions = { retryLimit: 0, deadLetter: payrollGenerationFailedQueue };

export type GenerationJob = { generationId: string; organizationId: string; accountId: string };

/**
 * Checks the request and queues the payroll's generation; the page follows its progress. Every
 * employee named must be payable in the month, so nobody is silently left out.
 */
export function requestPayrollGeneration(
  ctx: TenantContext,
  input: z.output<typeof zGeneratePayrollInput>,
  enqueue: (job: GenerationJob) => Promise<void>,
): Promise<PayrollGeneration> {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const period = await periodOf(tx, ctx, input);
    await payableEmployees(tx, ctx, input, { kind: input.kind }, period, input.employeeIds);
    const row = await insertGeneration(tx, {
      organizationId: ctx.organizationId,
      request: input,
      state: 'queued',
      total: input.employeeIds.length,
      requestedBy: ctx.accountId,
    });
    await recordTenantAudit(ctx, tx, 'payroll.generation_requested', row.id, {
      year: input.year,
      month: input.month,
      kind: input.kind,
      employees: input.employeeIds.length,
    });
    return row;
  }).then(async (row) => {
    await enqueue({
      generationId: row.id,
      organizationId: ctx.organizationId,
      accountId: ctx.accountId,
    });
    return generation(row);
  });
}

export function getPayrollGeneration(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findGeneration(tx, ctx.organizationId, id);
    if (!row) throw notFound('Payroll generation');
    return generation(row);
  });
}

/** Why a generation no instance is working on any more was given up. */
export const stalledGenerationMessage =
  'The server stopped while this payroll was being generated. Nothing was saved; generate it again.';
const failedGenerationMessage = 'The payroll could not be generated. Nothing was saved; try again.';

// A running generation writes its progress every chunk, well under a second apart; one not heard
// from for this long is not being worked on by any instance.
const stalledAfterMs = 2 * 60_000;

/**
 * The job: works out every payslip, then writes the payroll and all its payslips in one
 * transaction and marks the generation completed in it, so a failure leaves nothing behind.
 */
export async function runPayrollGeneration(
  db: Db,
  job: GenerationJob,
  now: () => Date,
): Promise<void> {
  const ctx: TenantContext = {
    db,
    organizationId: job.organizationId,
    accountId: job.accountId,
    now: now(),
    ip: 'payroll-generation',
  };
  const { organizationId, generationId } = job;
  const started = await withTenant(db, organizationId, (tx) =>
    advanceGeneration(tx, organizationId, generationId, ['queued'], {
      state: 'running',
      updatedAt: now(),
    }),
  );
  if (!started) return;
  const { request } = started;
  // Each write of progress is also the heartbeat that tells every instance this generation is
  // being worked on; it answers false once the generation is no longer running.
  const progress = async (values: {
    done?: number;
    state?: PayrollGeneration['state'];
    error?: string;
  }) =>
    (await withTenant(db, organizationId, (tx) =>
      advanceGeneration(tx, organizationId, generationId, ['running'], {
        ...values,
        updatedAt: now(),
      }),
    )) !== undefined;
  try {
    await computeAndWrite(ctx, {
      read: async (tx) => {
        const period = await periodOf(tx, ctx, request);
        // Requests queued before off-cycle runs existed carry no kind: they were regular.
        const run = { kind: request.kind ?? 'regular', payBasicSalary: request.payBasicSalary };
        const people = await payableEmployees(tx, ctx, request, run, period, request.employeeIds);
        return payslipSourcesIn(tx, ctx, request, run, period, people);
      },
      afterChunk: (done) => progress({ done }),
      write: async (tx, sources, rows, numbering) => {
        // Given up on meanwhile (this instance looked stalled): it stays given up.
        if ((await lockGeneration(tx, organizationId, generationId))?.state !== 'running') return;
        const created = await insertPayroll(tx, {
          organizationId,
          payrollNo: await nextPayrollNo(tx, organizationId),
          kind: request.kind ?? 'regular',
          periodType: 'Monthly',
          year: request.year,
          month: request.month,
          startDate: sources.period.startDate,
          endDate: sources.period.endDate,
          dateOfPayment: request.dateOfPayment,
          status: 'draft',
          defaultWorkingHours: standardDayHours(sources.schedule),
          createdBy: ctx.accountId,
        });
        await writePayslips(tx, ctx, created.id, rows, numbering);
        await recordTenantAudit(ctx, tx, 'payroll.generated', created.id, {
          payrollNo: created.payrollNo,
          employees: rows.length,
        });
        await advanceGeneration(tx, organizationId, generationId, ['running'], {
          state: 'completed',
          done: rows.length,
          payrollId: created.id,
          updatedAt: now(),
        });
      },
    });
  } catch (error) {
    // A rule the request broke is the admin's to fix; anything else is ours, and is logged.
    const message = error instanceof AppError ? error.message : failedGenerationMessage;
    await progress({ state: 'failed', error: message });
    if (!(error instanceof AppError)) throw error;
  }
}

/**
 * Gives up, with the reason, every organisation's generation that was running but has not been
 * heard from for a while: its instance stopped. One still queued is left to its job.
 */
export function failStalledPayrollGenerations(db: Db, now: Date): Promise<number> {
  return failStalledGenerations(
    db,
    new Date(now.getTime() - stalledAfterMs),
    stalledGenerationMessage,
    now,
  );
}

/** A generation whose job failed before it started is given up, with the reason. */
export async function failQueuedGeneration(db: Db, job: GenerationJob, now: Date): Promise<void> {
  await withTenant(db, job.organizationId, (tx) =>
    advanceGeneration(tx, job.organizationId, job.generationId, ['queued'], {
      state: 'failed',
      error: failedGenerationMessage,
      updatedAt: now,
    }),
  );
}

/** Pays more employees in a draft payroll: their payslips are worked out as a generation's are. */
export async function addPayrollEmployees(ctx: TenantContext, id: string, employeeIds: string[]) {
  const added = await computeAndWrite(ctx, {
    read: async (tx) => {
      const row = await loadedPayroll(tx, ctx, id);
      requirePayrollAllows(row.status, 'edit');
      const month = { year: row.year, month: row.month };
      const people = await payableEmployees(
        tx,
        ctx,
        month,
        { kind: row.kind, payrollId: row.id },
        { startDate: row.startDate, endDate: row.endDate },
        employeeIds,
      );
      // Who is added to an off-cycle run is paid as its others were: its basic salary is the
      // admin's to type in.
      const run = { kind: row.kind, payBasicSalary: false };
      return payslipSourcesIn(tx, ctx, month, run, await periodOf(tx, ctx, month), people);
    },
    afterChunk: async () => true,
    write: async (tx, _sources, rows, numbering) => {
      await writePayslips(tx, ctx, id, rows, numbering);
      await recordTenantAudit(ctx, tx, 'payroll.employees_added', id, {
        payrollNo: (await loadedPayroll(tx, ctx, id)).payrollNo,
        employees: rows.length,
      });
      return rows.length;
    },
  });
  return { added: added ?? 0 };
}
