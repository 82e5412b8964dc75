import { serverWrittenOnly } from '../../../../lib/data-layer/refuse';
import { isVersionWrite } from '../../../../lib/data-layer/versions';

/** Revisions are written only by the article's lifecycles (lib/article-revisions.ts): nobody edits or forges one. */
export default serverWrittenOnly(
  isVersionWrite,
  'Riwayat artikel hanya ditulis oleh server; revisi tidak dapat dibuat, diubah atau dihapus secara manual.',
  { ownDeletes: true },
);
