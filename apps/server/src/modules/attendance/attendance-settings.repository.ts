import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendanceSettings } from '../../db/schema/attendance.js';

export type AttendanceSettingsValues = Omit<
  typeof attendanceSettings.$inferInsert,
  'organizationId' | 'updatedAt'
>;

export async function findAttendanceSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(attendanceSettings)
    .where(eq(attendanceSettings.organizationId, organizationId));
  return row;
}

export async function upsertAttendanceSettings(
  db: Db,
  organizationId: string,
  values: AttendanceSettingsValues,
  at: Date,
) {
  await db
    .insert(attendanceSettings)
    .values({ ...values, organizationId, updatedAt: at })
    .onConflictDoUpdate({
      target: attendanceSettings.organizationId,
      set: { ...values, updatedAt: at },
    });
}
