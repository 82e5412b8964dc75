import type { Context } from 'koa';

/** A request the security system or a limit turned away: which protection, and why. */
export interface RefusalNote {
  /** The protection or limit: e.g. 'api-rate-limit', 'login-lockout', 'sql-injection'. */
  kind: string;
  reason: string;
  limit?: number;
  window?: string;
}

interface RequestNotes {
  requestId?: string;
  refusal?: RefusalNote;
}

const notesOf = (ctx: Context): RequestNotes => (ctx.state.requestNotes ??= {}) as RequestNotes;

/** The request being handled on this async path (Strapi keeps the Koa context in AsyncLocalStorage). */
const currentContext = (): Context | undefined => globalThis.strapi?.requestContext?.get() ?? undefined;

export const setRequestId = (ctx: Context, id: string) => {
  notesOf(ctx).requestId = id;
};

export const currentRequestId = (): string | undefined => {
  const ctx = currentContext();
  return ctx ? notesOf(ctx).requestId : undefined;
};

/**
 * Records why this request was refused; the request's one log line carries it (so each refusal is logged once).
 * Without a ctx, the request on the current async path is used.
 */
export function noteRefusal(note: RefusalNote, ctx: Context | undefined = currentContext()) {
  if (!ctx) return;
  notesOf(ctx).refusal = note;
}

export const refusalOf = (ctx: Context): RefusalNote | undefined => notesOf(ctx).refusal;
