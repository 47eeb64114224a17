/**
 * True when D1 refused a write for a UNIQUE constraint, optionally on one
 * index ("table.column"): the one way every module tells a collision apart.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const text = String((error as { message?: string })?.message ?? error);
  return (
    text.includes("UNIQUE constraint failed") &&
    (index === undefined || text.includes(index))
  );
}
