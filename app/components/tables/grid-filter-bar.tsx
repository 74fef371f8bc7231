import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { DOCUMENT_COLUMN, type GridFilter, ROW_SHOWS, type RowShow } from '@/lib/review-grid'
import type { ReviewColumn } from '@/queries/tables'

type GridFilterBarProps = {
  columns: ReviewColumn[]
  filter: GridFilter
  onChange: (filter: GridFilter) => void
  shown: number
  loaded: number
}

/** Filter the rows on screen: text in a column (or any), and which rows to show. */
export function GridFilterBar({ columns, filter, onChange, shown, loaded }: GridFilterBarProps) {
  return (
    <div role="search" aria-label="Filter the table" className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <label htmlFor="grid-filter-text" className="text-xs font-medium text-muted-foreground">
          Filter rows
        </label>
        <Input
          id="grid-filter-text"
          className="w-56"
          value={filter.text}
          placeholder="Text in a cell"
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="grid-filter-column" className="text-xs font-medium text-muted-foreground">
          In
        </label>
        <NativeSelect
          id="grid-filter-column"
          className="w-48"
          value={filter.columnId ?? ''}
          onChange={(event) => onChange({ ...filter, columnId: event.target.value || null })}
        >
          <option value="">Any column</option>
          <option value={DOCUMENT_COLUMN}>Document</option>
          {columns.map((column) => (
            <option key={column.id} value={column.id}>
              {column.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <label htmlFor="grid-filter-show" className="text-xs font-medium text-muted-foreground">
          Show
        </label>
        <NativeSelect
          id="grid-filter-show"
          className="w-60"
          value={filter.show}
          onChange={(event) => onChange({ ...filter, show: event.target.value as RowShow })}
        >
          {Object.entries(ROW_SHOWS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p role="status" className="pb-2 text-sm text-muted-foreground">
        {shown === loaded ? `${loaded} rows` : `${shown} of ${loaded} rows on this page`}
      </p>
    </div>
  )
}
