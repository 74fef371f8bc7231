// The first step of reading a file a user gives (a prompt file, a golden set): is it JSON, and an
// object of the format it says. The readers check its fields after.

/** Whether a parsed value is a plain object (not null, not a list). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The file's top-level object when it is JSON of `format`; otherwise which of the two it is not. */
export function readJsonObject(
  text: string,
  format: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; problem: 'notJson' | 'format' } {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'notJson' }
  }
  if (!isObject(parsed) || parsed.format !== format) return { ok: false, problem: 'format' }
  return { ok: true, value: parsed }
}
