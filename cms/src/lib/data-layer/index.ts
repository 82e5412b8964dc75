import type { Core } from '@strapi/strapi';
import { guardRichTextOnWrite } from '../rich-text-guard';
import { subscribeArticleRevisions } from './article-revisions';
import { subscribeAuditLog } from './audit-log';
import { subscribeInvariants } from './invariants';
import { subscribeArticleScheduleRule } from './article-schedule-rule';
import { subscribeArticlePublishRule } from './article-publish-rule';
import { subscribeArticlePublicationDate } from './article-publication-date';
import { subscribeContractRules } from './contract-rules';

/**
 * The rules every write obeys, whichever door it comes through. Database lifecycles, not Document
 * Service middlewares: they fire for our /api services (strapi.db.query), for the admin panel's
 * Content Manager (Document Service → db.query), for seeds and scripts alike.
 */
export function installDataLayer(strapi: Core.Strapi) {
  guardRichTextOnWrite(strapi);
  subscribeInvariants(strapi);
  subscribeContractRules(strapi);
  subscribeArticleScheduleRule(strapi);
  subscribeArticlePublishRule(strapi);
  subscribeArticlePublicationDate(strapi);
  subscribeAuditLog(strapi);
  subscribeArticleRevisions(strapi);
}
