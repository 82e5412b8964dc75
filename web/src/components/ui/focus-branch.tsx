import { useEffect, useState } from 'react';
import { useFocusScopeBranch } from '@radix-ui/react-focus-scope';

/**
 * Lets the enclosing dialog's focus trap accept the element matching `selector` (which may appear later,
 * anywhere in <body>): focus may move there, it can be clicked and scrolled while the page behind is blocked.
 */
export function FocusBranch({ selector }: { selector: string }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => setNode(document.querySelector<HTMLElement>(selector));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [selector]);
  useEffect(() => {
    if (!node) return;
    // The open dialog turns pointer events off on <body>.
    node.style.pointerEvents = 'auto';
    return () => {
      node.style.pointerEvents = '';
    };
  }, [node]);
  useFocusScopeBranch(node);
  return null;
}
