/** The error object of a refusal; bodies carrying it under `error` send the browser to /error. */
export interface ErrorObject {
  code: number;
  title: string;
  message: string;
  help: string;
  timestamp: string;
  details: Record<string, unknown>;
}

export const errorObject = (
  code: number,
  title: string,
  message: string,
  help: string,
  details: Record<string, unknown> = {},
): ErrorObject => ({ code, title, message, help, timestamp: new Date().toISOString(), details });

export const isErrorObject = (v: unknown): v is ErrorObject =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as ErrorObject).code === 'number' &&
  typeof (v as ErrorObject).title === 'string';
