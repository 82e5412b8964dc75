/** Build-time settings of the web app (Vite env), typed in one place. */
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  appName: (import.meta.env.VITE_APP_NAME as string | undefined) ?? 'HMTI UIN Malang',
} as const;
