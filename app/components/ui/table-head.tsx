// The header row of the app's plain data tables (the prompt lab's figures, a matter's time):
// text columns to the left, figures to the right and in tabular digits.

/** A text cell's classes. */
export const textCell = 'px-3 py-2 text-left align-top'
/** A figure cell's classes. */
export const numberCell = 'px-3 py-2 text-right tabular-nums align-top'

export type HeadColumn = { label: string; numeric?: boolean; hidden?: boolean }

/** The table's header row; a `hidden` column is named for screen readers only (Actions). */
export function TableHead({ columns }: { columns: HeadColumn[] }) {
  return (
    <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.numeric ? numberCell : textCell}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
