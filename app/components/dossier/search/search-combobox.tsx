import { FileText, History, Search, Tag } from 'lucide-react'
import { useId, useState } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import type { SearchHistoryEntry } from '@/lib/search-history'
import { HighlightedText } from './highlighted-text'

/** One entry of the list under the search box. */
export type SearchOption =
  | { kind: 'history'; key: string; entry: SearchHistoryEntry; detail: string | null }
  | {
      kind: 'document'
      key: string
      documentId: string
      name: string
      highlights: { start: number; end: number }[]
    }
  | { kind: 'term'; key: string; text: string }
  | { kind: 'tag'; key: string; tag: string }

type SearchComboboxProps = {
  inputId: string
  value: string
  onValueChange: (value: string) => void
  options: SearchOption[]
  /** What the list holds ('Recent searches', 'Suggestions'): its accessible name. */
  listLabel: string
  onChoose: (option: SearchOption) => void
  /** Escape with the list closed: the search is cleared. */
  onClear: () => void
}

function OptionContent({ option }: { option: SearchOption }) {
  const icon = 'size-4 shrink-0 text-muted-foreground'
  switch (option.kind) {
    case 'history':
      return (
        <>
          <History className={icon} aria-hidden />
          <span className="min-w-0 truncate">{option.entry.query}</span>
          {option.detail ? (
            <span className="ml-auto shrink-0 text-xs text-muted-foreground">{option.detail}</span>
          ) : null}
        </>
      )
    case 'document':
      return (
        <>
          <FileText className={icon} aria-hidden />
          <span className="min-w-0 truncate">
            <HighlightedText text={option.name} highlights={option.highlights} />
          </span>
          <span className="ml-auto shrink-0 text-xs text-muted-foreground">Open document</span>
        </>
      )
    case 'term':
      return (
        <>
          <Search className={icon} aria-hidden />
          <span className="min-w-0 truncate">{option.text}</span>
        </>
      )
    case 'tag':
      return (
        <>
          <Tag className={icon} aria-hidden />
          <span className="min-w-0 truncate">{option.tag}</span>
          <span className="ml-auto shrink-0 text-xs text-muted-foreground">Filter by tag</span>
        </>
      )
  }
}

/**
 * The search box with its list of recent searches or suggestions (the ARIA combobox pattern):
 * arrow keys move through the list, Enter picks the highlighted entry (or searches), Escape
 * closes the list, and a second Escape clears the search.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { inputId, value, onValueChange, options, listLabel, onChoose, onClear } = props
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // A new list starts with nothing highlighted.
  const optionsKey = options.map((option) => option.key).join('\n')
  const [activeFor, setActiveFor] = useState(optionsKey)
  if (activeFor !== optionsKey) {
    setActiveFor(optionsKey)
    setActive(-1)
  }
  const isListShown = open && options.length > 0
  const optionId = (index: number) => `${listId}-option-${index}`
  const choose = (option: SearchOption) => {
    setOpen(false)
    onChoose(option)
  }

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!isListShown) {
        setOpen(true)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + count + (index < 0 && step < 0 ? 1 : 0)) % count)
    } else if (event.key === 'Enter' && isListShown && active >= 0 && active < count) {
      event.preventDefault()
      choose(options[active]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (isListShown) setOpen(false)
      else if (value !== '') onClear()
    }
  }

  return (
    <div className="relative min-w-0 flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder='Search names and text: words, "exact phrase", depos*'
        className="pl-9"
        value={value}
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isListShown && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!isListShown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
            // The box keeps focus (and the list stays) until the click has chosen.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(option)}
          >
            <OptionContent option={option} />
          </li>
        ))}
      </ul>
    </div>
  )
}
