import { protectionsStep } from './protections';

/** The protections that inspect the parsed body (SQL and NoSQL injection), right after strapi::body. */
export default protectionsStep('body');
