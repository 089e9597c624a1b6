import Link from 'next/link'

/** Replaces the threshold warning: a member activated minutes ago is behind on nothing. */
export function FirstWeekPanel({ sentence }: { sentence: string }) {
  return (
    <section
      aria-labelledby="first-week-title"
      className="mt-8 rounded-3xl border border-brand-200 bg-white p-5 sm:p-6"
      data-testid="first-week"
    >
      <h2 id="first-week-title" className="text-xl font-bold">
        Bienvenue dans ta première semaine
      </h2>
      <p className="mt-2 text-stone-700">{sentence}</p>
      <p className="mt-3">
        <Link href="/welcome" className="font-semibold text-brand-700 underline underline-offset-4">
          Ta liste pour bien démarrer
        </Link>
      </p>
    </section>
  )
}
