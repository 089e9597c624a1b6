'use client'

import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { webLink } from '@/domain/community'
import { SUPPORT_NETWORK_LABELS, type SupportPost } from '@/domain/supportPosts'

/** "Publication 2 (LinkedIn)": how a post is named to a screen reader, in every control about it. */
export const supportPostName = (post: SupportPost, index: number) =>
  `publication ${index + 1} (${SUPPORT_NETWORK_LABELS[post.network]})`

/** A post's network and its link, opened in a new tab. */
export function SupportPostLink({ post, index }: { post: SupportPost; index: number }) {
  const href = webLink(post.url)
  return (
    <p className="flex min-w-0 flex-col gap-1">
      <span className="text-sm font-semibold text-brand-700">{SUPPORT_NETWORK_LABELS[post.network]}</span>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-neutral-800 underline underline-offset-4"
          aria-label={`${post.url} (${supportPostName(post, index)}, nouvel onglet)`}
        >
          {post.url}
        </a>
      ) : (
        <span className="break-all text-neutral-800">{post.url}</span>
      )}
    </p>
  )
}

/**
 * "Les publications à soutenir": the owner's posts for their week, each to open in a new tab
 * and, once supported, to declare ("J'ai soutenu" fills the declaration form with its link and
 * network).
 */
export function SupportPosts({
  posts,
  onSupported,
}: {
  posts: SupportPost[]
  onSupported: (post: SupportPost) => void
}) {
  return (
    <section aria-labelledby="soutenir" className="flex flex-col gap-3">
      <h2 id="soutenir" className="text-2xl font-bold">
        Les publications à soutenir
      </h2>
      <p className="text-neutral-700">
        Like, commente ou partage ces publications cette semaine, puis déclare ton action pour gagner tes points.
      </p>
      <ul className="flex flex-col gap-3">
        {posts.map((post, index) => {
          const href = webLink(post.url)
          const name = supportPostName(post, index)
          return (
            <li
              key={`${index}-${post.url}`}
              className="flex flex-col gap-3 rounded-2xl border border-stone-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="flex min-w-0 flex-col gap-1">
                <span className="text-sm font-semibold text-brand-700">{SUPPORT_NETWORK_LABELS[post.network]}</span>
                <span className="break-all text-neutral-800">{post.url}</span>
              </p>
              <div className="flex shrink-0 flex-wrap gap-2">
                {href && (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={outlineButton('small')}
                    aria-label={`Ouvrir la ${name} dans un nouvel onglet`}
                  >
                    Ouvrir
                  </a>
                )}
                <button
                  type="button"
                  className={primaryButton('small')}
                  onClick={() => onSupported(post)}
                  aria-label={`J’ai soutenu la ${name}`}
                >
                  J’ai soutenu
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
