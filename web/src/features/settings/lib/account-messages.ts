/** The validation texts of the own-account forms (the server answers the same ones). */
export const ALL_FIELDS_REQUIRED = 'All fields are required.';
export const PASSWORDS_DO_NOT_MATCH = 'New passwords do not match.';
export const PASSWORD_TOO_SHORT = 'Password should be at least 8 characters long.';
export const INVALID_EMAIL = 'Email tidak valid.';
export const PASSWORD_MIN_LENGTH = 8;
