import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { MatterEdit } from '@/components/matters/matter-edit'
import { rethrowAsNotFound } from '@/lib/errors'
import { matterQueries } from '@/queries/matters'

export const Route = createFileRoute('/_authed/matters/$slug/edit')({
  loader: async ({ context, params }) => {
    // Spec §2: the matter loads unless the slug is 'new' (the layout sends that to /matters/new).
    if (params.slug !== 'new') {
      await context.queryClient
        .ensureQueryData(matterQueries.bySlug(params.slug))
        .catch(rethrowAsNotFound)
    }
  },
  component: EditMatterPage,
})

function EditMatterPage() {
  const { slug } = Route.useParams()
  const { data: matter } = useSuspenseQuery(matterQueries.bySlug(slug))
  return <MatterEdit matter={matter} />
}
