import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { BookOpen, Plus } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { DateTime } from '@/components/layout/time'
import { PromptDialog } from '@/components/prompts/prompt-dialog'
import { PromptFileActions } from '@/components/prompts/prompt-file-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useConvexMutation } from '@/lib/convex-react'
import { toast } from '@/lib/toast-store'
import { type CasefilePrompt, casefilePromptQueries } from '@/queries/admin'
import { api } from '@convex/_generated/api'
import { plural } from '@shared/text'

/**
 * /admin/prompts: Casefile's own prompts, the part of every firm's library superadmins curate.
 * Every firm sees a change at once; each is on the deployment's audit chain.
 */
export function CasefilePrompts() {
  const { data: prompts } = useSuspenseQuery(casefilePromptQueries.list())
  const [editing, setEditing] = useState<CasefilePrompt | 'new' | null>(null)
  const [deleting, setDeleting] = useState<CasefilePrompt | null>(null)
  const create = useConvexMutation(api.prompts.casefile.create)
  const update = useConvexMutation(api.prompts.casefile.update)
  const remove = useMutation({ mutationFn: useConvexMutation(api.prompts.casefile.remove) })
  const importFile = useConvexMutation(api.prompts.casefile.importFile)
  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="size-4" aria-hidden />
      New prompt
    </Button>
  )
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-serif text-2xl font-semibold tracking-tight">Casefile prompts</h1>
          <p className="max-w-prose text-sm text-muted-foreground">
            The prompts every firm finds in its library under Casefile. A change reaches every firm
            at once; the text it replaces is kept as a version.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PromptFileActions
            prompts={prompts}
            fileName="casefile-prompts.json"
            onImport={(list) => importFile({ prompts: list })}
          />
          {newButton}
        </div>
      </header>
      {prompts.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-5" aria-hidden />}
          title="No Casefile prompts yet"
          description="Write the questions every firm should start from, with {{variables}} for what changes, or import a prompt file."
        >
          {newButton}
        </EmptyState>
      ) : (
        <ul aria-label="Casefile prompts" className="grid gap-3 lg:grid-cols-2">
          {prompts.map((prompt) => (
            <li key={prompt._id}>
              <article
                aria-labelledby={`casefile-prompt-${prompt._id}`}
                className="grid gap-2 rounded-lg border bg-card p-4"
              >
                <header className="flex items-start justify-between gap-3">
                  <div className="grid min-w-0 gap-1">
                    <h2 id={`casefile-prompt-${prompt._id}`} className="truncate font-medium">
                      {prompt.title}
                    </h2>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      {prompt.category ? <span>{prompt.category}</span> : null}
                      <span>Used {plural(prompt.usageCount, 'time')}</span>
                      <span>
                        Changed <DateTime at={prompt.updatedAt} />
                      </span>
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button variant="outline" size="sm" onClick={() => setEditing(prompt)}>
                      Edit <span className="sr-only">{prompt.title}</span>
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setDeleting(prompt)}>
                      Delete <span className="sr-only">{prompt.title}</span>
                    </Button>
                  </div>
                </header>
                <p className="line-clamp-4 text-sm whitespace-pre-wrap">{prompt.body}</p>
                {prompt.tags.length > 0 ? (
                  <p className="flex flex-wrap gap-1">
                    {prompt.tags.map((tag) => (
                      <Badge key={tag} variant="outline">
                        {tag}
                      </Badge>
                    ))}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <PromptDialog
          prompt={editing === 'new' ? undefined : editing}
          writesForFirm={false}
          save={(input) =>
            editing === 'new' ? create(input) : update({ promptId: editing._id, ...input })
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the Casefile prompt ${deleting?.title ?? ''}?`}
        description="It leaves every firm's library at once, with its earlier versions."
        confirmLabel="Delete prompt"
        destructive
        onConfirm={async () => {
          if (!deleting) return
          await remove.mutateAsync({ promptId: deleting._id })
          toast({ variant: 'success', title: 'Prompt deleted' })
          setDeleting(null)
        }}
      />
    </div>
  )
}
