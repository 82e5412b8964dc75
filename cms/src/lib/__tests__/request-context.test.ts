import { describe, expect, it } from 'vitest';
import { appConfig } from '../../config/app-config';
import { isAnonymousRequest } from '../request-context';

const request = (headers: Record<string, string>) => ({ get: (name: string) => headers[name] ?? '' });
const session = appConfig.session.cookieName;

describe('isAnonymousRequest', () => {
  it('is anonymous without a session cookie or credentials, whatever other cookies it carries', () => {
    expect(isAnonymousRequest(request({}))).toBe(true);
    expect(isAnonymousRequest(request({ cookie: 'theme=dark; hm_chat=abc' }))).toBe(true);
    expect(isAnonymousRequest(request({ cookie: `x${session}=lookalike` }))).toBe(true);
  });

  it('is not anonymous with a session cookie (anywhere in the header) or an Authorization header', () => {
    expect(isAnonymousRequest(request({ cookie: `${session}=token` }))).toBe(false);
    expect(isAnonymousRequest(request({ cookie: `theme=dark;  ${session}=token` }))).toBe(false);
    expect(isAnonymousRequest(request({ cookie: `${session}=` }))).toBe(false);
    expect(isAnonymousRequest(request({ authorization: 'Bearer abc' }))).toBe(false);
  });
});
