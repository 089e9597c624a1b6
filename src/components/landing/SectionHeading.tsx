import { Paragraphs } from '@/components/Paragraphs'

export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string | null }) {
  return (
    <div className="section-head">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {intro && (
        <div className="mt-4 space-y-2 text-lg text-stone-600">
          <Paragraphs text={intro} />
        </div>
      )}
    </div>
  )
}
