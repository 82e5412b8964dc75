import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatComposer } from '../chat-composer';

const render = (messageMaxChars: number) =>
  renderToStaticMarkup(
    <ChatComposer
      inputRef={createRef<HTMLTextAreaElement>()}
      pending={false}
      retryUntil={null}
      limits={{ messageMaxChars, imageMaxMb: 5 }}
      onSend={() => undefined}
    />,
  );

describe('ChatComposer', () => {
  it('lets the visitor type as many characters as the server takes, no more', () => {
    expect(render(3000)).toMatch(/<textarea[^>]* maxLength="3000"/);
    expect(render(300)).toMatch(/<textarea[^>]* maxLength="300"/);
  });
});
