import type { MigrationPlan } from '@/queries/migration'

type Listed = { count: number; titles: string[] }

function Titles({ label, listed }: { label: string; listed: Listed }) {
  return (
    <li>
      <span className="font-medium">
        {label}: {listed.count}
      </span>
      {listed.titles.length > 0 ? (
        <ul aria-label={label} className="mt-1 ml-4 list-disc text-muted-foreground">
          {listed.titles.map((title, index) => (
            <li key={`${index}-${title}`} className="break-words">
              {title}
            </li>
          ))}
          {listed.count > listed.titles.length ? (
            <li>and {listed.count - listed.titles.length} more</li>
          ) : null}
        </ul>
      ) : null}
    </li>
  )
}

/** The dry run's report: what moves, what stays, what is dropped, and what stops the move. */
export function MigrationReport({ plan }: { plan: MigrationPlan }) {
  return (
    <section aria-labelledby="migration-report" className="grid gap-4 rounded-lg border p-4">
      <h2 id="migration-report" className="text-base font-semibold">
        Dry run: {plan.user.name} from {plan.from.name} to {plan.to.name}
      </h2>
      {plan.problems.length > 0 ? (
        <ul aria-label="Problems" role="alert" className="grid gap-1 text-sm text-destructive">
          {plan.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 className="font-medium">Moves to {plan.to.name}</h3>
          <ul className="grid gap-2">
            <Titles label="Private conversations" listed={plan.moves.threads} />
            <li>Messages: {plan.moves.messages}</li>
            <Titles label="Private drafts" listed={plan.moves.drafts} />
            <li>Earlier draft versions: {plan.moves.draftVersions}</li>
            <Titles label="Personal prompts" listed={plan.moves.prompts} />
          </ul>
          {plan.matterName ? (
            <p className="text-muted-foreground">
              Conversations and drafts go into a new matter, “{plan.matterName}”.
            </p>
          ) : null}
        </div>
        <div className="grid content-start gap-2">
          <h3 className="font-medium">Stays with {plan.from.name}</h3>
          <ul className="grid gap-2">
            <Titles label="Shared conversations" listed={plan.stays.sharedThreads} />
            <Titles label="Shared drafts" listed={plan.stays.sharedDrafts} />
            <li>The firm’s documents, folders and tables</li>
          </ul>
          <h3 className="font-medium">Dropped</h3>
          <ul className="grid gap-1">
            <li>Favorites of the firm’s documents and folders: {plan.dropped.favorites}</li>
            <li>Stars on the firm’s prompts: {plan.dropped.promptStars}</li>
          </ul>
        </div>
      </div>
    </section>
  )
}
