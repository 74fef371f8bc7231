import { Monitor, Moon, Sun } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { Theme } from '@/lib/theme'
import { useTheme } from './theme-provider'

const options: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
]

/** A three-way Light / Dark / System control (a radio group, so arrow keys move the choice). */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme()

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const index = options.findIndex((option) => option.value === theme)
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0
    if (step === 0) {
      return
    }
    event.preventDefault()
    const next = options[(index + step + options.length) % options.length]
    if (next) {
      setTheme(next.value)
      const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')
      buttons[(index + step + options.length) % options.length]?.focus()
    }
  }

  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      onKeyDown={handleKeyDown}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-lg border bg-card p-0.5 shadow-xs',
        className,
      )}
    >
      {options.map(({ value, label, icon: Icon }) => {
        const checked = theme === value
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={label}
            title={label}
            tabIndex={checked ? 0 : -1}
            onClick={() => setTheme(value)}
            className={cn(
              'inline-flex size-7 items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-foreground',
              checked && 'bg-secondary text-foreground shadow-xs',
            )}
          >
            <Icon className="size-3.5" aria-hidden />
          </button>
        )
      })}
    </div>
  )
}
