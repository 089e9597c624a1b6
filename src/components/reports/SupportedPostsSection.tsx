import { countOf } from '@/domain/french'
import type { ImpactReport } from '@/domain/reports/impactReport'

import { card } from './reportTable'

export function SupportedPostsSection({ posts }: { posts: ImpactReport['posts'] }) {
  return (
    <section aria-labelledby="posts-title" className={`mt-8 ${card}`}>
      <h2 id="posts-title" className="text-lg font-semibold">
        Publications soutenues
      </h2>
      {posts.length === 0 ? (
        <p className="mt-4 text-stone-700">Aucune publication à soutenir n’a été indiquée pour cette campagne.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100" data-testid="supported-posts">
          {posts.map((post, index) => (
            <li key={`${index}-${post.url}`} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <span className="min-w-0">
                <a
                  href={post.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-words text-brand-700 underline underline-offset-4"
                >
                  {post.label}
                  <span className="sr-only"> (nouvel onglet)</span>
                </a>
              </span>
              <span className="shrink-0 font-semibold">
                {countOf(post.actions, 'action validée', 'actions validées')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
