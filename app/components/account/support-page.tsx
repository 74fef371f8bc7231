import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Spinner } from '@/components/ui/spinner'
import { TOAST_HOTKEY } from '@/lib/constants'
import { contentQueries } from '@/queries/content'
import { organizationQueries } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'
import { AccountSection } from './section'

export const APP_VERSION = 'casefile-app@1.0.0'

/** What the page says about getting help until a superadmin writes its text (/admin/content). */
export const BUILT_IN_HELP =
  'Casefile is run for your firm by its organization admins. They can invite people, change roles and restore access.'

const SHORTCUTS = [
  { keys: [TOAST_HOTKEY], action: 'Move focus to the notifications' },
  { keys: ['Tab', 'Shift + Tab'], action: 'Move between links, buttons and fields' },
  { keys: ['Enter', 'Space'], action: 'Press the focused button or toggle a switch' },
  { keys: ['Esc'], action: 'Close a dialog or menu' },
  { keys: ['↑', '↓'], action: 'Move through menu items and the theme choice' },
]

/**
 * /account/support: how to get help (the superadmins' text when they wrote one, as plain text with
 * its line breaks), who to ask inside the firm, keyboard shortcuts and the app's version.
 */
export function SupportPage({ organizationId }: { organizationId: string | null }) {
  const { data: supportText } = useSuspenseQuery(contentQueries.supportText())
  return (
    <div className="grid gap-6">
      <AccountSection
        title="Getting help"
        description={
          supportText ? (
            <span className="block break-words whitespace-pre-wrap">{supportText.text}</span>
          ) : (
            BUILT_IN_HELP
          )
        }
      >
        {organizationId ? (
          <FirmAdmins organizationId={organizationId as Id<'organizations'>} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Join an organization to see its admins here.
          </p>
        )}
      </AccountSection>
      <AccountSection title="Keyboard shortcuts">
        <table className="w-full text-sm">
          <caption className="sr-only">Keyboard shortcuts</caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-2 font-medium">
                Keys
              </th>
              <th scope="col" className="pb-2 font-medium">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.action}>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 ? <span className="px-1 text-muted-foreground">or</span> : null}
                      <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                        {key}
                      </kbd>
                    </span>
                  ))}
                </td>
                <td className="py-2">{shortcut.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AccountSection>
      <AccountSection title="About this version">
        <dl className="grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
          <dt className="text-muted-foreground">Version</dt>
          <dd className="font-mono">{APP_VERSION}</dd>
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">
          When you report a problem, mention this version and what you were doing when it happened.
        </p>
      </AccountSection>
    </div>
  )
}

function FirmAdmins({ organizationId }: { organizationId: Id<'organizations'> }) {
  const members = useQuery(organizationQueries.members(organizationId))
  if (members.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Loading your admins…
      </p>
    )
  }
  const admins = (members.data ?? []).filter((member) => member.role === 'OrganizationAdmin')
  if (admins.length === 0) {
    return <p className="text-sm text-muted-foreground">Your organization has no admins listed.</p>
  }
  return (
    <ul aria-label="Organization admins" className="grid gap-2 text-sm">
      {admins.map((admin) => (
        <li key={admin.userId} className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium">{admin.name}</span>
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={`mailto:${admin.email}`}
          >
            {admin.email}
          </a>
        </li>
      ))}
    </ul>
  )
}
