import { Settings2 } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SEARCH_HISTORY_MAX_ENTRIES } from '@/lib/constants'
import { useSearchHistory, useSearchPreferences } from './use-search-storage'

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="flex items-center gap-3 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}

/** The search preferences of spec §3, kept in this browser and applied as they change. */
export function SearchPreferencesDialog() {
  const [preferences, update] = useSearchPreferences()
  const { history, clear } = useSearchHistory()
  const keepId = useId()
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="icon" aria-label="Search preferences">
          <Settings2 className="size-4" aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Search preferences</DialogTitle>
          <DialogDescription>Kept in this browser.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Toggle
            label="Show recent searches"
            checked={preferences.showRecentSearches}
            onChange={(showRecentSearches) => update({ showRecentSearches })}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={keepId}>Recent searches to keep</Label>
            <NativeSelect
              id={keepId}
              value={String(preferences.maxHistoryEntries)}
              onChange={(event) => update({ maxHistoryEntries: Number(event.target.value) })}
            >
              {Array.from({ length: SEARCH_HISTORY_MAX_ENTRIES + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'None' : n}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Toggle
            label="Suggestions as you type"
            checked={preferences.enableSearchSuggestions}
            onChange={(enableSearchSuggestions) => update({ enableSearchSuggestions })}
          />
          <Toggle
            label="Include subfolders by default"
            checked={preferences.defaultIncludeSubfolders}
            onChange={(defaultIncludeSubfolders) => update({ defaultIncludeSubfolders })}
          />
        </div>
        <DialogFooter className="justify-between sm:justify-between">
          <Button type="button" variant="ghost" disabled={history.length === 0} onClick={clear}>
            Clear recent searches
          </Button>
          <DialogClose asChild>
            <Button type="button">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
