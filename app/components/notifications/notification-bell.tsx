import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Bell, CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { RelativeTime } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Spinner } from '@/components/ui/spinner'
import {
  notificationQueries,
  type NotificationRow,
  useInboxMutations,
} from '@/queries/notifications'
import { notificationText, unreadLabel } from '@shared/notificationRules'

/**
 * The bell in the shell: the unread count, live, and a menu of the newest notifications. Choosing
 * one marks it read and opens the thing it is about (when the reader may still see it).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false)
  const { data: unread = 0 } = useQuery(notificationQueries.unreadCount())
  const list = useQuery({ ...notificationQueries.list(), enabled: open })
  const { markRead, markAllRead } = useInboxMutations()
  const navigate = useNavigate()
  const name = unread === 0 ? 'Notifications' : `Notifications, ${unreadLabel(unread)} unread`

  const handleSelect = (notification: NotificationRow) => {
    if (!notification.read) markRead.mutate({ notificationId: notification._id })
    if (notification.href) void navigate({ href: notification.href })
  }

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={name} className="relative">
          <Bell className="size-4" aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-primary px-1 text-center text-[10px] leading-4 font-semibold text-primary-foreground"
            >
              {unreadLabel(unread)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-80" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={unread === 0 || markAllRead.isPending}
            onSelect={(event) => {
              event.preventDefault()
              markAllRead.mutate({})
            }}
            className="text-xs"
          >
            <CheckCheck className="size-3.5" aria-hidden />
            Mark all as read
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator />
        <NotificationItems rows={list.data} onSelect={handleSelect} />
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account/notifications">Notification settings</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function NotificationItems({
  rows,
  onSelect,
}: {
  rows: NotificationRow[] | undefined
  onSelect: (notification: NotificationRow) => void
}) {
  if (!rows) {
    return (
      <div className="flex justify-center py-4">
        <Spinner />
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <p className="px-2 py-4 text-center text-sm text-muted-foreground">No notifications yet</p>
    )
  }
  return (
    <div className="max-h-96 overflow-y-auto">
      {rows.map((notification) => (
        <DropdownMenuItem
          key={notification._id}
          onSelect={() => onSelect(notification)}
          className="items-start"
        >
          <span
            aria-hidden
            className={`mt-1.5 size-2 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-primary'}`}
          />
          <span className="grid min-w-0 gap-0.5">
            <span className={`break-words ${notification.read ? '' : 'font-medium'}`}>
              {notificationText({
                kind: notification.kind,
                title: notification.title,
                actorName: notification.actorName ?? undefined,
                counts: notification.counts ?? undefined,
              })}
              {notification.read ? null : <span className="sr-only"> (unread)</span>}
            </span>
            <span className="text-xs text-muted-foreground">
              <RelativeTime at={notification.createdAt} />
              {notification.href ? null : ' · no longer available'}
            </span>
          </span>
        </DropdownMenuItem>
      ))}
    </div>
  )
}
