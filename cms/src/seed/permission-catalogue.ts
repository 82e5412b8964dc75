/** The staff permissions seeded into the database: the shared catalogue of names and labels. */
export { ALL_PERMISSION_NAMES, PERMISSIONS } from '@hmti/contract';
