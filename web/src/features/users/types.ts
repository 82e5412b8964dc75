import type { SessionUser } from '@hmti/contract';

/** A staff account as the API returns it (the shape of the signed-in user, plus whether it uses 2FA). */
export type ManagedUser = SessionUser & { twoFactorEnabled?: boolean };
