import Link from 'next/link'

import { reviewPromise } from '@/domain/applications/applicationReview'

type Door = 'apply' | 'signup'

const DOORS: Record<Door, { title: string; href: string; linkLabel: string; what: string; next: string }> = {
  apply: {
    title: 'Candidater',
    href: '/apply',
    linkLabel: 'Candidater en 5 étapes',
    what: 'Cinq étapes sans mot de passe : ton identité, tes réseaux, ton projet, tes motivations et la charte.',
    next: 'Tu reçois aussitôt un e-mail qui confirme ta candidature.',
  },
  signup: {
    title: 'Créer un compte',
    href: '/signup',
    linkLabel: 'Créer un compte avec mot de passe',
    what: 'Un formulaire court avec un mot de passe : tu peux te connecter tout de suite et compléter ton profil.',
    next: 'Tu confirmes ton adresse depuis l’e-mail reçu : l’équipe n’active que les adresses confirmées.',
  },
}

/**
 * The two ways in, said once: /apply and /signup both show it, each naming the other,
 * with what happens next and the review delay the rules promise.
 */
export function WaysIn({ current, reviewHours }: { current: Door; reviewHours: number }) {
  return (
    <section aria-labelledby="ways-in-title" className="rounded-3xl border border-stone-200 bg-stone-50 p-5 text-left">
      <h2 id="ways-in-title" className="text-lg font-semibold">
        Deux façons d’entrer, une même étude
      </h2>
      <ul className="mt-3 space-y-3 text-sm text-stone-700">
        {(Object.keys(DOORS) as Door[]).map((door) => (
          <li key={door}>
            <p className="font-semibold text-stone-900">
              {DOORS[door].title}
              {door === current && <span className="font-normal text-stone-600"> (cette page)</span>}
            </p>
            <p>{DOORS[door].what}</p>
            <p>{DOORS[door].next}</p>
            {door !== current && (
              <Link href={DOORS[door].href} className="font-medium text-brand-700 underline underline-offset-2">
                {DOORS[door].linkLabel}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-medium text-stone-900" data-testid="review-promise">
        {reviewPromise(reviewHours)} Accepté·e, tu reçois un e-mail qui te connecte en un clic.
      </p>
    </section>
  )
}
