import { refuse } from '../../../../lib/data-layer/refuse';
import { isRevisionWrite } from '../../lib/article-revisions';

const REVISIONS_READ_ONLY =
  'Riwayat artikel hanya ditulis oleh server; revisi tidak dapat dibuat, diubah atau dihapus secara manual.';

/**
 * Revisions are written only by the article's lifecycles (lib/article-revisions.ts): every other create, any update
 * and any other delete is refused, so nobody can edit or forge one through /admin.
 */
const onlyOwnWrites = () => {
  if (!isRevisionWrite()) throw refuse(REVISIONS_READ_ONLY);
};
const frozen = () => {
  throw refuse(REVISIONS_READ_ONLY);
};

export default {
  beforeCreate: onlyOwnWrites,
  beforeCreateMany: onlyOwnWrites,
  beforeUpdate: frozen,
  beforeUpdateMany: frozen,
  beforeDelete: onlyOwnWrites,
  beforeDeleteMany: onlyOwnWrites,
};
