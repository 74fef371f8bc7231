// The announcement form of /admin/content as plain fields (text, selects, local date-times), and
// the save it becomes. Framework-free and tested alone.
import type { Id } from '@convex/_generated/dataModel'
import type { AnnouncementTone } from '@shared/contentRules'

export type AnnouncementFormFields = {
  message: string
  tone: AnnouncementTone
  /** '' for everyone. */
  organizationId: string
  /** <input type="datetime-local"> values, in the browser's time zone; endsAt '' for no end. */
  startsAt: string
  endsAt: string
}

type StoredAnnouncement = {
  message: string
  tone: AnnouncementTone
  organizationId: string | null
  startsAt: number
  endsAt: number | null
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A moment as a datetime-local value (local time, to the minute). */
export function toLocalInput(at: number): string {
  const date = new Date(at)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value as a moment; NaN when it is not one. */
export function fromLocalInput(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return Number.NaN
  return new Date(value).getTime()
}

/** A stored announcement, or a new one starting this minute, as the form's fields. */
export function announcementFormFields(
  announcement: StoredAnnouncement | null,
  now: number,
): AnnouncementFormFields {
  if (!announcement) {
    return {
      message: '',
      tone: 'info',
      organizationId: '',
      startsAt: toLocalInput(now),
      endsAt: '',
    }
  }
  return {
    message: announcement.message,
    tone: announcement.tone,
    organizationId: announcement.organizationId ?? '',
    startsAt: toLocalInput(announcement.startsAt),
    endsAt: announcement.endsAt === null ? '' : toLocalInput(announcement.endsAt),
  }
}

/** The fields as the create and update mutations take them (the message on one line). */
export function announcementSave(fields: AnnouncementFormFields) {
  return {
    message: fields.message.replace(/\s*[\r\n]+\s*/g, ' ').trim(),
    tone: fields.tone,
    ...(fields.organizationId
      ? { organizationId: fields.organizationId as Id<'organizations'> }
      : {}),
    startsAt: fromLocalInput(fields.startsAt),
    ...(fields.endsAt.trim() ? { endsAt: fromLocalInput(fields.endsAt) } : {}),
  }
}
