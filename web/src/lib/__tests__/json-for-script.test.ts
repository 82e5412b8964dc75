import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../json-for-script';

describe('jsonForScript', () => {
  it('cannot close the script it is written into, and reads back as the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x' };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
