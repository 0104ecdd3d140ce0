import { zEnvelope } from '@tembusu/contracts/api';
import {
  zAnnouncement,
  zAnnouncementInput,
  zAssistantAdmin,
  zBranch,
  zBranchInput,
  zBranchOption,
  zBranchQuery,
  zCreateAssistantAdmin,
  zDepartment,
  zDepartmentInput,
  zHoliday,
  zHolidayInput,
  zHolidayQuery,
  zOrganizationInfo,
  zOrganizationOptionForBooking,
  zUpdateAssistantAdmin,
  zUpdateOrganizationInfo,
  zWorkingHours,
} from '@tembusu/contracts/organization';
import { roleGroups } from '@tembusu/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantContext } from '../../plugins/auth.js';
import { created, ok } from '../../plugins/envelope.js';
import {
  createAssistantAdmin,
  getAssistantAdmin,
  listAssistantAdmins,
  updateAssistantAdmin,
} from './assistant-admins.service.js';
import {
  branchOptions,
  createAnnouncement,
  createBranch,
  createDepartment,
  createHoliday,
  editAnnouncement,
  editBranch,
  editDepartment,
  editHoliday,
  getAnnouncement,
  getBranch,
  getDepartment,
  getHoliday,
  getOrganizationInfo,
  getWorkingHours,
  listAllAnnouncements,
  listAllBranches,
  listAllDepartments,
  listAllHolidays,
  organizationsForBooking,
  publishedAnnouncements,
  removeAnnouncement,
  removeBranch,
  removeDepartment,
  removeHoliday,
  setWorkingHours,
  updateOrganizationInfo,
} from './organization.service.js';

