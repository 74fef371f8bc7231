import { useNavigate } from '@tanstack/react-router'
import { useCreateThreadMutation } from '@/queries/associate'
import type { Id } from '@convex/_generated/dataModel'

type Selection = { documentIds?: Id<'documents'>[]; folderIds?: Id<'folders'>[] }

/**
 * "Ask the associate" about part of the dossier: a new thread whose answers draw on those
 * documents and folders only, opened in the associate. Errors show through the mutation cache.
 */
export function useAskAbout(projectId: Id<'projects'>, slug: string) {
  const navigate = useNavigate()
  const create = useCreateThreadMutation()
  async function askAbout({ documentIds = [], folderIds = [] }: Selection) {
    try {
      const threadId = await create.mutateAsync({
        projectId,
        scope: { kind: 'selection', documentIds, folderIds },
      })
      await navigate({
        to: '/matters/$slug/associate',
        params: { slug },
        search: { thread_id: threadId },
      })
    } catch {
      // The mutation cache shows why.
    }
  }
  return { askAbout, pending: create.isPending }
}
