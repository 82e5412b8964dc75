/** Shapes of the back-office answers this screen reads. */
import type { SessionUser } from '@hmti/contract';

export type { ActiveSession, MiddlewareSettings } from '@hmti/contract';

/** A staff account as the API returns it (the same shape as the signed-in user). */
export type StaffUser = SessionUser;