// Everyone in an organisation may read its structure; its admins change it.
const readers = { access: roleGroups.admin };
const editors = { access: ['admin', 'asstadmin'] };
const zId = z.object({ id: z.uuid('id: not a valid id') });

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/organ-for-booking',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'The organisations the caller may book in (their own)',
        response: { 200: zEnvelope(z.array(zOrganizationOptionForBooking)) },
      },
    },
    async (request) => ok(await organizationsForBooking(tenantContext(request))),
  );

  app.get(
    '/organization/organ/:id',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: "The caller's organisation; another's id answers 404",
        params: zId,
        response: { 200: zEnvelope(zOrganizationInfo) },
      },
    },
    async (request) => ok(await getOrganizationInfo(tenantContext(request), request.params.id)),
  );

  app.get(
    '/organization/info',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: "The caller's organisation",
        response: { 200: zEnvelope(zOrganizationInfo) },
      },
    },
    async (request) => ok(await getOrganizationInfo(tenantContext(request))),
  );

  app.put(
    '/organization/info',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: "Change the organisation's details",
        body: zUpdateOrganizationInfo,
        response: { 200: zEnvelope(zOrganizationInfo) },
      },
    },
    async (request) =>
      ok(
        await updateOrganizationInfo(tenantContext(request), request.body),
        'Organisation updated',
      ),
  );

  for (const [path, all] of [
    ['/organization/branch', false],
    ['/organization/branch-all', true],
  ] as const) {
    app.get(
      path,
      {
        config: readers,
        schema: {
          tags: ['organization'],
          summary: all ? 'Every branch/outlet, inactive ones too' : 'Active branches/outlets',
          querystring: zBranchQuery,
          response: { 200: zEnvelope(z.array(zBranchOption)) },
        },
      },
      async (request) =>
        ok(await branchOptions(tenantContext(request), request.query.organizationId, all)),
    );
  }

  app.get(
    '/organization/branches',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'Branches/outlets with their details',
        response: { 200: zEnvelope(z.array(zBranch)) },
      },
    },
    async (request) => ok(await listAllBranches(tenantContext(request))),
  );

  app.get(
    '/organization/branches/:id',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'One branch/outlet',
        params: zId,
        response: { 200: zEnvelope(zBranch) },
      },
    },
    async (request) => ok(await getBranch(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/branches',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Add a branch/outlet',
        body: zBranchInput,
        response: { 201: zEnvelope(zBranch) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(created(await createBranch(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/branches/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change a branch/outlet',
        params: zId,
        body: zBranchInput,
        response: { 200: zEnvelope(zBranch) },
      },
    },
    async (request) =>
      ok(
        await editBranch(tenantContext(request), request.params.id, request.body),
        'Branch updated',
      ),
  );

  app.delete(
    '/organization/branches/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Delete a branch/outlet no employee works at',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeBranch(tenantContext(request), request.params.id);
      return ok(null, 'Branch deleted');
    },
  );

  app.get(
    '/organization/departments',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'Departments, each with its parent (a tree)',
        response: { 200: zEnvelope(z.array(zDepartment)) },
      },
    },
    async (request) => ok(await listAllDepartments(tenantContext(request))),
  );

  app.get(
    '/organization/departments/:id',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'One department',
        params: zId,
        response: { 200: zEnvelope(zDepartment) },
      },
    },
    async (request) => ok(await getDepartment(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/departments',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Add a department, under a parent and with a head if given',
        body: zDepartmentInput,
        response: { 201: zEnvelope(zDepartment) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(created(await createDepartment(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/departments/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change a department; its parent cannot be one of its own sub-departments',
        params: zId,
        body: zDepartmentInput,
        response: { 200: zEnvelope(zDepartment) },
      },
    },
    async (request) =>
      ok(
        await editDepartment(tenantContext(request), request.params.id, request.body),
        'Department updated',
      ),
  );

  app.delete(
    '/organization/departments/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Delete a department with no sub-departments and no employees',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeDepartment(tenantContext(request), request.params.id);
      return ok(null, 'Department deleted');
    },
  );

  app.get(
    '/organization/holidays',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'Holidays, optionally of one year',
        querystring: zHolidayQuery,
        response: { 200: zEnvelope(z.array(zHoliday)) },
      },
    },
    async (request) => ok(await listAllHolidays(tenantContext(request), request.query.year)),
  );

  app.get(
    '/organization/holidays/:id',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'One holiday',
        params: zId,
        response: { 200: zEnvelope(zHoliday) },
      },
    },
    async (request) => ok(await getHoliday(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/holidays',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Add a holiday of one or more days',
        body: zHolidayInput,
        response: { 201: zEnvelope(zHoliday) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(created(await createHoliday(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/holidays/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change a holiday',
        params: zId,
        body: zHolidayInput,
        response: { 200: zEnvelope(zHoliday) },
      },
    },
    async (request) =>
      ok(
        await editHoliday(tenantContext(request), request.params.id, request.body),
        'Holiday updated',
      ),
  );

  app.delete(
    '/organization/holidays/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Delete a holiday',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeHoliday(tenantContext(request), request.params.id);
      return ok(null, 'Holiday deleted');
    },
  );

  app.get(
    '/organization/announcements/published',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: "Announcements published by today for the reader's side (for the dashboards)",
        response: { 200: zEnvelope(z.array(zAnnouncement)) },
      },
    },
    async (request) =>
      ok(
        await publishedAnnouncements(tenantContext(request), actorOf(request).role === 'employee'),
      ),
  );

  app.get(
    '/organization/announcements',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Every announcement, drafts for later dates too',
        response: { 200: zEnvelope(z.array(zAnnouncement)) },
      },
    },
    async (request) => ok(await listAllAnnouncements(tenantContext(request))),
  );

  app.get(
    '/organization/announcements/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'One announcement, a draft too',
        params: zId,
        response: { 200: zEnvelope(zAnnouncement) },
      },
    },
    async (request) => ok(await getAnnouncement(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/announcements',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Add an announcement, shown from its publish date to its audience',
        body: zAnnouncementInput,
        response: { 201: zEnvelope(zAnnouncement) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(created(await createAnnouncement(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/announcements/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change an announcement',
        params: zId,
        body: zAnnouncementInput,
        response: { 200: zEnvelope(zAnnouncement) },
      },
    },
    async (request) =>
      ok(
        await editAnnouncement(tenantContext(request), request.params.id, request.body),
        'Announcement updated',
      ),
  );

  app.delete(
    '/organization/announcements/:id',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Delete an announcement',
        params: zId,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeAnnouncement(tenantContext(request), request.params.id);
      return ok(null, 'Announcement deleted');
    },
  );

  app.get(
    '/organization/working-hours',
    {
      config: readers,
      schema: {
        tags: ['organization'],
        summary: 'The work schedule: each weekday, the working week and the break rule',
        response: { 200: zEnvelope(zWorkingHours) },
      },
    },
    async (request) => ok(await getWorkingHours(tenantContext(request))),
  );

  app.put(
    '/organization/working-hours',
    {
      config: editors,
      schema: {
        tags: ['organization'],
        summary: 'Change the work schedule',
        body: zWorkingHours,
        response: { 200: zEnvelope(zWorkingHours) },
      },
    },
    async (request) =>
      ok(await setWorkingHours(tenantContext(request), request.body), 'Working hours saved'),
  );

  // Only full admins decide what their assistants may open.
  const admins = { access: ['admin'] };

  app.get(
    '/organization/asst-admin',
    {
      config: admins,
      schema: {
        tags: ['organization'],
        summary: 'Assistant admins and the sections each may not open',
        response: { 200: zEnvelope(z.array(zAssistantAdmin)) },
      },
    },
    async (request) => ok(await listAssistantAdmins(tenantContext(request))),
  );

  app.get(
    '/organization/asst-admin/:id',
    {
      config: admins,
      schema: {
        tags: ['organization'],
        summary: 'One assistant admin and the sections they may not open',
        params: zId,
        response: { 200: zEnvelope(zAssistantAdmin) },
      },
    },
    async (request) => ok(await getAssistantAdmin(tenantContext(request), request.params.id)),
  );

  app.post(
    '/organization/asst-admin',
    {
      config: admins,
      schema: {
        tags: ['organization'],
        summary: 'Add an assistant admin, with the sections they may not open',
        body: zCreateAssistantAdmin,
        response: { 201: zEnvelope(zAssistantAdmin) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(created(await createAssistantAdmin(tenantContext(request), request.body))),
  );

  app.put(
    '/organization/asst-admin/:id',
    {
      config: admins,
      schema: {
        tags: ['organization'],
        summary: 'Change an assistant admin; a changed status or section list ends their sessions',
        params: zId,
        body: zUpdateAssistantAdmin,
        response: { 200: zEnvelope(zAssistantAdmin) },
      },
    },
    async (request) =>
      ok(
        await updateAssistantAdmin(tenantContext(request), request.params.id, request.body),
        'Assistant admin updated',
      ),
  );
};
