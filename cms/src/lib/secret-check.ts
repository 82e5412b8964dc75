const SECRET_VARS = [
  'APP_KEYS',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
];
const PLACEHOLDER = /change|tobemodified|example|placeholder|secret$|^$/i;

/** Names of secrets that are missing or still hold a placeholder from .env.example. */
export function weakSecrets(env: NodeJS.ProcessEnv): string[] {
  return SECRET_VARS.filter((name) => {
    const value = env[name] ?? '';
    return value.split(',').some((part) => PLACEHOLDER.test(part.trim()) || part.trim().length < 16);
  });
}
