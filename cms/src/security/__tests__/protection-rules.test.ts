import { describe, expect, it } from 'vitest';
import { claimedAddresses, isInternalAddress } from '../protections/anti-spoofing';
import { hostnameOfHeader } from '../protections/dns-layer';
import { requestOrigin } from '../protections/api-protection';
import { InFlightCounter } from '../in-flight';
import { rateLimitedMessage } from '../refusals';

describe('anti-spoofing rules', () => {
  it('knows internal addresses from public ones', () => {
    for (const ip of [
      '10.1.2.3',
      '127.0.0.1',
      '192.168.0.9',
      '172.16.0.1',
      '172.31.255.255',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isInternalAddress(ip), ip).toBe(true);
    }
    for (const ip of ['203.0.113.9', '172.32.0.1', '8.8.8.8', '2001:db8::1', '100.128.0.1'])
      expect(isInternalAddress(ip), ip).toBe(false);
  });

  it('reads every claimed address, including Forwarded for= with quotes, brackets and ports', () => {
    expect(
      claimedAddresses({
        'x-forwarded-for': '203.0.113.9, 10.0.0.1',
        'x-real-ip': '198.51.100.4',
        forwarded: 'for=192.0.2.60;proto=http, for="[2001:db8::7]:4711", for="192.0.2.43:47011"',
      }),
    ).toEqual(['203.0.113.9', '10.0.0.1', '198.51.100.4', '192.0.2.60', '2001:db8::7', '192.0.2.43']);
    expect(claimedAddresses({ host: 'x' })).toEqual([]);
  });
});

describe('dnsLayer host parsing', () => {
  it('takes the hostname without port, lower-cased, IPv6 unbracketed', () => {
    expect(hostnameOfHeader('Example.ORG:8080')).toBe('example.org');
    expect(hostnameOfHeader('[::1]:1337')).toBe('::1');
    expect(hostnameOfHeader('127.0.0.1')).toBe('127.0.0.1');
    expect(hostnameOfHeader('')).toBeNull();
    expect(hostnameOfHeader(undefined)).toBeNull();
    for (const whole of ['localhost:evil.example', 'localhost:1@evil.example', 'localhost:80:81', 'localhost:99999'])
      expect(hostnameOfHeader(whole), whole).toBeNull();
  });
});

describe('apiProtection origin', () => {
  it('prefers Origin, falls back to the Referer origin, and treats "null" and garbage as none', () => {
    expect(requestOrigin('https://site.example', 'https://evil.example/x')).toBe('https://site.example');
    expect(requestOrigin(undefined, 'https://site.example/dashboard?x=1')).toBe('https://site.example');
    expect(requestOrigin('null', 'https://site.example/')).toBeNull();
    expect(requestOrigin('not a url', undefined)).toBeNull();
    expect(requestOrigin(undefined, undefined)).toBeNull();
  });
});

describe('InFlightCounter', () => {
  it('caps per IP and in total, and releases back to zero', () => {
    const c = new InFlightCounter();
    expect([c.acquire('a', 2, 3), c.acquire('a', 2, 3), c.acquire('a', 2, 3)]).toEqual([null, null, 'ip']);
    expect([c.acquire('b', 2, 3), c.acquire('c', 2, 3)]).toEqual([null, 'total']);
    c.release('a');
    c.release('a');
    c.release('a');
    c.release('b');
    c.release('zzz');
    expect(c.snapshot()).toEqual({ total: 0, ips: 0 });
  });
});

it('says the limit and the wait when no countdown shows it', () => {
  expect(rateLimitedMessage({ max: 60, windowSeconds: 60 }, 'account', 42, 'pemeriksaan link Google Drive')).toBe(
    'Terlalu banyak permintaan: batasnya 60 pemeriksaan link Google Drive per 1 menit per akun. Coba lagi dalam 42 detik.',
  );
});
