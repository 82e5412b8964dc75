/** Shapes of the back-office answers this screen reads. */
import type { SessionUser } from '@/lib/authorization';

export interface MiddlewareSettings {
  allEnabled: boolean;
  apiProtectionEnabled: boolean;
  apiRateLimitEnabled: boolean;
  ddosProtectionEnabled: boolean;
  sqlInjectionProtectionEnabled: boolean;
  noSqlInjectionProtectionEnabled: boolean;
  antiSpoofingProtectionEnabled: boolean;
  dnsLayerProtectionEnabled: boolean;
  portScanningProtectionEnabled: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
  createdAt: string | null;
}

export interface ActiveSession {
  sessionId: string;
  device: string | null;
  os: string | null;
  browser: string | null;
  ip: string | null;
  location: string | null;
  createdAt: string;
  lastActive: string | null;
  revokedAt: string | null;
  expiresAt: string | null;
  /** When the session ends for lack of activity unless it is used before (null: no idle limit). */
  idleExpiresAt?: string | null;
  rememberMe: boolean;
  /** This sign-in passed the code step of two-factor sign-in. */
  twoFactor?: boolean;
  current: boolean;
}

/** A staff account as the API returns it (the same shape as the signed-in user). */
export type StaffUser = SessionUser;
