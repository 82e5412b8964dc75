import { ActionLink } from '@/components/ui/action-link';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { scrollAndHold } from '../lib/hold-in-view';

/** 'Tentang Kami' and 'Artikel Terbaru' buttons of the hero: links to their sections underneath (no JavaScript). */
export function HeroActions() {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
      <ActionLink
        href="#about"
        onAct={() => scrollAndHold('about')}
        className="rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white shadow-lg hover:bg-brand-900"
      >
        Tentang Kami
      </ActionLink>
      <ActionLink
        href="#articles"
        onAct={() => scrollAndHold('articles')}
        className="rounded-xl border-2 border-brand-700 bg-white px-6 py-3 font-semibold text-brand-700 shadow-lg hover:bg-brand-50"
      >
        Artikel Terbaru
      </ActionLink>
    </div>
  );
}

/** The bouncing arrow that scrolls to the about section. */
export function ScrollHint({ className }: { className?: string }) {
  return (
    <ActionLink
      href="#about"
      onAct={() => scrollAndHold('about')}
      aria-label="Gulir ke Tentang Kami"
      className={className}
    >
      <StrokeIcon
        // Three bounces, then it rests: a hint, not something that moves for as long as the page is open.
        className="h-7 w-7 animate-bounce [animation-iteration-count:3] motion-reduce:animate-none"
        strokeWidth={2.5}
      >
        <path d="M6 9l6 6 6-6" />
      </StrokeIcon>
    </ActionLink>
  );
}
