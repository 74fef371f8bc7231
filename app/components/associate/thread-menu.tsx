import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { MoreHorizontal } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { saveExport } from '@/lib/download-file'
import {
  type ExportThread,
  exportCitation,
  exportFileName,
  threadToDocx,
  threadToMarkdown,
} from '@/lib/thread-export'
import { toast } from '@/lib/toast-store'
import { type Thread, associateQueries, useRemoveThreadMutation } from '@/queries/associate'
import type { Id } from '@convex/_generated/dataModel'
import { droppedNote } from './message-item'
import { RenameThreadDialog } from './rename-thread-dialog'
import { ShareThreadDialog } from './share-thread-dialog'

/** The thread as the exports write it, with absolute links to each cited passage. */
function toExport(thread: Thread, exportedBy: string): ExportThread {
  return {
    title: thread.title,
    matterName: thread.matter.name,
    exportedAt: Date.now(),
    exportedBy,
    messages: thread.messages.map((message) => ({
      role: message.role,
      authorName: message.authorName,
      createdAt: message._creationTime,
      text: message.text,
      notFound: message.notFound,
      note:
        message.status === 'stopped'
          ? 'Stopped before the end'
          : message.droppedCitations > 0
            ? droppedNote(message.droppedCitations)
            : undefined,
      citations: message.citations.map((citation) => exportCitation(citation, thread._id)),
    })),
  }
}

type ThreadMenuProps = {
  threadId: Id<'threads'>
  title: string
  slug: string
  isAuthor: boolean
  organizationId: Id<'organizations'>
  viewer: { _id: Id<'users'>; name: string }
  /** Where to go once the thread is deleted (the open thread's page leaves it). */
  afterDelete?: () => void
}

/** Rename, share, export (Word, Markdown) and delete one thread; a reader may only export. */
export function ThreadMenu(props: ThreadMenuProps) {
  const { threadId, title, isAuthor } = props
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useRemoveThreadMutation()
  const [open, setOpen] = useState<'rename' | 'share' | 'delete' | null>(null)

  const exportAs = (kind: 'docx' | 'md') =>
    saveExport(async () => {
      const thread = await queryClient.fetchQuery(associateQueries.thread(threadId))
      const data = toExport(thread, props.viewer.name)
      return kind === 'md'
        ? {
            name: exportFileName(data, 'md'),
            content: threadToMarkdown(data),
            type: 'text/markdown;charset=utf-8',
          }
        : {
            name: exportFileName(data, 'docx'),
            content: threadToDocx(data),
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          }
    })

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${title}`}>
            <MoreHorizontal className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {isAuthor ? (
            <>
              <DropdownMenuItem onSelect={() => setOpen('rename')}>Rename…</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setOpen('share')}>Share…</DropdownMenuItem>
              <DropdownMenuSeparator />
            </>
          ) : null}
          <DropdownMenuItem onSelect={() => void exportAs('docx')}>
            Export to Word (.docx)
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void exportAs('md')}>
            Export to Markdown (.md)
          </DropdownMenuItem>
          {isAuthor ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setOpen('delete')}>Delete…</DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {open === 'rename' ? (
        <RenameThreadDialog threadId={threadId} title={title} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'share' ? (
        <ShareThreadDialog
          threadId={threadId}
          title={title}
          organizationId={props.organizationId}
          viewerId={props.viewer._id}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title={`Delete the thread ${title}?`}
        description="Its questions and answers are deleted for you and for everyone it is shared with. The documents stay in the dossier."
        confirmLabel="Delete thread"
        destructive
        onConfirm={async () => {
          await remove.mutateAsync({ threadId })
          toast({ variant: 'success', title: 'Thread deleted' })
          if (props.afterDelete) props.afterDelete()
          else await navigate({ to: '/matters/$slug/threads', params: { slug: props.slug } })
        }}
      />
    </>
  )
}
