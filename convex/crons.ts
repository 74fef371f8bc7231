import { cronJobs } from 'convex/server'
import { internal } from './_generated/api'

const crons = cronJobs()

crons.daily(
  'purge expired auth sessions',
  { hourUTC: 3, minuteUTC: 17 },
  internal.maintenance.purgeExpiredAuthRows,
  {},
)

export default crons
