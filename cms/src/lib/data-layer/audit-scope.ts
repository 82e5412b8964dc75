import { AsyncLocalStorage } from 'node:async_hooks';

import type { ACTIVITY_ACTIONS, ACTIVITY_TYPES } from '@hmti/contract';

export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface ActivityEntry {
  type: ActivityType;
  action: ActivityAction;
  title: string;
  description?: string;
  entityId?: string | number;
  entityTitle?: string;
}

/**
 * What the code around a group of writes says about them. `entries` (given by a service that knows the
 * person's words for the operation) replace the entries the audit hook would derive from the first write;
 * every later write of the group adds nothing. `silent` groups (first-start seeding) write no entries.
 */
interface AuditScope {
  entries?: ActivityEntry[];
  silent?: boolean;
  written: boolean;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs `work` so that all of its writes together produce exactly `entries` in the activity log. */
export function auditAs<T>(entries: ActivityEntry | ActivityEntry[], work: () => Promise<T>): Promise<T> {
  return scopes.run({ entries: Array.isArray(entries) ? entries : [entries], written: false }, work);
}

/** Runs `work` (first-start seeding) without activity entries. */
export function withoutAudit<T>(work: () => Promise<T>): Promise<T> {
  return scopes.run({ silent: true, written: false }, work);
}

export const currentAuditScope = (): AuditScope | undefined => scopes.getStore();
