import type { Config, DOMPurify } from 'dompurify';
import { embedPlayerUrl } from '@hmti/contract';

/** A media embed as CKEditor stores it: <oembed url="…"></oembed> (the address's & written as &amp;). */
const OEMBED = /<oembed\s+url="([^"]*)"\s*>\s*<\/oembed>/gi;

/**
 * Media embeds become their players: YouTube (through youtube-nocookie) and Drive files play on the page, in the
 * browser and in the server's render alike; an embed of anything else is left out. For every rich text the site
 * shows (an article, Tentang Kami, the dashboard's previews).
 */
export function playEmbeds(html: string): string {
  return html.replace(OEMBED, (_embed, address: string) => {
    const src = embedPlayerUrl(address.replace(/&amp;/g, '&'));
    if (!src) return '';
    const title = src.startsWith('https://drive.google.com/') ? 'Berkas Google Drive' : 'Video YouTube';
    return `<iframe title="${title}" allowfullscreen="" loading="lazy" src="${src.replace(/&/g, '&amp;')}" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
  });
}

/** DOMPurify's HTML, with the players `playEmbeds` makes (their addresses are held by `keepPlayersOnly`). */
export const HTML_WITH_PLAYERS: Config = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allowfullscreen', 'loading', 'referrerpolicy'],
};

const guarded = new WeakSet<DOMPurify>();
/** DOMPurify loads a frame only as a player embedPlayerUrl knows (installed once on each DOMPurify). */
export function keepPlayersOnly(purify: DOMPurify) {
  if (guarded.has(purify)) return;
  guarded.add(purify);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'IFRAME') return;
    const src = embedPlayerUrl(node.getAttribute('src'));
    if (src) node.setAttribute('src', src);
    else node.removeAttribute('src');
  });
}
