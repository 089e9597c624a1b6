import Link from 'next/link'

import { primaryButton } from '@/components/buttonStyles'

/** Feedbacks are the members': a visitor learns how to become one, or to sign in, instead of a bare count. */
export function FeedbackInvitation({ loginHref }: { loginHref: string }) {
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="feedback-invitation"
    >
      <p>Les retours et les bêta-tests sont réservés aux membres de la Tryb.</p>
      <div className="flex flex-wrap items-center gap-3">
        <Link href="/apply" className={primaryButton('small')}>
          Rejoins la Tryb pour donner ton avis
        </Link>
        <span className="text-sm text-neutral-700">
          Déjà membre ?{' '}
          <Link href={loginHref} className="font-semibold text-brand-700 underline underline-offset-4">
            Connecte-toi
          </Link>
        </span>
      </div>
    </div>
  )
}
