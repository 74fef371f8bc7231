// @vitest-environment jsdom
import { ConvexError } from 'convex/values'
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppErrorData } from '@shared/errors'
import { errorIssues, FormProblem, type FormMutation, useFormMutation } from './use-form-mutation'

type Fields = { name: string; parties: { name: string }[] }

let container: HTMLDivElement
let root: Root | undefined
let latest: FormMutation
let form: UseFormReturn<Fields>

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

async function render(element: React.ReactElement) {
  container = document.createElement('div')
  document.body.append(container)
  await act(async () => {
    root = createRoot(container)
    root.render(element)
  })
}

/** A form without fields: the caller's own state is the input. */
function Bare(props: {
  mutationFn: () => Promise<unknown>
  onSuccess?: (result: unknown) => unknown
}) {
  const mutation = useFormMutation(props)
  useEffect(() => {
    latest = mutation
  })
  return null
}

/** A react-hook-form form with a name field and a field array of parties. */
function WithForm(props: {
  mutationFn: (fields: Fields) => Promise<unknown>
  errorField?: 'name'
  issuePath?: (path: string) => string
}) {
  const fields = useForm<Fields>({ defaultValues: { name: 'Acme', parties: [{ name: 'Beta' }] } })
  const mutation = useFormMutation({ form: fields, ...props })
  useEffect(() => {
    latest = mutation
    form = fields
  })
  const { errors } = fields.formState
  // As every form does: its fields are disabled while the save runs.
  return (
    <fieldset disabled={mutation.pending}>
      <input
        aria-label="Name"
        {...fields.register('name', { validate: (v) => v !== '' || 'Name?' })}
      />
      <p id="name-error">{errors.name?.message}</p>
      <input aria-label="Party" {...fields.register('parties.0.name')} />
      <p id="party-error">{errors.parties?.[0]?.name?.message}</p>
    </fieldset>
  )
}

/** The error message rendered under a field, as a user sees it. */
function shown(field: 'name' | 'party') {
  return container.querySelector(`#${field}-error`)!.textContent || undefined
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

const invalid = (issues: { path: string; message: string }[]) =>
  new ConvexError<AppErrorData>({ code: 'INVALID_INPUT', message: issues[0]!.message, issues })

describe('useFormMutation', () => {
  it('is pending from submit until the save and its onSuccess are done, and runs one save at a time', async () => {
    const save = deferred<string>()
    const landed = deferred<void>()
    const mutationFn = vi.fn(() => save.promise)
    const onSuccess = vi.fn(() => landed.promise)
    await render(<Bare mutationFn={mutationFn} onSuccess={onSuccess} />)
    expect(latest.pending).toBe(false)

    let first!: Promise<void>
    await act(async () => {
      first = latest.submit()
      // A double click: the second submit arrives before the re-render disables the button.
      void latest.submit()
    })
    expect(latest.pending).toBe(true)
    expect(mutationFn).toHaveBeenCalledTimes(1)

    await act(async () => save.resolve('saved'))
    expect(onSuccess).toHaveBeenCalledWith('saved', undefined)
    expect(latest.pending).toBe(true)

    await act(async () => {
      landed.resolve()
      await first
    })
    expect(latest.pending).toBe(false)
    expect(latest.error).toBeNull()
  })

  it('shows a backend refusal in its own words, a FormProblem as written and anything else generically', async () => {
    let failure: unknown = new ConvexError<AppErrorData>({
      code: 'CONFLICT',
      message: 'A folder named Pleadings already exists here',
    })
    const onSuccess = vi.fn()
    await render(<Bare mutationFn={() => Promise.reject(failure)} onSuccess={onSuccess} />)

    await act(() => latest.submit())
    expect(latest.error).toBe('A folder named Pleadings already exists here')
    expect(latest.pending).toBe(false)
    expect(onSuccess).not.toHaveBeenCalled()

    failure = new FormProblem('Choose a folder')
    await act(() => latest.submit())
    expect(latest.error).toBe('Choose a folder')

    failure = new TypeError('cannot read properties of undefined')
    await act(() => latest.submit())
    expect(latest.error).toBe('Something went wrong. Please try again.')
    expect(latest.issues).toEqual([])

    act(() => latest.clearError())
    expect(latest.error).toBeNull()
  })

  it('clears the last failure when submitted again, even when the fields then stop it', async () => {
    let fail = true
    await render(
      <WithForm
        mutationFn={() => (fail ? Promise.reject(new FormProblem('Offline')) : Promise.resolve())}
      />,
    )
    await act(() => latest.submit())
    expect(latest.error).toBe('Offline')

    fail = false
    act(() => form.setValue('name', ''))
    await act(() => latest.submit())
    expect(latest.error).toBeNull()
    expect(shown('name')).toBe('Name?')
  })

  it("with a form: validates first, and hands the form's values to the save", async () => {
    const mutationFn = vi.fn(() => Promise.resolve())
    await render(<WithForm mutationFn={mutationFn} />)

    act(() => form.setValue('name', ''))
    await act(() => latest.submit())
    expect(mutationFn).not.toHaveBeenCalled()
    expect(shown('name')).toBe('Name?')

    act(() => form.setValue('name', 'Acme v. Beta'))
    await act(() => latest.submit())
    expect(mutationFn).toHaveBeenCalledWith({ name: 'Acme v. Beta', parties: [{ name: 'Beta' }] })
  })

  it("puts the server's field issues on the form's fields and focuses the first", async () => {
    const issues = [
      { path: 'parties', message: 'Add at least one party' },
      { path: 'name', message: 'Matter name is taken' },
    ]
    const save = deferred<never>()
    await render(
      <WithForm
        mutationFn={() => save.promise}
        issuePath={(path) => (path === 'parties' ? 'parties.0.name' : path)}
      />,
    )
    let submitted!: Promise<void>
    await act(async () => {
      submitted = latest.submit()
    })
    // The fields are disabled while the save runs; the focus must wait for them.
    expect(latest.pending).toBe(true)
    await act(async () => {
      save.reject(invalid(issues))
      await submitted
    })
    expect(latest.issues).toEqual(issues)
    expect(latest.error).toBeNull()
    expect(shown('party')).toBe('Add at least one party')
    expect(shown('name')).toBe('Matter name is taken')
    // Focused once the save has settled (react-hook-form's setFocus waits a task).
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(container.querySelector('[aria-label="Party"]')),
    )
  })

  it('puts a failure without issues under errorField when one is named', async () => {
    await render(
      <WithForm
        errorField="name"
        mutationFn={() =>
          Promise.reject(new ConvexError<AppErrorData>({ code: 'CONFLICT', message: 'Taken' }))
        }
      />,
    )
    await act(() => latest.submit())
    expect(shown('name')).toBe('Taken')
    expect(latest.error).toBeNull()
  })
})

describe('errorIssues', () => {
  it("reads an INVALID_INPUT's issues and nothing from other failures", () => {
    expect(errorIssues(invalid([{ path: 'name', message: 'Required' }]))).toEqual([
      { path: 'name', message: 'Required' },
    ])
    expect(errorIssues(new ConvexError({ code: 'CONFLICT', message: 'No' }))).toEqual([])
    expect(errorIssues(new ConvexError({ issues: [{ path: 1 }, 'x'] }))).toEqual([])
    expect(errorIssues(new Error('boom'))).toEqual([])
  })
})
