import type { ReactNode } from 'react'

export function ManageProject({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="gerer"
      className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-brand-50/40 p-5 sm:p-6"
    >
      <h2 id="gerer" className="text-2xl font-bold">
        Gérer mon projet
      </h2>
      {children}
    </section>
  )
}
