import type { Context } from 'koa';
import { appConfig } from '../config/app-config';
import type { Actor } from './permissions';
import { isHttpsRequest, isTrustedPeer, resolveClientIp, type ProxyAwareRequest } from './client-ip';
import { unauthorized } from './http-error';

/** What the session middleware attaches to ctx.state for signed-in requests. */
export interface AuthState {
  actor: Actor;
  userId: number;
  sessionId: number;
  userName: string;
}

/** What the client-address rules read of a request (a Koa context, or a request answered before Koa). */
export type RequestView = Pick<Context, 'get' | 'req'>;

const proxyView = (ctx: RequestView): ProxyAwareRequest => ({
  socketAddress: ctx.req.socket.remoteAddress,
  forwardedFor: ctx.get('x-forwarded-for') || undefined,
  forwardedProto: ctx.get('x-forwarded-proto') || undefined,
  encrypted: Boolean((ctx.req.socket as { encrypted?: boolean }).encrypted),
});

const CLIENT_IP = Symbol('client address');

/** The client's address, worked out once per request (several steps of the chain ask for it). */
export const clientIp = (ctx: RequestView): string => {
  const req = ctx.req as RequestView['req'] & { [CLIENT_IP]?: string };
  return (req[CLIENT_IP] ??= resolveClientIp(proxyView(ctx), appConfig.protections.trustedProxies));
};

/** The request came straight from one of TRUSTED_PROXIES: its forwarding and correlation headers are believed. */
export const isFromTrustedProxy = (ctx: RequestView): boolean =>
  isTrustedPeer(ctx.req.socket.remoteAddress, appConfig.protections.trustedProxies);

/**
 * A visitor who is neither signed in nor calling with credentials: no session cookie (whether or not it is still
 * live) and no Authorization header. Only such requests are counted as page views and answered from the shared
 * caches; everyone else gets a fresh, uncounted answer.
 */
export function isAnonymousRequest(ctx: Pick<Context, 'get'>): boolean {
  const session = `${appConfig.session.cookieName}=`;
  const cookies = ctx.get('cookie');
  // Most visitors' cookies do not even mention the session cookie: no need to take them apart.
  if (cookies.includes(session) && cookies.split(';').some((cookie) => cookie.trimStart().startsWith(session)))
    return false;
  return !ctx.get('authorization');
}

export const currentAuth = (ctx: Context): AuthState | undefined => ctx.state.auth as AuthState | undefined;

/**
 * The signed-in caller, for handlers behind the is-authenticated / has-permission policies. Those policies
 * already refused anonymous requests, so this only throws if a route is misconfigured — with the same 401
 * the policy would have answered.
 */
export const requireAuth = (ctx: Context): AuthState => {
  const auth = currentAuth(ctx);
  if (!auth) throw unauthorized();
  return auth;
};

/** A first-party cookie of ours: httpOnly, SameSite=Lax, Secure on https, unsigned (its value carries its own proof). */
export const cookieOptions = (ctx: Context) => {
  const secure = isHttpsRequest(proxyView(ctx), appConfig.protections.trustedProxies);
  // Koa refuses Secure cookies unless it believes the request is https; we decided that above.
  if (secure) (ctx.cookies as unknown as { secure: boolean }).secure = true;
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', signed: false, overwrite: true };
};

/** Without "remember me" the cookie lives for the browser session; with it, for the session's lifetime. */
export function setSessionCookie(ctx: Context, token: string, rememberMe: boolean) {
  const maxAge = rememberMe ? appConfig.session.rememberDays * 24 * 3600 * 1000 : undefined;
  ctx.cookies.set(appConfig.session.cookieName, token, { ...cookieOptions(ctx), maxAge });
}

export function clearSessionCookie(ctx: Context) {
  ctx.cookies.set(appConfig.session.cookieName, '', { ...cookieOptions(ctx), maxAge: 0, expires: new Date(0) });
}

export const readSessionCookie = (ctx: Context): string | undefined =>
  ctx.cookies.get(appConfig.session.cookieName, { signed: false }) || undefined;
