import { ConvexError } from 'convex/values'
import { useEffect, useRef, useState } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { getErrorMessage } from '@/lib/errors'
import type { AppErrorIssue } from '@shared/errors'

/**
 * A failure whose words are ready to show as they are: a client-side refusal ('Choose a folder')
 * or better-auth's answer turned into a sentence. Anything else thrown is shown through
 * getErrorMessage, so a bug never puts its internals on screen.
 */
export class FormProblem extends Error {}

type FormMutationOptions<TFieldValues extends FieldValues, TInput, TResult> = {
  /** The save. It fails by throwing: a backend ConvexError, a FormProblem, or anything else. */
  mutationFn: (input: TInput) => Promise<TResult>
  /** After a save that worked: toast, reset, close or navigate. */
  onSuccess?: (result: TResult, input: TInput) => unknown
  /**
   * The react-hook-form form that holds the fields. `submit` then validates it first and hands
   * its values to mutationFn, and the server's field issues land on its fields (the first one
   * focused) instead of in `error`.
   */
  form?: UseFormReturn<TFieldValues, unknown, TInput>
  /** The field a failure without issues is shown under; without it the message is `error`. */
  errorField?: FieldPath<TFieldValues>
  /** Where an issue's dotted path lives in the form, when that differs (a field array's root). */
  issuePath?: (path: string) => string
}

export type FormMutation = {
  /** The form's onSubmit: FormDialog's as is, or a Form's with the event. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>
  /** True while the save runs: the submit button waits and shows its spinner. */
  pending: boolean
  /** The last failure in words, until the next submit or clearError. */
  error: string | null
  /** The last failure's field issues (a backend INVALID_INPUT); [] otherwise. */
  issues: AppErrorIssue[]
  clearError: () => void
}

/** The field issues a backend INVALID_INPUT carries (shared/errors.ts invalidInput). */
export function errorIssues(error: unknown): AppErrorIssue[] {
  if (!(error instanceof ConvexError)) return []
  const data: unknown = error.data
  if (typeof data !== 'object' || data === null || !('issues' in data)) return []
  const { issues } = data as { issues: unknown }
  if (!Array.isArray(issues)) return []
  return issues.filter(
    (issue): issue is AppErrorIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as AppErrorIssue).path === 'string' &&
      typeof (issue as AppErrorIssue).message === 'string',
  )
}

function failureMessage(error: unknown) {
  return error instanceof FormProblem ? error.message : getErrorMessage(error)
}

/**
 * How every form submits: one save at a time, its pending state, and its failure as words and
 * field issues. It catches what it shows, so a mutation marked `meta: { showsOwnErrors: true }`
 * gets no second message; any other mutation's failure is also toasted by the mutation cache
 * (app/lib/mutation-cache.ts), and a form that leaves it to the toast just does not render `error`.
 */
export function useFormMutation<TFieldValues extends FieldValues, TInput = void, TResult = unknown>(
  options: FormMutationOptions<TFieldValues, TInput, TResult>,
): FormMutation {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [issues, setIssues] = useState<AppErrorIssue[]>([])
  // State lags a render behind a double click; the ref refuses the second save at once.
  const running = useRef(false)
  // The field of the first server issue: focused once the save has settled and the form's
  // fieldset is enabled again (a disabled field cannot take focus).
  const focusNext = useRef<string | null>(null)
  const [failures, setFailures] = useState(0)
  useEffect(() => {
    if (pending || !focusNext.current || !options.form) return
    options.form.setFocus(focusNext.current as FieldPath<TFieldValues>)
    focusNext.current = null
  }, [pending, failures, options.form])

  async function run(input: TInput) {
    if (running.current) return
    const { mutationFn, onSuccess } = options
    running.current = true
    setPending(true)
    setError(null)
    setIssues([])
    try {
      let result: TResult
      try {
        result = await mutationFn(input)
      } catch (caught) {
        showFailure(caught)
        return
      }
      // Still pending while it closes or navigates, so the save cannot be sent twice.
      await onSuccess?.(result, input)
    } finally {
      running.current = false
      setPending(false)
    }
  }

  function showFailure(caught: unknown) {
    const { form, errorField, issuePath } = options
    const found = errorIssues(caught)
    setIssues(found)
    if (form && found.length > 0) {
      found.forEach((issue, index) => {
        const path = (issuePath ? issuePath(issue.path) : issue.path) as FieldPath<TFieldValues>
        form.setError(path, { type: 'server', message: issue.message })
        if (index === 0) focusNext.current = path
      })
      setFailures((count) => count + 1)
    } else if (form && errorField) {
      form.setError(errorField, { type: 'server', message: failureMessage(caught) })
    } else {
      setError(failureMessage(caught))
    }
  }

  async function submit(event?: React.BaseSyntheticEvent) {
    event?.preventDefault()
    // A new attempt: the last failure's words go, even when the fields then stop it.
    setError(null)
    const { form } = options
    if (form) await form.handleSubmit(run)(event)
    else await run(undefined as TInput)
  }

  return { submit, pending, error, issues, clearError: () => setError(null) }
}
