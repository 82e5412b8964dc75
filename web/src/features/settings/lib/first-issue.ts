/** The first message of a failed schema check, or null when it passed. */
export function firstIssue(result: {
  success: boolean;
  error?: { issues: readonly { message: string }[] };
}): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? 'Invalid input';
}
