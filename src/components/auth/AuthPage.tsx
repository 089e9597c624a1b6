import type { ReactNode } from 'react'

export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight">{title}</h1>
      {intro && <div className="mt-3 text-center text-stone-600">{intro}</div>}
      <div className="mt-8">{children}</div>
    </main>
  )
}
