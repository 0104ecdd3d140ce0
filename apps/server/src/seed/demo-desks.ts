import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { instantInZone } from '@tembusu/contracts/booking-time';
import type { Db } from '../db/client.js';
import { insertBooking } from '../modules/bookings/bookings.repository.js';
import { insertDesk, insertWorkspace } from '../modules/desk-booking/desk-booking.repository.js';
import { insertUpload } from '../modules/uploads/uploads.repository.js';
import { uploadFilePath } from '../modules/uploads/uploads.service.js';
import { demoDateAfter } from './demo-days.js';

// Ten desks in two rows of five on every floor plan, in percent of the plan.
const deskPlaces = Array.from({ length: 10 }, (_, index) => ({
  x: 14 + (index % 5) * 17,
  y: index < 5 ? 32 : 68,
}));
const deskFeatures = [['Monitor'], ['Monitor', 'Standing'], ['Near window'], [], ['Dual monitors']];

/** A plain office floor: walls, two banks of desks, a meeting corner and the entrance. */
function floorPlan(name: string): string {
  const desks = deskPlaces
    .map(
      ({ x, y }) =>
        `<rect x="${x * 8 - 34}" y="${y * 5 - 16}" width="68" height="32" rx="4" fill="#e9e4d8" stroke="#b8ad95"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
<rect width="800" height="500" fill="#fbfaf7"/>
<rect x="10" y="10" width="780" height="480" fill="none" stroke="#5b6470" stroke-width="6"/>
<rect x="10" y="226" width="780" height="48" fill="#f1efe9"/>
<rect x="640" y="10" width="150" height="120" fill="#e3ecf3" stroke="#5b6470" stroke-width="3"/>
<text x="715" y="76" font-family="Helvetica, Arial, sans-serif" font-size="16" text-anchor="middle" fill="#4a5561">Meeting</text>
<rect x="360" y="484" width="80" height="12" fill="#fbfaf7"/>
<text x="400" y="470" font-family="Helvetica, Arial, sans-serif" font-size="14" text-anchor="middle" fill="#4a5561">Entrance</text>
${desks}
<text x="28" y="44" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="#2b3440">${name}</text>
</svg>`;
}

/**
 * A workspace with ten desks at each branch (one fixed, one off for maintenance) and desk
 * bookings on the working days of the week after `now`. Floor plans need the data folder.
 */
export async function seedDemoDesks(
  tx: Db,
  options: {
    organizationId: string;
    branches: { id: string; name: string }[];
    employeeIds: string[];
    bookedByAccountId: string;
    now: Date;
    dataDir?: string;
  },
) {
  const { organizationId } = options;
  const hotDesks: string[] = [];
  for (const [branchIndex, branch] of options.branches.entries()) {
    const name = branchIndex === 0 ? 'Level 20 Open Office' : 'Main Floor';
    let floorPlanId: string | null = null;
    if (options.dataDir) {
      floorPlanId = randomUUID();
      const bytes = Buffer.from(floorPlan(`${branch.name}: ${name}`));
      const path = uploadFilePath(options.dataDir, organizationId, floorPlanId);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      await insertUpload(tx, {
        id: floorPlanId,
        organizationId,
        name: 'floor-plan.svg',
        contentType: 'image/svg+xml',
        size: bytes.length,
      });
    }
    const workspaceId = await insertWorkspace(tx, {
      organizationId,
      branchId: branch.id,
      name,
      floorPlanId,
    });
    for (const [index, place] of deskPlaces.entries()) {
      const prefix = ['R', 'J', 'T'][branchIndex] ?? 'D';
      const id = await insertDesk(
        tx,
        { organizationId, branchId: branch.id, workspaceId },
        {
          name: `${prefix}-${String(index + 1).padStart(2, '0')}`,
          features: deskFeatures[index % deskFeatures.length] ?? [],
          positionX: place.x.toFixed(2),
          positionY: place.y.toFixed(2),
          assignedEmployeeId: index === 0 ? (options.employeeIds[branchIndex] ?? null) : null,
          underMaintenance: index === 9,
        },
      );
      if (index !== 0 && index !== 9) hotDesks.push(id);
    }
  }
  // Each working day next week, about half the hot desks are taken for the day.
  let person = options.branches.length;
  for (let day = 1; day <= 7; day++) {
    const date = demoDateAfter(options.now, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [index, deskId] of hotDesks.entries()) {
      if ((index + day) % 2 === 1) continue;
      await insertBooking(tx, {
        organizationId,
        resourceId: deskId,
        employeeId: options.employeeIds[person % options.employeeIds.length] as string,
        bookedByAccountId: options.bookedByAccountId,
        startsAt: instantInZone(date, '09:00', 'Asia/Singapore'),
        endsAt: instantInZone(date, '18:00', 'Asia/Singapore'),
        status: 'Booked',
      });
      person += 1;
    }
  }
}
