import crypto from 'node:crypto';
import { appConfig } from '../../config/app-config';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * Whether an `Authorization` header presents METRICS_TOKEN as a bearer token (constant-time comparison). Always false
 * while no token of at least 16 characters is configured. The operator's token opens /_metrics and the details of /_ready.
 */
export function presentsMetricsToken(header: string): boolean {
  const token = appConfig.metrics.token;
  if (token.length < 16) return false;
  const presented = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? '';
  return crypto.timingSafeEqual(digest(presented), digest(token));
}
