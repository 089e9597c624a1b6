import { signOut } from '@/actions/auth'
import { outlineButton } from '@/components/buttonStyles'

/** Ends the session on the server, then home. A plain form: it works before any JavaScript. */
export function SignOutButton() {
  return (
    <form action={signOut}>
      <button type="submit" className={outlineButton()}>
        Se déconnecter
      </button>
    </form>
  )
}
