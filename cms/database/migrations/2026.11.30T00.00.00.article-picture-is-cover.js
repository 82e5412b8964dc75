'use strict';

// An article has one picture: its address (`image`, which every answer gives) and, when the picture is a Media
// Library file, that file as its cover; the data layer keeps the two one picture from now on
// (src/lib/data-layer/article-picture-rule.ts). Rows written before could differ: a cover chosen in /admin beside a
// Drive link the dashboard had set (visitors saw the cover, the dashboard the link), or a Media Library file's address
// stored without the file linked as the cover (imported pictures). Each such article keeps the picture visitors saw:
// the address becomes its cover's, and an address that is a Media Library file gets that file as its cover. No
// article, picture, file or slug is removed.
const ARTICLE = 'api::articles.article';

module.exports = {
  async up(knex) {
    for (const table of ['articles', 'files', 'files_related_mph']) if (!(await knex.schema.hasTable(table))) return;
    const covers = await knex('files_related_mph as m')
      .join('files as f', 'f.id', 'm.file_id')
      .where({ 'm.related_type': ARTICLE, 'm.field': 'cover' })
      .select('m.related_id as articleId', 'f.url as url');
    const covered = new Set();
    for (const { articleId, url } of covers) {
      covered.add(Number(articleId));
      await knex('articles')
        .where({ id: articleId })
        .update({ image: url, image_source: 'local', gdrive_file_id: null });
    }
    const linked = await knex('articles as a')
      .join('files as f', 'f.url', 'a.image')
      .select('a.id as articleId', 'f.id as fileId');
    for (const { articleId, fileId } of linked) {
      if (covered.has(Number(articleId))) continue;
      covered.add(Number(articleId));
      await knex('files_related_mph').insert({
        file_id: fileId,
        related_id: articleId,
        related_type: ARTICLE,
        field: 'cover',
        order: 1,
      });
    }
  },
};
