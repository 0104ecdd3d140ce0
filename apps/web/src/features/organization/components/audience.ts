import type { Announcement } from '@tembusu/contracts/organization';

export const audienceLabels: Record<Announcement['audience'], string> = {
  everyone: 'Everyone',
  admins: 'Admins',
  employees: 'Employees',
};

export const audienceOptions = Object.entries(audienceLabels).map(([value, label]) => ({
  value,
  label,
}));
