import { createFileRoute } from '@tanstack/react-router'
import { PageSpinner } from '@/components/layout/page-spinner'
import { PromptLibrary } from '@/components/prompts/prompt-library'
import { PromptLibraryError } from '@/components/prompts/prompt-library-error'
import { prefetchOrNull } from '@/lib/session-loss'
import { promptQueries } from '@/queries/prompts'

export const Route = createFileRoute('/_authed/prompts')({
  // Spec §8: 'Authentication required' while loading is swallowed; the page renders without data.
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, promptQueries.list())
  },
  head: () => ({ meta: [{ title: 'Prompt Library · Casefile' }] }),
  pendingComponent: PageSpinner,
  errorComponent: PromptLibraryError,
  component: PromptLibrary,
})
