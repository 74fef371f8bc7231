import { createFileRoute } from '@tanstack/react-router'
import { PromptLab } from '@/components/admin/prompt-lab/prompt-lab'
import { prefetchOrNull } from '@/lib/session-loss'
import { isString, readSearch } from '@/lib/search-params'
import { labQueries } from '@/queries/admin'
import { Feature } from '@/components/flags/feature'
import { FeatureOff } from '@/components/flags/feature-off'

const isRunNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0

// ?set= picks the golden set shown (the newest when absent); ?run= the run whose figures show (the
// latest when absent) and ?vs= a run to compare it with. A malformed value is dropped.
const promptLabSearch = (search: Record<string, unknown>) =>
  readSearch<{ set: string; run: number; vs: number }>(search, {
    set: isString,
    run: isRunNumber,
    vs: isRunNumber,
  })

export const Route = createFileRoute('/_superadmin/admin/prompt-lab')({
  validateSearch: promptLabSearch,
  loaderDeps: ({ search }) => ({ set: search.set }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, labQueries.sets()),
      deps.set ? prefetchOrNull(context.queryClient, labQueries.set(deps.set)) : null,
    ])
  },
  head: () => ({ meta: [{ title: 'Prompt lab · Admin · Casefile' }] }),
  component: PromptLabRoute,
})

function PromptLabRoute() {
  const search = Route.useSearch()
  return (
    <Feature flag="prompt-lab" fallback={<FeatureOff feature="The prompt lab" />}>
      <PromptLab setId={search.set} run={search.run} vs={search.vs} />
    </Feature>
  )
}
