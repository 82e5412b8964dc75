/**
 * A parsed JSON answer (null when the body was empty or not JSON). Tests read the fields of whichever
 * endpoint they call and assert them, so the body is deliberately left untyped here: declaring every
 * endpoint's answer in the harness would duplicate the API contract the tests exist to check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: an arbitrary API answer that tests read and assert field by field
export type ApiJson = any;

/**
 * A tiny fetch client with a cookie jar, as a browser would keep one. Like a browser on the site's
 * own pages it sends the site's Origin (the CSRF check refuses state-changing calls without it).
 */
export class Client {
  private cookies = new Map<string, string>();
  private readonly defaultHeaders: Record<string, string>;

  constructor(
    private readonly baseUrl: string,
    defaultHeaders: Record<string, string> = {},
    /** false: GET/HEAD go without Origin, as a browser's same-origin GETs do (the front cache answers those). */
    private readonly originOnReads = true,
  ) {
    this.defaultHeaders = { Origin: new URL(baseUrl).origin, ...defaultHeaders };
  }

  static withIp(baseUrl: string, ip: string, options: { originOnReads?: boolean } = {}) {
    return new Client(baseUrl, { 'X-Forwarded-For': ip }, options.originOnReads ?? true);
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const { Origin, ...others } = this.defaultHeaders;
    const sendOrigin = this.originOnReads || (method !== 'GET' && method !== 'HEAD');
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(sendOrigin ? { Origin } : {}),
        ...others,
        ...(body !== undefined && typeof body !== 'string' && !(body instanceof FormData)
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...(this.cookies.size ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof FormData
            ? body
            : JSON.stringify(body),
    });
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(raw)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await res.text();
    let json: ApiJson;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, text, json, setCookies: res.headers.getSetCookie() };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);
  put = (path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request('PUT', path, body, headers);
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);
}
