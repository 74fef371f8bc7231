import { createFileRoute } from '@tanstack/react-router'
import { CasefilePrompts } from '@/components/admin/casefile-prompts'
import { prefetchOrNull } from '@/lib/session-loss'
import { casefilePromptQueries } from '@/queries/admin'

export const Route = createFileRoute('/_superadmin/admin/prompts')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, casefilePromptQueries.list())
  },
  head: () => ({ meta: [{ title: 'Casefile prompts · Admin · Casefile' }] }),
  component: CasefilePrompts,
})
