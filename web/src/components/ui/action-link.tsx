import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** A plain left click, which the app handles in place; modified clicks (new tab, …) are left to the browser. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface ActionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'role' | 'onClick'> {
  /** Where the control leads without JavaScript (the server-rendered page) or in a new tab. */
  href: string;
  /** What it does in place once the app runs: on a plain click, Enter or Space. */
  onAct: () => void;
}

/**
 * A button that is a real link underneath: the server-rendered page works without JavaScript (the browser follows
 * `href`), and once the app runs a plain click acts in place. It keeps the button's role and presses on Space too (a
 * link would scroll the page instead).
 */
export function ActionLink({ href, onAct, onKeyDown, ...props }: ActionLinkProps) {
  return (
    <a
      role="button"
      href={href}
      {...props}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onAct();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== ' ') return;
        event.preventDefault();
        if (!event.repeat) onAct();
      }}
    />
  );
}
