/**
 * The XSS attack corpus, shared by the sanitiser's unit test (cms) and the browser attack suite
 * (e2e/xss.spec.ts). Every payload, if it ever ran, would call `top.__xss(<id>)`; the e2e spec
 * installs that trap before any page script and fails on a single call.
 */
export interface XssPayload {
  id: number;
  name: string;
  html: string;
}

const call = (id: number) => `top.__xss(${id})`;
const b64 = (s: string) => Buffer.from(s).toString('base64');
const entities = (s: string, hex = false) =>
  [...s].map((c) => (hex ? `&#x${c.charCodeAt(0).toString(16)};` : `&#${c.charCodeAt(0)};`)).join('');

const TEMPLATES: Array<[string, (p: string) => string]> = [
  // classic tags and event handlers
  ['script tag', (p) => `<script>${p}</script>`],
  ['script src data', (p) => `<SCRIPT SRC="data:text/javascript,${p}"></SCRIPT>`],
  ['split script', (p) => `<scr<script>ipt>${p}</scr</script>ipt>`],
  ['nested angle', (p) => `<<script>${p}//<</script>`],
  ['img onerror', (p) => `<img src=x onerror=${p}>`],
  ['img onerror quoted', (p) => `<img src="/nope.png" onerror="${p}">`],
  ['img onerror entity-encoded', (p) => `<img src=x onerror="${entities(p)}">`],
  ['img srcset onerror', (p) => `<img srcset="/nope.png 1x" onerror=${p}>`],
  ['svg onload', (p) => `<svg onload=${p}>`],
  ['svg script', (p) => `<svg><script>${p}</script></svg>`],
  ['svg animate onbegin', (p) => `<svg><animate onbegin=${p} attributeName=x dur=1s></svg>`],
  ['svg set onload', (p) => `<svg><set attributeName="onload" to="${p}"/></svg>`],
  ['svg xlink javascript', (p) => `<svg><a xlink:href="javascript:${p}"><text x="20" y="20">klik</text></a></svg>`],
  ['body onload', (p) => `<body onload=${p}>`],
  ['details ontoggle', (p) => `<details open ontoggle=${p}><summary>x</summary></details>`],
  ['input autofocus', (p) => `<input autofocus onfocus=${p}>`],
  ['custom tag focusin', (p) => `<xss id=x tabindex=1 autofocus onfocusin=${p}></xss>`],
  ['video source onerror', (p) => `<video><source onerror=${p}></video>`],
  ['audio onerror', (p) => `<audio src=x onerror=${p}></audio>`],
  ['marquee onstart', (p) => `<marquee onstart=${p}>x</marquee>`],
  ['heading onmouseover', (p) => `<h2 onmouseover=${p} onclick=${p}>Judul</h2>`],
  ['link onclick', (p) => `<a href="#" onclick="${p}">klik</a>`],
  ['uppercase handler', (p) => `<IMG SRC=x ONERROR=${p}>`],
  ['handler with slash', (p) => `<img/src=x/onerror=${p}>`],
  // javascript: and other schemes, with encodings
  ['javascript href', (p) => `<a href="javascript:${p}">klik</a>`],
  ['javascript mixed case', (p) => `<a href="JaVaScRiPt:${p}">klik</a>`],
  ['javascript decimal entities', (p) => `<a href="${entities('javascript:')}${p}">klik</a>`],
  ['javascript hex entities', (p) => `<a href="${entities('javascript:', true)}${p}">klik</a>`],
  ['javascript tab inside', (p) => `<a href="java&#x09;script:${p}">klik</a>`],
  ['javascript newline inside', (p) => `<a href="java&#10;script:${p}">klik</a>`],
  ['javascript leading space', (p) => `<a href=" &#14; javascript:${p}">klik</a>`],
  ['javascript colon entity', (p) => `<a href="javascript&colon;${p}">klik</a>`],
  ['vbscript href', (p) => `<a href="vbscript:${p}">klik</a>`],
  ['data html href', (p) => `<a href="data:text/html;base64,${b64(`<script>${p}</script>`)}">klik</a>`],
  ['img javascript src', (p) => `<img src="javascript:${p}">`],
  ['object data', (p) => `<object data="javascript:${p}"></object>`],
  ['embed src', (p) => `<embed src="javascript:${p}">`],
  ['form action', (p) => `<form action="javascript:${p}"><button>kirim</button></form>`],
  ['button formaction', (p) => `<button formaction="javascript:${p}">kirim</button>`],
  ['base href', (p) => `<base href="javascript:${p}//">`],
  // frames
  ['iframe javascript', (p) => `<iframe src="javascript:${p}"></iframe>`],
  ['iframe srcdoc', (p) => `<iframe srcdoc="<script>${p}</script>"></iframe>`],
  [
    'allowed iframe host with srcdoc',
    (p) =>
      `<iframe src="https://drive.google.com/file/d/abc/preview" srcdoc="&lt;script&gt;${p}&lt;/script&gt;" onload="${p}"></iframe>`,
  ],
  [
    'look-alike iframe host',
    (p) => `<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x" onload=${p}></iframe>`,
  ],
  [
    'svg foreignObject iframe',
    (p) => `<svg><foreignObject><iframe srcdoc="&lt;script&gt;${p}&lt;/script&gt;"></iframe></foreignObject></svg>`,
  ],
  ['meta refresh', (p) => `<meta http-equiv="refresh" content="0;url=javascript:${p}">`],
  ['link import', (p) => `<link rel=import href="data:text/html,<script>${p}</script>">`],
  // CSS
  ['css url javascript', (p) => `<div style="background:url(javascript:${p})">x</div>`],
  ['css expression', (p) => `<p style="width:expression(${p})">x</p>`],
  ['style element import', (p) => `<style>@import 'javascript:${p}';</style>`],
  // mutation XSS / namespace confusion
  ['noscript title breakout', (p) => `<noscript><p title="</noscript><img src=x onerror=${p}>"></noscript>`],
  ['style inside svg', (p) => `<svg><style><img src=x onerror=${p}></style></svg>`],
  ['math mglyph style', (p) => `<math><mtext><table><mglyph><style><img src=x onerror=${p}>`],
  ['form math namespace', (p) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${p}>`],
  ['math mi svg style', (p) => `<math><mi><table><mi><svg><style><img src=x onerror=${p}>`],
  ['svg p style title', (p) => `<svg></p><style><a id="</style><img src=1 onerror=${p}>">`],
  ['template content', (p) => `<template><img src=x onerror=${p}></template>`],
  ['textarea breakout', (p) => `<textarea></textarea><img src=x onerror=${p}></textarea>`],
  ['title breakout', (p) => `</title><script>${p}</script>`],
  ['comment breakout', (p) => `<!--><img src=x onerror=${p}>-->`],
  ['cdata in svg', (p) => `<svg><![CDATA[><img src=x onerror=${p}>]]></svg>`],
  ['heading inside attribute (table of contents)', (p) => `<img src="/nope.png" alt="<h2 onerror=${p}>toc</h2>">`],
  // attribute breakouts and text that must stay text
  ['double quote breakout', (p) => `"><img src=x onerror=${p}>`],
  ['single quote breakout', (p) => `'><svg onload=${p}>`],
  ['escaped markup stays text', (p) => `&lt;img src=x onerror=${p}&gt;`],
  ['numeric-entity markup stays text', (p) => `&#60;script&#62;${p}&#60;/script&#62;`],
  ['markdown link', (p) => `[klik](javascript:${p})`],
  ['markdown image', (p) => `![x](x" onerror="${p})`],
  ['template expression', (p) => `{{constructor.constructor('${p}')()}} \${${p}}`],
  ['code sample stays text', (p) => `<pre><code class="language-html">&lt;script&gt;${p}&lt;/script&gt;</code></pre>`],
];

export const XSS_PAYLOADS: XssPayload[] = TEMPLATES.map(([name, make], i) => ({
  id: i + 1,
  name,
  html: make(call(i + 1)),
}));

/** All payloads in one HTML document (for rich-text fields). */
export const allPayloadsHtml = () => XSS_PAYLOADS.map((p) => `<p>#${p.id}</p>${p.html}`).join('\n');

/** Payloads packed into strings of at most `max` characters (for short text fields). */
export function payloadChunks(max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const p of XSS_PAYLOADS) {
    if (p.html.length > max) continue;
    if (current && current.length + 1 + p.html.length > max) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${p.html}` : p.html;
  }
  if (current) chunks.push(current);
  return chunks;
}
