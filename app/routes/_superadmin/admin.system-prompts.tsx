import { createFileRoute } from '@tanstack/react-router'
import { SystemPrompts } from '@/components/admin/system-prompts'
import { prefetchOrNull } from '@/lib/session-loss'
import { readSearch } from '@/lib/search-params'
import { systemPromptQueries } from '@/queries/admin'
import { SYSTEM_PROMPT_TASKS, type SystemPromptTask } from '@shared/systemPromptRules'

const isTask = (value: unknown): value is SystemPromptTask =>
  typeof value === 'string' && (SYSTEM_PROMPT_TASKS as readonly string[]).includes(value)

// ?task= picks the task shown; a malformed value is dropped (the associate's is shown).
const systemPromptsSearch = (search: Record<string, unknown>) =>
  readSearch<{ task: SystemPromptTask }>(search, { task: isTask })

export const Route = createFileRoute('/_superadmin/admin/system-prompts')({
  validateSearch: systemPromptsSearch,
  loaderDeps: ({ search }) => ({ task: search.task ?? 'associate' }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, systemPromptQueries.list()),
      prefetchOrNull(context.queryClient, systemPromptQueries.versions(deps.task)),
      prefetchOrNull(context.queryClient, systemPromptQueries.changes()),
    ])
  },
  head: () => ({ meta: [{ title: 'System prompts · Admin · Casefile' }] }),
  component: SystemPromptsRoute,
})

function SystemPromptsRoute() {
  const { task } = Route.useSearch()
  // Keyed by task: a version picked for comparison belongs to the task it was picked in.
  return <SystemPrompts key={task ?? 'associate'} task={task ?? 'associate'} />
}
