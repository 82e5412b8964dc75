import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ContentPart {
  type: string;
  text?: string;
  image_url?: { url: string };
}

/** The chat-completions request body, as the cms sends it. */
export interface ChatCompletionRequest {
  model?: string;
  messages: Array<{ role: string; content: string | ContentPart[] }>;
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body; no messages when the body was not a JSON object (see `raw`). */
  body: ChatCompletionRequest;
  raw: string;
}

const parseBody = (raw: string): ChatCompletionRequest => {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { messages: [], ...(parsed as Partial<ChatCompletionRequest>) };
  } catch {
    // not JSON: recorded as `raw` only
  }
  return { messages: [] };
};

/**
 * A local stand-in for an OpenAI-compatible chat-completions service. What it does depends on the
 * visitor's last text: SLOW never answers in time, BROKEN answers without text, NOTJSON answers
 * garbage, FAIL answers 500; anything else gets "Jawaban palsu: <text>".
 */
export async function startFakeChatProvider() {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = parseBody(raw);
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, raw });
      const last = body.messages.at(-1)?.content;
      const text = typeof last === 'string' ? last : (last?.find((p) => p.type === 'text')?.text ?? '');
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (text.includes('SLOW'))
        return setTimeout(() => json(200, { choices: [{ message: { content: 'terlambat' } }] }), 5000).unref();
      if (text.includes('BROKEN')) return json(200, { choices: [{ message: { role: 'assistant' } }] });
      if (text.includes('NOTJSON')) {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<html>gateway</html>');
      }
      if (text.includes('FAIL')) return json(500, { error: { message: 'upstream exploded' } });
      return json(200, {
        id: 'cmpl-1',
        choices: [
          { index: 0, message: { role: 'assistant', content: `Jawaban palsu: ${text}` }, finish_reason: 'stop' },
        ],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
