import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { instantOf } from '@tembusu/contracts/booking-time';
import type { Db } from '../db/client.js';
import { insertBooking } from '../modules/bookings/bookings.repository.js';
import { insertRoom } from '../modules/room-booking/room-booking.repository.js';
import { insertUpload } from '../modules/uploads/uploads.repository.js';
import { uploadFilePath } from '../modules/uploads/uploads.service.js';
import { demoDateAfter } from './demo-days.js';

const demoRooms = [
  {
    name: 'Boardroom',
    capacity: 14,
    amenities: ['Projector', 'Video conferencing', 'Whiteboard'],
    colour: '#2f5d8a',
  },
  { name: 'Huddle Room', capacity: 4, amenities: ['TV screen', 'Whiteboard'], colour: '#3c8d6b' },
  {
    name: 'Training Room',
    capacity: 24,
    amenities: ['Projector', 'Microphone', 'Flip chart'],
    colour: '#a0603a',
  },
] as const;

/** A small drawing of a room: a table with chairs around it, and the room's name. */
function roomPicture(name: string, colour: string, seats: number): string {
  const chairs = Array.from({ length: Math.min(seats, 12) }, (_, index) => {
    const side = index % 2 === 0 ? 78 : 202;
    const x = 110 + Math.floor(index / 2) * 36;
    return `<rect x="${x}" y="${side}" width="22" height="20" rx="5" fill="#ffffff" opacity="0.85"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
<rect width="480" height="320" fill="${colour}"/>
<rect x="96" y="104" width="240" height="92" rx="14" fill="#f3efe6"/>
${chairs}
<text x="24" y="292" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#ffffff">${name}</text>
</svg>`;
}

/**
 * Three rooms at each branch and a working week of bookings from the day after `now`, so the
 * calendar shows a working office. With a data folder the rooms get their pictures too.
 */
export async function seedDemoRooms(
  tx: Db,
  options: {
    organizationId: string;
    branchIds: string[];
    employeeIds: string[];
    bookedByAccountId: string;
    now: Date;
    dataDir?: string;
  },
) {
  const { organizationId } = options;
  const roomIds: string[] = [];
  for (const branchId of options.branchIds) {
    for (const room of demoRooms) {
      let imageId: string | null = null;
      if (options.dataDir) {
        imageId = randomUUID();
        const bytes = Buffer.from(roomPicture(room.name, room.colour, room.capacity));
        const path = uploadFilePath(options.dataDir, organizationId, imageId);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes);
        await insertUpload(tx, {
          id: imageId,
          organizationId,
          name: `${room.name.toLowerCase().replace(/ /g, '-')}.svg`,
          contentType: 'image/svg+xml',
          size: bytes.length,
        });
      }
      roomIds.push(
        await insertRoom(tx, {
          organizationId,
          branchId,
          name: room.name,
          isActive: true,
          imageId,
          capacity: room.capacity,
          amenities: [...room.amenities],
        }),
      );
    }
  }
  // Singapore office hours (UTC+8): meetings at 09:00, 11:00, 14:00 and 16:00 local time.
  const slots = [
    ['01:00', '02:00'],
    ['03:00', '04:30'],
    ['06:00', '07:00'],
    ['08:00', '09:00'],
  ] as const;
  let person = 0;
  for (let day = 1; day <= 7; day++) {
    const date = demoDateAfter(options.now, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [index, roomId] of roomIds.entries()) {
      for (const [slot, [from, to]] of slots.entries()) {
        // Not every room is busy every hour: about half the slots are taken.
        if ((index + slot + day) % 2 === 1) continue;
        await insertBooking(tx, {
          organizationId,
          resourceId: roomId,
          employeeId: options.employeeIds[person % options.employeeIds.length] as string,
          bookedByAccountId: options.bookedByAccountId,
          startsAt: instantOf(date, from),
          endsAt: instantOf(date, to),
          status: 'Booked',
        });
        person += 1;
      }
    }
  }
}
