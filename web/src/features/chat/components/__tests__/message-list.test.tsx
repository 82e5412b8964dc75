import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_TEXTS } from '../../lib/chat-texts';
import type { ChatEntry } from '../../lib/conversation-store';
import { MessageList } from '../message-list';

vi.mock('react-router', () => import('./router-link-stub'));

const ORIGIN = 'https://himatif.example';
const entry = (role: ChatEntry['role'], content: string, extra: Partial<ChatEntry> = {}): ChatEntry => ({
  id: `${role}-${content}`,
  role,
  content,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...extra,
});
const render = (entries: ChatEntry[], pending = false) =>
  renderToStaticMarkup(<MessageList entries={entries} pending={pending} origin={ORIGIN} brand="HMTI" />);
const bubbles = (html: string) =>
  [...html.matchAll(/data-testid="(chat-question|chat-answer|chat-typing)"/g)].map((m) => m[1]);

describe('MessageList', () => {
  it('opens with the greeting, even before anything was asked', () => {
    const html = render([]);
    expect(bubbles(html)).toEqual(['chat-answer']);
    expect(html).toContain('<strong>siapa ketua himpunan</strong>');
    expect(html).toContain('Assalamu&#x27;alaikum!');
    // The assistant introduces itself with the site's own name, not another spelling of the association.
    expect(html).toContain('asisten virtual HMTI.');
    expect(html).not.toContain('HIMATIF');
  });

  it('shows the conversation in order, the typing indicator last while an answer is pending', () => {
    const html = render(
      [entry('user', 'siapa ketua?'), entry('assistant', 'Ketua himpunan: **Budi**'), entry('user', 'artikel react')],
      true,
    );
    expect(bubbles(html)).toEqual(['chat-answer', 'chat-question', 'chat-answer', 'chat-question', 'chat-typing']);
    expect(html).toContain('Ketua himpunan: <strong>Budi</strong>');
    expect(html).toContain(CHAT_TEXTS.typing);
  });

  it('shows the visitor’s own text as typed, never as Markdown or HTML', () => {
    const html = render([entry('user', '**tebal** <b>x</b>')]);
    expect(html).toContain('**tebal** &lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<strong>tebal');
  });

  it('shows a sent image with its alt text, and drops an image address that is not http(s) or same-site', () => {
    const html = render([
      entry('user', 'ini', { imageUrl: '/uploads/chat/abc.png' }),
      entry('user', 'itu', { imageUrl: 'javascript:alert(1)' }),
    ]);
    expect(html.match(/data-testid="chat-sent-image"/g)).toHaveLength(1);
    expect(html).toContain(`src="/uploads/chat/abc.png" alt="${CHAT_TEXTS.sentImageAlt}"`);
    expect(html).not.toContain('javascript:');
  });

  it('marks a failure reply so it stands out', () => {
    const html = render([entry('user', 'halo'), entry('assistant', CHAT_TEXTS.failureReply, { failed: true })]);
    expect(html).toContain(CHAT_TEXTS.failureReply);
    expect(html).toContain('bg-red-50');
  });
});
