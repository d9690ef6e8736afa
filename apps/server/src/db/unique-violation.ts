/** PostgreSQL's unique_violation, however the driver wraps it (pg throws it, Drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/**
 * Runs a write a unique index may refuse (another row has the value, or took it meanwhile): that
 * refusal is thrown as `refusal()`, the API's own error; any other error as it came.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
