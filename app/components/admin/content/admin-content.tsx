import { useSuspenseQuery } from '@tanstack/react-query'
import { Megaphone, Plus } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { DateTime, useNow } from '@/components/layout/time'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { type AnnouncementFormFields, announcementFormFields } from '@/lib/announcement-form'
import { toast } from '@/lib/toast-store'
import { type AdminAnnouncement, contentQueries, useContentMutations } from '@/queries/content'
import type { Id } from '@convex/_generated/dataModel'
import { type AnnouncementStatus, announcementStatus } from '@shared/contentRules'
import { AnnouncementDialog } from './announcement-dialog'
import { SupportTextForm } from './support-text-form'

const STATUS_LABELS: Record<AnnouncementStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended',
}

type Editing = { fields: AnnouncementFormFields; announcementId: Id<'announcements'> | null }

/**
 * /admin/content: the announcements shown as banners (for everyone or one organization, on a
 * schedule), each posted, edited and deleted here, and the support page's text.
 */
export function AdminContent() {
  const { data: announcements } = useSuspenseQuery(contentQueries.announcements())
  const { data: supportText } = useSuspenseQuery(contentQueries.supportText())
  const { remove } = useContentMutations()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null)
  const newAnnouncement = () =>
    setEditing({ fields: announcementFormFields(null, Date.now()), announcementId: null })
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">Content</h1>
        <p className="text-sm text-muted-foreground">
          Announcements across the top of every signed-in page, and the text of the support page.
        </p>
      </header>
      <section aria-labelledby="announcements-heading" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="announcements-heading" className="text-lg font-semibold">
            Announcements
          </h2>
          {announcements.length > 0 ? (
            <Button onClick={newAnnouncement}>
              <Plus className="size-4" aria-hidden />
              New announcement
            </Button>
          ) : null}
        </div>
        {announcements.length === 0 ? (
          <EmptyState
            icon={<Megaphone className="size-5" aria-hidden />}
            title="No announcements"
            description="Post one for everyone or for one organization: planned maintenance, a new feature, a change in terms."
          >
            <Button onClick={newAnnouncement}>
              <Plus className="size-4" aria-hidden />
              New announcement
            </Button>
          </EmptyState>
        ) : (
          <ul aria-label="Announcements" className="grid gap-2">
            {announcements.map((announcement) => (
              <AnnouncementRow
                key={announcement._id}
                announcement={announcement}
                onEdit={() =>
                  setEditing({
                    fields: announcementFormFields(announcement, Date.now()),
                    announcementId: announcement._id,
                  })
                }
                onDelete={() => setDeleting(announcement)}
              />
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="support-text-heading"
        className="grid gap-3 rounded-lg border bg-card p-4"
      >
        <div className="grid gap-1">
          <h2 id="support-text-heading" className="text-lg font-semibold">
            Support page
          </h2>
          <p className="text-sm text-muted-foreground">
            What everyone reads under “Getting help” on Account › Support.
          </p>
        </div>
        <SupportTextForm text={supportText?.text ?? ''} />
      </section>
      {editing ? (
        <AnnouncementDialog
          fields={editing.fields}
          announcementId={editing.announcementId}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this announcement?"
        description="It leaves every banner at once, for people who have not dismissed it too."
        confirmLabel="Delete announcement"
        destructive
        onConfirm={async () => {
          if (!deleting) return
          await remove.mutateAsync({ announcementId: deleting._id })
          toast({ variant: 'success', title: 'Announcement deleted' })
          setDeleting(null)
        }}
      />
    </div>
  )
}

function AnnouncementRow({
  announcement,
  onEdit,
  onDelete,
}: {
  announcement: AdminAnnouncement
  onEdit: () => void
  onDelete: () => void
}) {
  const now = useNow()
  const status = now === null ? null : announcementStatus(announcement, now)
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border bg-card p-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant={announcement.tone === 'warning' ? 'destructive' : 'secondary'}>
            {announcement.tone === 'warning' ? 'Warning' : 'Information'}
          </Badge>
          {status ? (
            <Badge variant={status === 'live' ? 'brand' : 'outline'}>{STATUS_LABELS[status]}</Badge>
          ) : null}
          <span>For {announcement.organizationName ?? 'everyone'}</span>
        </p>
        <p className="text-sm break-words whitespace-pre-wrap">{announcement.message}</p>
        <p className="text-xs text-muted-foreground">
          From <DateTime at={announcement.startsAt} />
          {announcement.endsAt === null ? (
            ', no end'
          ) : (
            <>
              {' '}
              until <DateTime at={announcement.endsAt} />
            </>
          )}
        </p>
      </div>
      <div className="flex gap-1">
        <Button variant="outline" size="sm" onClick={onEdit}>
          Edit <span className="sr-only">announcement: {announcement.message.slice(0, 60)}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Delete <span className="sr-only">announcement: {announcement.message.slice(0, 60)}</span>
        </Button>
      </div>
    </li>
  )
}
