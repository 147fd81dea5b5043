/** Column shapes the tables share. */
import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: `timestamp with time zone`, read as a Date. */
export const instant = <Name extends string>(name: Name) =>
  timestamp(name, { withTimezone: true, mode: 'date' });
