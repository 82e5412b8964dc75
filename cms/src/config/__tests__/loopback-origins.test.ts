import { describe, expect, it } from 'vitest';
import { withLoopbackAliases } from '../app-config';

describe('withLoopbackAliases', () => {
  it('lets every loopback spelling of a configured loopback origin through, on the same port and scheme', () => {
    expect(withLoopbackAliases(['http://localhost:1337']).sort()).toEqual([
      'http://127.0.0.1:1337',
      'http://[::1]:1337',
      'http://localhost:1337',
    ]);
    expect(withLoopbackAliases(['http://127.0.0.1:5173'])).toContain('http://localhost:5173');
  });

  it('adds nothing for a public origin and never widens to other ports', () => {
    expect(withLoopbackAliases(['https://himatif.example.ac.id'])).toEqual(['https://himatif.example.ac.id']);
    const aliases = withLoopbackAliases(['http://localhost:1337']);
    expect(aliases).not.toContain('http://localhost:1338');
    expect(aliases).not.toContain('https://localhost:1337');
  });

  it('keeps an origin without a port portless', () => {
    expect(withLoopbackAliases(['http://localhost'])).toContain('http://127.0.0.1');
  });
});
