import type { ReactNode } from 'react';

// react-router resolves the workspace root's React in node tests; its Link is stood in by a plain anchor
// (`vi.mock('react-router', () => import('./router-link-stub'))`).
export const Link = ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
  <a href={to} data-router-link="" {...rest}>
    {children}
  </a>
);
