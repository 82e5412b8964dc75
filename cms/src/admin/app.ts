/**
 * /admin's texts that this site words its own way (Strapi applies `config.translations` over its own), in the
 * editors' language, where the Media Library shows its own text instead of the server's reason:
 * - its delete dialog (a card's menu, a selection), for any refusal; the usual one is a file still shown on the site,
 *   whose own panel says where;
 * - an upload over the size limit (UPLOAD_MAX_MB, which this built page cannot know; the site's own forms name it).
 */
export default {
  config: {
    translations: {
      en: {
        'upload.list.bulk-actions.delete.error':
          'Penghapusan gagal. File yang masih dipakai di situs tidak bisa dihapus: buka file itu dan pilih ' +
          '"Delete this file" untuk melihat di mana ia dipakai.',
        'upload.apiError.FileTooBig':
          'File terlalu besar untuk diunggah. Perkecil file itu (batas bawaan situs ini 10 MB) lalu coba lagi.',
      },
    },
  },
  bootstrap() {},
};
