import { Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { textCell } from '@/components/ui/table-head'
import { documentLinkOptions } from '@/lib/document-link'
import type { DocumentFacts as Group } from '@/lib/fact-groups'
import type { FactRow } from '@/queries/facts'
import { FACT_KIND_LABELS, FACT_ROLE_LABELS } from '@shared/factValidators'

/** Below this confidence a fact is marked for checking. */
const LOW_CONFIDENCE = 0.6

type DocumentFactsProps = {
  group: Group<FactRow>
  selected: ReadonlySet<string>
  onToggle: (facts: FactRow[], on: boolean) => void
  /** While a new filter's facts load, the old ones stay on screen but cannot be selected. */
  disabled: boolean
}

/** The name a fact goes by: its kind, with its role where it has one ("Judge (presiding)"). */
export function factLabel(fact: Pick<FactRow, 'kind' | 'role'>) {
  const role = FACT_ROLE_LABELS[fact.role]
  return role ? `${FACT_KIND_LABELS[fact.kind]} (${role})` : FACT_KIND_LABELS[fact.kind]
}

/** A document's three tables: what each lists, and what its two text columns show. */
const SECTIONS: Array<{
  key: 'caption' | 'dates' | 'amounts'
  caption: string
  columns: [string, string, string]
  first: (fact: FactRow) => string
  second: (fact: FactRow) => string
}> = [
  {
    key: 'caption',
    caption: 'Caption',
    columns: ['Fact', 'Value', 'Where'],
    first: (fact) => factLabel(fact),
    second: (fact) => fact.display,
  },
  {
    key: 'dates',
    caption: 'Dates',
    columns: ['Date', 'What happened', 'Where'],
    first: (fact) => fact.display,
    second: (fact) => fact.context,
  },
  {
    key: 'amounts',
    caption: 'Amounts',
    columns: ['Amount', 'What for', 'Where'],
    first: (fact) => fact.display,
    second: (fact) => fact.context,
  },
]

/** One document's facts: its caption, then its dates, then its amounts, each selectable. */
export function DocumentFacts({ group, selected, onToggle, disabled }: DocumentFactsProps) {
  const all = [...group.caption, ...group.dates, ...group.amounts]
  const chosen = all.filter((fact) => selected.has(fact._id)).length
  const headingId = `facts-${group.documentId}`
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-3">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={`Select every fact of ${group.documentName}`}
          checked={chosen > 0 && chosen === all.length}
          disabled={disabled}
          ref={(box) => {
            if (box) box.indeterminate = chosen > 0 && chosen < all.length
          }}
          onChange={(event) => onToggle(all, event.target.checked)}
        />
        <h3 id={headingId} className="flex min-w-0 items-center gap-2 text-base font-semibold">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <Link
            {...documentLinkOptions(group.documentId)}
            className="truncate hover:underline focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
          >
            {group.documentName}
          </Link>
        </h3>
      </div>
      {SECTIONS.map((section) =>
        group[section.key].length > 0 ? (
          <FactTable
            key={section.key}
            caption={section.caption}
            columns={section.columns}
            facts={group[section.key]}
            selected={selected}
            onToggle={onToggle}
            disabled={disabled}
            first={section.first}
            second={section.second}
          />
        ) : null,
      )}
    </section>
  )
}

type FactTableProps = {
  caption: string
  columns: [string, string, string]
  facts: FactRow[]
  selected: ReadonlySet<string>
  onToggle: (facts: FactRow[], on: boolean) => void
  disabled: boolean
  first: (fact: FactRow) => string
  second: (fact: FactRow) => string
}

function FactTable({
  caption,
  columns,
  facts,
  selected,
  onToggle,
  disabled,
  first,
  second,
}: FactTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-1 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {caption}
        </caption>
        <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-8 px-3 py-2">
              <span className="sr-only">Selected</span>
            </th>
            {columns.map((label) => (
              <th key={label} scope="col" className={textCell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((fact) => {
            const name = `${FACT_KIND_LABELS[fact.kind]} ${fact.display}`
            return (
              <tr key={fact._id} className="border-b last:border-b-0">
                <td className="px-3 py-2 align-top">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    aria-label={`Select ${name}`}
                    checked={selected.has(fact._id)}
                    disabled={disabled}
                    onChange={(event) => onToggle([fact], event.target.checked)}
                  />
                </td>
                <th scope="row" className={`${textCell} font-medium whitespace-nowrap`}>
                  {first(fact)}
                </th>
                <td className={`${textCell} break-words`}>
                  {second(fact)}
                  {fact.confidence < LOW_CONFIDENCE ? (
                    <Badge
                      variant="outline"
                      className="ml-2"
                      title="The engine is unsure: check the passage"
                    >
                      Check
                    </Badge>
                  ) : null}
                </td>
                <td className={`${textCell} whitespace-nowrap`}>
                  <Link
                    {...documentLinkOptions(fact.documentId, {
                      page: fact.page,
                      highlight: fact.quote || fact.display,
                    })}
                    aria-label={`Open the passage for ${name}, page ${fact.page}`}
                    title={fact.quote ? `Page ${fact.page}: “${fact.quote}”` : `Page ${fact.page}`}
                    className="text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
                  >
                    p. {fact.page}
                  </Link>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
