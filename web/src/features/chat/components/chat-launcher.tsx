import { useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { useUser } from '@/lib/auth';
import { usePageCovered } from '@/lib/page-cover';
import { useSiteSettings } from '@/lib/site-settings';
import { LAUNCHER_TEXTS } from '../lib/launcher-texts';
import { CHAT_PANEL_ID, isChatPage } from '../lib/chat-pages';
import type { ChatPanelProps } from './chat-panel';

// Everything but this button (panel, Markdown, api, schema) is a chunk of its own, fetched on first
// open or when the pointer or focus reaches the button. Loaded by hand rather than with lazy(): a
// chunk that fails to load (offline, a new deployment) must not take the page down with it.
const loadPanel = () => import('./chat-panel');
const prefetchPanel = () => void loadPanel().catch(() => undefined);

/**
 * The chat button at the bottom right of the public pages, easy to find and to hit (WCAG 2.5.8 asks 24 px; it is at
 * least 44) and covering nothing of the page. Below 1360 px there is no free margin beside the content, so the button
 * sits in a band of its own along the bottom of the screen (`--chat-dock` in index.css): the page scrolls under the
 * band as under the navigation bar, and ends with as much room, so its last line comes clear of it. From 1360 px the
 * band is gone and a round 56 px button floats in the margin beside the 80rem content column.
 * It hides under full-screen covers and open dialogs; the room at the page's end stays, so nothing moves then, and an
 * open panel stays mounted (hidden), so a question being typed is still there afterwards.
 */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const covered = usePageCovered();
  const { data: settings } = useSiteSettings(5 * 60_000);
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // In maintenance the assistant answers only signed-in staff, so visitors are not offered it.
  const offline = settings?.maintenanceMode === true && !user;
  if (offline || !isChatPage(pathname)) return null;
  const pageEnd = <div className="h-(--chat-dock)" aria-hidden="true" />;
  if (covered && !Panel) return pageEnd;

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const toggle = () => {
    setOpen(!open);
    setLoadFailed(false);
    if (Panel || open) return;
    loadPanel().then(
      (module) => setPanel(() => module.default),
      () => setLoadFailed(true),
    );
  };

  return (
    <>
      {pageEnd}
      <div hidden={covered}>
        {Panel ? (
          <Panel open={open} onClose={close} />
        ) : open ? (
          <p
            role="status"
            className="fixed right-4 bottom-20 z-[90] rounded-xl bg-white px-4 py-3 text-sm text-slate-700 shadow-xl"
          >
            {loadFailed ? LAUNCHER_TEXTS.loadFailed : LAUNCHER_TEXTS.loading}
          </p>
        ) : null}
        <div
          className="fixed inset-x-0 bottom-0 z-40 flex h-(--chat-dock) items-center border-t border-slate-200 bg-white px-4 text-sm text-slate-600 min-[1360px]:hidden"
          aria-hidden="true"
          data-chat-dock
        >
          {LAUNCHER_TEXTS.prompt}
        </div>
        <button
          ref={buttonRef}
          type="button"
          aria-label={open ? LAUNCHER_TEXTS.close : LAUNCHER_TEXTS.open}
          aria-expanded={open}
          aria-controls={Panel ? CHAT_PANEL_ID : undefined}
          onPointerEnter={prefetchPanel}
          onFocus={prefetchPanel}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) close();
          }}
          onClick={toggle}
          className="fixed right-4 bottom-2.5 z-40 inline-flex h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-4 font-semibold text-white shadow-md transition-colors hover:bg-brand-900 min-[1360px]:bottom-4 min-[1360px]:h-14 min-[1360px]:w-14 min-[1360px]:px-0 min-[1360px]:shadow-lg min-[1360px]:ring-2 min-[1360px]:ring-white"
          data-testid="chat-launcher"
        >
          <StrokeIcon className="h-6 w-6">
            <path
              d={
                open
                  ? 'M6 6l12 12M18 6L6 18'
                  : 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01'
              }
            />
          </StrokeIcon>
          <span className="min-[1360px]:sr-only">{LAUNCHER_TEXTS.label}</span>
        </button>
      </div>
    </>
  );
}
