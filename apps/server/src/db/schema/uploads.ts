import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './identity.js';
import { organizations } from './organizations.js';

// A file someone attached; its bytes sit under DATA_DIR/uploads/<organization>/<id>.
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    // The bytes' SHA-256, hex: the same receipt attached to two claims is found by it. Null on
    // files from before it.
    contentSha256: text('content_sha256'),
    uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_organization_id_idx').on(table.organizationId),
    index('uploads_content_sha256_idx').on(table.organizationId, table.contentSha256),
  ],
);
