// A rule module's issues ({ path, message }, react-hook-form's dotted paths) as react-hook-form's
// nested errors object: the one mapping every form with a shared validator uses as its resolver.
import { set, type FieldErrors, type FieldValues } from 'react-hook-form'
import type { AppErrorIssue } from '@shared/errors'

/** Builds react-hook-form's errors from issues; `fieldPath` moves a path where the form keeps it. */
export function issuesToFieldErrors<T extends FieldValues>(
  issues: AppErrorIssue[],
  fieldPath: (path: string) => string = (path) => path,
): FieldErrors<T> {
  const errors: FieldErrors<T> = {}
  for (const issue of issues) {
    const path = fieldPath(issue.path)
    // The first message for a field wins, as the server reports its first issue first.
    if (!hasPath(errors, path)) {
      set(errors, path, { type: 'validate', message: issue.message })
    }
  }
  return errors
}

function hasPath(errors: object, path: string): boolean {
  let node: unknown = errors
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) {
      return false
    }
    node = (node as Record<string, unknown>)[key]
  }
  return node !== undefined
}
