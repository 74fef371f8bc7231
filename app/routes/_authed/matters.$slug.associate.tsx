import { createFileRoute } from '@tanstack/react-router'
import { AssociateScreen } from '@/components/associate/associate-screen'
import { isStringOrNull, readSearch } from '@/lib/search-params'
import { associateQueries } from '@/queries/associate'
import { matterQueries } from '@/queries/matters'
import { userQueries } from '@/queries/users'

// Spec §2: an optional, nullable thread_id picks the conversation (null: a new one).
const associateSearch = (search: Record<string, unknown>) =>
  readSearch<{ thread_id: string | null }>(search, { thread_id: isStringOrNull })

export const Route = createFileRoute('/_authed/matters/$slug/associate')({
  validateSearch: associateSearch,
  // The open thread itself is not loaded here: an answer may be streaming, and text that grows
  // between the server's HTML and hydration would not match. It loads in the browser, live.
  loader: async ({ context, params }) => {
    const matter = await context.queryClient.ensureQueryData(matterQueries.bySlug(params.slug))
    await Promise.all([
      context.queryClient.ensureQueryData(associateQueries.threads(matter._id)),
      context.queryClient.ensureQueryData(userQueries.me()),
    ])
  },
  component: AssociatePage,
})

function AssociatePage() {
  const { slug } = Route.useParams()
  const { thread_id } = Route.useSearch()
  return <AssociateScreen slug={slug} threadId={thread_id ?? null} />
}
