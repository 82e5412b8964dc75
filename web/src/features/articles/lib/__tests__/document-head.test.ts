import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../document-head';

describe('serializeJsonLd', () => {
  it('cannot close its script tag', () => {
    expect(serializeJsonLd({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
