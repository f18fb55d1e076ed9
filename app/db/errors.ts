/** PostgreSQL's own fields of a failed statement's error (drizzle wraps the driver's error as its cause). */
function databaseError(error: unknown): { code?: string; constraint?: string } {
  return ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
}

/** The unique index a failed insert ran into, if that is why it failed. */
export function takenIndex(error: unknown): string | undefined {
  const { code, constraint } = databaseError(error);
  return code === "23505" ? constraint : undefined;
}

/** Whether a statement was refused for what it writes: a data exception (SQLSTATE class 22) or an integrity constraint (class 23). */
export function refusedForData(error: unknown): boolean {
  const { code } = databaseError(error);
  return code?.startsWith("22") === true || code?.startsWith("23") === true;
}
