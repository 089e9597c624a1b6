import type { ReactNode } from 'react'

export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="tryb-sheet__pair">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
)
