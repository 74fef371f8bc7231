/**
 * Cron schedules for convex-local (design §9.6): a 5-field cron-expression parser with Convex's
 * syntax and `nextRun()` for every `cronJobs()` schedule type. Pure: the scheduler wires it in.
 * (`./state` keeps each cron's next run in the store; runtime/crons uses it.)
 */
export { CronParseError, parseCronExpression, type CronExpression } from './expression'
export {
  CronScheduleError,
  cronJobsFromModule,
  intervalMs,
  nextRun,
  scheduleToCron,
  splayOffsetSeconds,
  validateSchedule,
  type CronJobSpec,
  type CronScheduleJson,
  type NextRunOptions,
} from './schedule'
