import { type MouseEvent } from 'react';
import { Link } from 'react-router';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { paths } from '@/config/paths';
import { MAIN_CONTENT_ID } from '@/config/landmarks';
import { useDropdown } from '@/hooks/use-dropdown';
import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useHydrating } from '@/lib/hydration';
import { useSiteSettings } from '@/lib/site-settings';
import { scrollAndHold } from '../lib/hold-in-view';
import { NAV_ITEMS, type SectionId } from '../lib/constants';
import { AccountLinks, UserMenu } from './user-menu';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <StrokeIcon className="h-6 w-6">
      <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
    </StrokeIcon>
  );
}

const LoginLink = ({ className }: { className: string }) => (
  <Link
    to={paths.login.getHref()}
    className={cn('rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-900', className)}
  >
    Login
  </Link>
);

const MENU_ID = 'mobile-menu';
const TOGGLE = 'rounded-lg p-2 text-slate-800 hover:bg-slate-100 lg:hidden';

/**
 * The sticky bar: brand, section links (active one highlighted), Login or the user's menu; collapsible on small
 * screens. `section` is the one highlighted: the section in view on the landing page, whose links scroll to their
 * sections; on the other public pages the section that page belongs to, and the links lead to /#section.
 *
 * The phone menu as the server sends it works without JavaScript: its button is a link to the menu, which shows while
 * the address names it (#mobile-menu); a choice, a link itself, names another place and so closes it. Once the app
 * runs the button opens and closes the menu in place.
 */
export function Navbar({ section: active, onLanding = false }: { section: SectionId; onLanding?: boolean }) {
  const { data: settings } = useSiteSettings(0);
  const { data: user } = useUser();
  const hydrating = useHydrating();
  // A menu opened before the app ran stays open as the app takes over. While hydrating, the markup does not depend on
  // it (the server's menu shows by its address), so the browser may start from its own value.
  const menu = useDropdown<HTMLElement>(
    () => hydrating && typeof window !== 'undefined' && window.location.hash === `#${MENU_ID}`,
  );
  const { open: mobileOpen, setOpen: setMobileOpen } = menu;
  const { navbarBrand: brand, logoUrl: logo } = settings ?? DEFAULT_SITE_SETTINGS;

  const go = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    setMobileOpen(false);
    if (!onLanding) return;
    event.preventDefault();
    scrollAndHold(id);
  };
  const href = (id: SectionId) => (onLanding ? `#${id}` : id === 'home' ? paths.home.getHref() : `/#${id}`);
  // The section links, drawn by the desktop bar and the phone menu each in its own look (`current`: the active one).
  const sectionLinks = (look: (current: boolean) => string) =>
    NAV_ITEMS.map((item) => (
      <li key={item.id}>
        <Link
          to={href(item.id)}
          onClick={go(item.id)}
          aria-current={active === item.id ? 'location' : undefined}
          className={look(active === item.id)}
        >
          {item.label}
        </Link>
      </li>
    ));

  return (
    <header
      ref={menu.rootRef}
      data-sticky-bar="site"
      className="group sticky top-0 z-50 border-b border-slate-200/80 bg-white/95 shadow-sm backdrop-blur"
    >
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-lg bg-brand-700 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-4 focus:z-[60] focus:px-4 focus:py-3"
      >
        Lewati ke konten utama
      </a>
      {/* From lg on, every item's place depends only on what comes before it (links beside the brand, the account
          on the far right, as big before its text is read as after), so a bar the browser draws before it has read
          the whole of it does not move later. */}
      <nav
        aria-label="Navigasi utama"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:justify-start"
      >
        <Link to={href('home')} onClick={go('home')} className="flex items-center gap-2 rounded-lg">
          <img src={logo} alt="" width={36} height={36} className="h-9 w-9 rounded-lg object-contain" />
          <span className="text-xl font-black tracking-tight text-brand-900">{brand}</span>
        </Link>

        <ul className="hidden items-center gap-1 lg:ml-4 lg:flex">
          {sectionLinks((current) =>
            cn(
              'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              current ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-900',
            ),
          )}
        </ul>

        <div className="hidden lg:ml-auto lg:block">
          {user ? (
            <UserMenu user={user} />
          ) : (
            <LoginLink className="flex h-9 w-20 items-center justify-center text-sm" />
          )}
        </div>

        {hydrating ? (
          // Closing names no element, so the page stays where it is.
          <>
            <a
              href={`#${MENU_ID}`}
              aria-label="Buka menu"
              className={cn(TOGGLE, 'group-has-[#mobile-menu:target]:hidden')}
            >
              <MenuIcon open={false} />
            </a>
            <a
              href="#menu-tutup"
              aria-label="Tutup menu"
              className={cn(TOGGLE, 'hidden group-has-[#mobile-menu:target]:block')}
            >
              <MenuIcon open />
            </a>
          </>
        ) : (
          <button
            ref={menu.buttonRef}
            type="button"
            className={TOGGLE}
            aria-expanded={mobileOpen}
            aria-controls={MENU_ID}
            aria-label={mobileOpen ? 'Tutup menu' : 'Buka menu'}
            onClick={() => setMobileOpen((v) => !v)}
          >
            <MenuIcon open={mobileOpen} />
          </button>
        )}
      </nav>

      {hydrating || mobileOpen ? (
        // Laid over the page below the bar rather than pushing it down: opening and closing it moves nothing, so a
        // choice scrolls to where its section is once the menu has gone. Without JavaScript, where the address opens
        // it, it starts right where the page keeps what is jumped to (below the bar): opening it scrolls nothing.
        <div
          id={MENU_ID}
          className={cn(
            'absolute inset-x-0 top-full max-h-[calc(100dvh-var(--sticky-bar))] overflow-y-auto border-y border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden',
            hydrating && 'hidden target:block',
          )}
        >
          <ul className="flex flex-col">
            {sectionLinks((current) =>
              cn(
                'block rounded-lg px-3 py-3 text-base font-medium',
                current ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100',
              ),
            )}
          </ul>
          <div className="mt-2 border-t border-slate-100 pt-3">
            {user ? <AccountLinks user={user} /> : <LoginLink className="block px-4 py-3 text-center" />}
          </div>
        </div>
      ) : null}
    </header>
  );
}
