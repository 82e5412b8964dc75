import { serverWrittenOnly } from '../../../../lib/data-layer/refuse';
import { isVersionWrite } from '../../../../lib/data-layer/versions';

/** Revisions are written only by the settings' lifecycles (lib/settings-revisions.ts): nobody edits or forges one. */
export default serverWrittenOnly(
  isVersionWrite,
  'Riwayat pengaturan hanya ditulis oleh server; revisi tidak dapat dibuat, diubah atau dihapus secara manual.',
  { ownDeletes: true },
);
