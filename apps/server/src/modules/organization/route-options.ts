import { roleGroups } from '@tembusu/contracts/roles';
import { z } from 'zod';

// Everyone in an organisation may read its structure; its admins change it.
export const readers = { access: roleGroups.admin };
export const editors = { access: ['admin', 'asstadmin'] };
export const zId = z.object({ id: z.uuid('id: not a valid id') });
