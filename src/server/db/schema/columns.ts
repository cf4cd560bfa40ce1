/** Column builders the tables share: ids, timestamps and the two PostgreSQL types Drizzle has no builder for. */
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Every timestamp of the schema carries its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** A random uuid primary key named `id`. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written; for the rows that are never updated. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
};
