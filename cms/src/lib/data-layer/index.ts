import type { Core } from '@strapi/strapi';
import { guardRichTextOnWrite } from './rich-text';
import { subscribeAuditLog } from './audit-log';
import { subscribeInvariants } from './invariants';
import { subscribeContractRules } from './contract-rules';
import { subscribeShownPictures } from './shown-pictures';
import { subscribeEditVersions } from './edit-version';

/**
 * The rules every write obeys, whichever door it comes through. Database lifecycles, not Document
 * Service middlewares: they fire for our /api services (strapi.db.query), for the admin panel's
 * Content Manager (Document Service → db.query), for seeds and scripts alike. An article's own rules, its
 * revisions and its activity entries: its content type's lifecycles (api/articles/content-types/article).
 */
export function installDataLayer(strapi: Core.Strapi) {
  guardRichTextOnWrite(strapi);
  subscribeInvariants(strapi);
  subscribeContractRules(strapi);
  subscribeShownPictures(strapi);
  subscribeEditVersions(strapi);
  subscribeAuditLog(strapi);
}
