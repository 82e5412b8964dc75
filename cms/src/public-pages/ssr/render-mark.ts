import type { Context } from 'koa';

const RENDERED = 'pageRendered';

/** Notes that this request's answer is being rendered on the server (the page render limit counts only those). */
export const markRendered = (ctx: Pick<Context, 'state'>): void => {
  ctx.state[RENDERED] = true;
};

/** Whether this request's answer was rendered on the server. */
export const wasRendered = (ctx: Pick<Context, 'state'>): boolean => ctx.state[RENDERED] === true;
