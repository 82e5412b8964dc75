// V8 sizes a process's heap growth from its heap limit: on a machine with more than 16 GB the limit is 4 GB and the
// old generation may grow to ~4× its live size between collections (a 110 MB live heap reached 340 MB under load).
// A limit of CMS_HEAP_MB (default 512, ~5× the cms's live heap) caps that factor at ~1.5 without running short.
export const DEFAULT_CMS_HEAP_MB = 512;

/** NODE_OPTIONS for a cms process: the heap limit first, so an explicit NODE_OPTIONS from the operator still wins. */
export function cmsNodeOptions(env = process.env) {
  const mb = Number.parseInt(env.CMS_HEAP_MB ?? '', 10);
  const limit = `--max-old-space-size=${Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_CMS_HEAP_MB}`;
  return [limit, env.NODE_OPTIONS].filter(Boolean).join(' ');
}
