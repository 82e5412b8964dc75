/**
 * Strapi's feature switches. The Media Library is the redesigned one, Strapi 5's default, which /admin's editors and
 * the tests use; saying so explicitly spares every upgraded site Strapi's start-up notice about the redesign.
 */
export default {
  useLegacyMediaLibrary: false,
};
