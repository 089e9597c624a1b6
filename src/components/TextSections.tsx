import { Paragraphs } from './Paragraphs'

type Section = { id?: string | null; key?: string | null; number?: number; heading: string; body: string }

export function TextSections({ sections, idPrefix }: { sections: Section[]; idPrefix: string }) {
  return (
    <ol className="mt-10 space-y-10">
      {sections.map((section, index) => (
        // A section with a stable key is its anchor (/charte#confidentialite).
        <li key={section.id ?? index} aria-labelledby={section.key ?? `${idPrefix}-${index + 1}`}>
          <h2 id={section.key ?? `${idPrefix}-${index + 1}`} className="scroll-mt-6 text-xl font-semibold">
            {section.number ?? index + 1}. {section.heading}
          </h2>
          <div className="mt-3 space-y-3 text-stone-700">
            <Paragraphs text={section.body} />
          </div>
        </li>
      ))}
    </ol>
  )
}
