import type { Id } from '@convex/_generated/dataModel'

export type Colleague = { userId: Id<'users'>; name: string; email: string }

type ColleagueChecklistProps = {
  colleagues: Colleague[]
  picked: ReadonlySet<Id<'users'>>
  onChange: (picked: ReadonlySet<Id<'users'>>) => void
}

/** Colleagues of the organisation to tick, each with name and email (the share dialogs). */
export function ColleagueChecklist({ colleagues, picked, onChange }: ColleagueChecklistProps) {
  function toggle(userId: Id<'users'>, on: boolean) {
    const next = new Set(picked)
    if (on) next.add(userId)
    else next.delete(userId)
    onChange(next)
  }
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-2 text-sm font-medium">Colleagues</legend>
      <ul className="max-h-60 divide-y overflow-y-auto rounded-md border">
        {colleagues.map((member) => (
          <li key={member.userId}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-accent/60">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={picked.has(member.userId)}
                onChange={(event) => toggle(member.userId, event.target.checked)}
              />
              <span className="grid min-w-0">
                <span className="truncate font-medium">{member.name}</span>
                <span className="truncate text-xs text-muted-foreground">{member.email}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
