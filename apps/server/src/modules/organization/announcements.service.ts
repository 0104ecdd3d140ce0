import type { zAnnouncementInput } from '@tembusu/contracts/organization';
import { defaultTimeZone } from '@tembusu/contracts/reference/time-zones';
import { isoDateIn } from '@tembusu/contracts/wall-clock';
import type { z } from 'zod';
import { type TenantContext, withTenant } from '../../db/tenant.js';
import { notFound } from '../../errors.js';
import { recordTenantAudit } from '../audit/audit.service.js';
import {
  deleteAnnouncement,
  findAnnouncement,
  findOrganization,
  insertAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './organization.repository.js';

// Services take what the routes' contracts have already checked and normalised.
type AnnouncementValues = z.output<typeof zAnnouncementInput>;

export function listAllAnnouncements(ctx: TenantContext) {
  return withTenant(ctx.db, ctx.organizationId, (tx) => listAnnouncements(tx, ctx.organizationId));
}

/** What the dashboards show: published by today, meant for the reader's side. */
export function publishedAnnouncements(ctx: TenantContext, readerIsEmployee: boolean) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const organization = await findOrganization(tx, ctx.organizationId);
    const today = isoDateIn(ctx.now, organization?.timeZone ?? defaultTimeZone);
    const audiences = readerIsEmployee
      ? (['everyone', 'employees'] as const)
      : (['everyone', 'admins'] as const);
    return listAnnouncements(tx, ctx.organizationId, { publishedBy: today, audiences });
  });
}

export function getAnnouncement(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const row = await findAnnouncement(tx, ctx.organizationId, id);
    if (!row) throw notFound('Announcement');
    return row;
  });
}

export function createAnnouncement(ctx: TenantContext, values: AnnouncementValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    const id = await insertAnnouncement(tx, {
      ...values,
      organizationId: ctx.organizationId,
      authorAccountId: ctx.accountId,
    });
    await recordTenantAudit(ctx, tx, 'announcement.created', id, { title: values.title });
    const row = await findAnnouncement(tx, ctx.organizationId, id);
    if (!row) throw notFound('Announcement');
    return row;
  });
}

export function editAnnouncement(ctx: TenantContext, id: string, values: AnnouncementValues) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (
      !(await updateAnnouncement(tx, ctx.organizationId, id, { ...values, updatedAt: ctx.now }))
    ) {
      throw notFound('Announcement');
    }
    await recordTenantAudit(ctx, tx, 'announcement.updated', id);
    const row = await findAnnouncement(tx, ctx.organizationId, id);
    if (!row) throw notFound('Announcement');
    return row;
  });
}

export function removeAnnouncement(ctx: TenantContext, id: string) {
  return withTenant(ctx.db, ctx.organizationId, async (tx) => {
    if (!(await deleteAnnouncement(tx, ctx.organizationId, id))) throw notFound('Announcement');
    await recordTenantAudit(ctx, tx, 'announcement.deleted', id);
  });
}
