import { describe, expect, it } from 'vitest';
import { countedClient, isHttpsRequest, resolveClientIp } from '../client-ip';

const req = (socketAddress: string, forwardedFor?: string, forwardedProto?: string, encrypted = false) => ({
  socketAddress,
  forwardedFor,
  forwardedProto,
  encrypted,
});

describe('resolveClientIp', () => {
  it('uses the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientIp(req('203.0.113.9', '1.2.3.4'), [])).toBe('203.0.113.9');
  });
  it('uses the socket address when the peer is not a trusted proxy', () => {
    expect(resolveClientIp(req('203.0.113.9', '1.2.3.4'), ['10.0.0.1'])).toBe('203.0.113.9');
  });
  it('takes the right-most untrusted hop behind trusted proxies', () => {
    expect(resolveClientIp(req('10.0.0.1', 'spoofed, 198.51.100.4, 10.0.0.2'), ['10.0.0.1', '10.0.0.2'])).toBe(
      '198.51.100.4',
    );
  });
  it('falls back to the peer when the forwarded hop is not an IP', () => {
    expect(resolveClientIp(req('10.0.0.1', 'not-an-ip'), ['10.0.0.1'])).toBe('10.0.0.1');
  });
  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(resolveClientIp(req('::ffff:127.0.0.1', '198.51.100.4'), ['127.0.0.1'])).toBe('198.51.100.4');
  });
});

describe('isHttpsRequest', () => {
  it('trusts X-Forwarded-Proto only from trusted proxies', () => {
    expect(isHttpsRequest(req('10.0.0.1', undefined, 'https'), ['10.0.0.1'])).toBe(true);
    expect(isHttpsRequest(req('203.0.113.9', undefined, 'https'), ['10.0.0.1'])).toBe(false);
    expect(isHttpsRequest(req('203.0.113.9', undefined, undefined, true), [])).toBe(true);
  });
});

describe('countedClient', () => {
  it('counts an IPv6 address by its /64 network, however it is spelt', () => {
    for (const ip of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:0:0:9', '2001:db8:1:2:aaaa:bbbb:cccc:dddd'])
      expect(countedClient(ip)).toBe('2001:db8:1:2::/64');
    expect(countedClient('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(countedClient('::1')).toBe('0:0:0:0::/64');
    expect(countedClient('1:2::3:4:5:6.7.8.9')).toBe('1:2:0:3::/64');
    expect(countedClient('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // A zone is no part of the network (and one with colons in it is no address to take apart).
    expect(countedClient('1:2:3:4:5:6:7:8%a::b')).toBe('1:2:3:4::/64');
  });
  it('counts an IPv4 address carried in IPv6 as that IPv4 address', () => {
    for (const ip of ['::FFFF:198.51.100.7', '0:0:0:0:0:ffff:c633:6407', '64:ff9b::198.51.100.7'])
      expect(countedClient(ip)).toBe('198.51.100.7');
  });
  it('counts an IPv4 address, or anything else, as it is', () => {
    expect(countedClient('203.0.113.9')).toBe('203.0.113.9');
    expect(countedClient('unknown')).toBe('unknown');
  });
});
