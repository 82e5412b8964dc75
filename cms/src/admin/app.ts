/**
 * /admin's texts that this site words its own way (Strapi applies `config.translations` over its own).
 * The Media Library's delete dialog (a card's menu, a selection) shows this text for any refusal, never the server's
 * reason; the usual one is a file still shown on the site, whose own panel says where.
 */
export default {
  config: {
    translations: {
      en: {
        'upload.list.bulk-actions.delete.error':
          'Penghapusan gagal. File yang masih dipakai di situs tidak bisa dihapus: buka file itu dan pilih ' +
          '"Delete this file" untuk melihat di mana ia dipakai.',
      },
    },
  },
  bootstrap() {},
};
