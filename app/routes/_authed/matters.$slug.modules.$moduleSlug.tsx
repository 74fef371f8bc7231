import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ModuleRun } from '@/components/modules/module-run'
import { ModuleRunNotFound } from '@/components/modules/module-not-found'
import { rethrowAsNotFound } from '@/lib/errors'
import { prefetchOrNull } from '@/lib/session-loss'
import { isString, readSearch } from '@/lib/search-params'
import { matterQueries } from '@/queries/matters'
import { moduleQueries } from '@/queries/modules'
import { Feature } from '@/components/flags/feature'
import { FeatureOff } from '@/components/flags/feature-off'

export const Route = createFileRoute('/_authed/matters/$slug/modules/$moduleSlug')({
  // Spec §2: `id` names an earlier run (a draft) whose inputs the form starts from.
  validateSearch: (search: Record<string, unknown>) =>
    readSearch<{ id: string }>(search, { id: isString }),
  loader: async ({ context, params }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, matterQueries.bySlug(params.slug)),
      prefetchOrNull(context.queryClient, moduleQueries.bySlug(params.moduleSlug)).catch(
        rethrowAsNotFound,
      ),
    ])
  },
  head: () => ({ meta: [{ title: 'Run a module · Casefile' }] }),
  notFoundComponent: ModuleRunNotFound,
  component: ModuleRunPage,
})

function ModuleRunPage() {
  const { slug, moduleSlug } = Route.useParams()
  const { id } = Route.useSearch()
  // An earlier run that cannot be read (removed, another firm's) starts the form empty.
  const earlier = useQuery({ ...moduleQueries.draft(id ?? ''), enabled: id !== undefined })
  if (id !== undefined && earlier.isPending) return null
  return (
    <Feature flag="modules" fallback={<FeatureOff feature="Modules" />}>
      <ModuleRun
        key={id ?? 'new'}
        slug={slug}
        moduleSlug={moduleSlug}
        earlier={earlier.data ?? null}
      />
    </Feature>
  )
}
