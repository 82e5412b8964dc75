import { z } from 'zod';
import { PERIOD_END_YEAR, PERIOD_FORMAT } from '../../lib/admin/period-input';

/** 'YYYY-YYYY' with end year = start year + 1. */
export const periodSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{4}$/, PERIOD_FORMAT)
  .refine((p) => Number(p.slice(5)) === Number(p.slice(0, 4)) + 1, PERIOD_END_YEAR);
