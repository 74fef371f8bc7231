import { cronJobs } from 'convex/server'
import { internal } from './_generated/api'

const crons = cronJobs()

crons.daily(
  'purge expired auth sessions',
  { hourUTC: 3, minuteUTC: 17 },
  internal.accounts.maintenance.purgeExpiredAuthRows,
  {},
)

// A processing run that died with the backend (a restart, a crash) is queued again once its
// lease runs out, so every upload ends ready, failed or in the ingest report.
crons.interval(
  'requeue stalled document processing',
  { minutes: 1 },
  internal.dossier.ingest.requeueStalled,
  {},
)

// Bytes uploaded but never registered (an upload URL used and then abandoned, a thumbnail of a
// processing run that died) would otherwise stay on disk for good.
crons.interval(
  'remove stored files nobody registered',
  { hours: 1 },
  internal.dossier.orphanFiles.removeUnregisteredFiles,
  {},
)

// The inbox: one summary email of the day's unread notifications for those who chose the digest
// (early morning in Europe, overnight in the Americas), and notifications kept 90 days.
crons.daily(
  'mail the daily notification digest',
  { hourUTC: 6, minuteUTC: 7 },
  internal.notifications.maintenance.sendDigests,
  {},
)

crons.daily(
  'purge notifications past their retention',
  { hourUTC: 3, minuteUTC: 41 },
  internal.notifications.maintenance.purgeExpired,
  {},
)

export default crons
