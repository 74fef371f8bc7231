import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { FormProblem, useFormMutation } from '@/components/ui/use-form-mutation'
import { useConvexMutation } from '@/lib/convex-react'
import { getErrorMessage } from '@/lib/errors'
import { STARTER_SETS, readGoldenSet } from '@/lib/golden-set-file'
import { toast } from '@/lib/toast-store'
import { api } from '@convex/_generated/api'

type Fields = { files: FileList | null }

/** Imports a golden-set file; with no set yet, offers the starter sets built from our labels. */
export function GoldenSetImport({ setNames }: { setNames: readonly string[] }) {
  const empty = setNames.length === 0
  const missing = STARTER_SETS.filter((starter) => !setNames.includes(starter.name))
  const importSet = useConvexMutation(api.prompts.lab.importSet)
  const navigate = useNavigate()
  const form = useForm<Fields>({ defaultValues: { files: null } })
  const importing = useFormMutation({
    form,
    mutationFn: async ({ files }: Fields) => {
      const chosen = files?.[0]
      if (!chosen) throw new FormProblem('Choose a golden-set file (.json)')
      const read = readGoldenSet(await chosen.text())
      if (!read.ok) throw new FormProblem(read.message)
      return await importSet({ file: read.file })
    },
    onSuccess: async ({ setId }) => {
      form.reset()
      toast({ variant: 'success', title: 'Golden set imported' })
      await navigate({ to: '/admin/prompt-lab', search: { set: setId } })
    },
  })

  return (
    <section
      aria-label="Import a golden set"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto]"
    >
      {empty ? (
        <div className="grid gap-2 sm:col-span-2">
          <h2 className="font-semibold">No golden sets yet</h2>
          <p className="max-w-prose text-sm text-muted-foreground">
            A golden set is documents with the value each column should find. Start from the labels
            Casefile is measured on (28 hand-written filings and 19 real government filings, each
            with a held-out part), or import your own file.
          </p>
          <StarterSets sets={missing} />
        </div>
      ) : missing.length > 0 ? (
        <div className="sm:col-span-2">
          <StarterSets sets={missing} />
        </div>
      ) : null}
      <Form
        onSubmit={importing.submit}
        noValidate
        className="flex flex-wrap items-end gap-3 sm:col-span-2"
      >
        <FormField
          label="Golden-set file (JSON)"
          hint="The format an exported set has: columns, and documents with their expected values"
          type="file"
          accept="application/json,.json"
          error={importing.error}
          className="min-w-64 flex-1"
          {...form.register('files')}
        />
        <Button type="submit" variant="outline" disabled={importing.pending}>
          {importing.pending ? <Spinner className="size-4" /> : null}
          Import
        </Button>
      </Form>
    </section>
  )
}

/** Fetches the starter files the app serves that are not in the lab yet, and imports each. */
function StarterSets({ sets }: { sets: readonly (typeof STARTER_SETS)[number][] }) {
  const importSet = useConvexMutation(api.prompts.lab.importSet)
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const add = async () => {
    setPending(true)
    setError(null)
    try {
      let first: string | null = null
      for (const { url } of sets) {
        const response = await fetch(url)
        if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`)
        const read = readGoldenSet(await response.text())
        if (!read.ok) throw new Error(read.message)
        const { setId } = await importSet({ file: read.file })
        first ??= setId
      }
      toast({ variant: 'success', title: 'Starter sets added' })
      if (first) await navigate({ to: '/admin/prompt-lab', search: { set: first } })
    } catch (failure) {
      setError(getErrorMessage(failure))
    } finally {
      setPending(false)
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => void add()} disabled={pending}>
        {pending ? <Spinner className="size-4" /> : null}
        {sets.length === STARTER_SETS.length
          ? 'Add the starter sets'
          : `Add the starter set ${sets.map((set) => set.name).join(', ')}`}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
