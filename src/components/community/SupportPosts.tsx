'use client'

import type { OwnDeclaredAction } from '@/community/projectViewer'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { webLink } from '@/domain/community'
import { ACTION_TYPE_LABELS } from '@/domain/declaredActions/declaredActions'
import { postLabel } from '@/domain/support/postLabels'
import { postHasActionsLeft, postSupportStates, type PostSupportState } from '@/domain/support/postSupport'
import type { SupportPost } from '@/domain/support/supportPosts'

const networkOf = (post: SupportPost) => postLabel(post.url)?.network ?? 'Publication'

/** "Publication 2 (LinkedIn)": how a post is named to a screen reader, in every control about it. */
export const supportPostName = (post: SupportPost, index: number) => `publication ${index + 1} (${networkOf(post)})`

function PostTitle({ post, projectTitle }: { post: SupportPost; projectTitle?: string }) {
  const label = postLabel(post.url)?.label ?? 'Publication'
  return (
    <p className="flex min-w-0 flex-col gap-1">
      <span className="break-words text-sm font-semibold text-brand-700">
        {networkOf(post)}
        {projectTitle && ` · ${projectTitle}`}
      </span>
      <span className="break-words text-neutral-800">{label}</span>
    </p>
  )
}

export function SupportPostLink({ post, index }: { post: SupportPost; index: number }) {
  const href = webLink(post.url)
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <PostTitle post={post} />
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
          aria-label={`Ouvrir la ${supportPostName(post, index)} dans un nouvel onglet`}
        >
          Ouvrir
        </a>
      )}
    </div>
  )
}

const TONES: Record<PostSupportState['tone'], string> = {
  validated: 'bg-green-50 text-green-800',
  pending: 'bg-amber-50 text-amber-900',
  rejected: 'bg-red-50 text-red-800',
}

function PostStates({
  states,
  name,
  onCorrect,
}: {
  states: PostSupportState[]
  name: string
  onCorrect: (id: number) => void
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label={`Tes déclarations sur la ${name}`}>
      {states.map((state) => (
        <li key={state.id} className="flex flex-wrap items-center gap-2 text-sm" data-testid="post-support-state">
          <span className="font-semibold">{ACTION_TYPE_LABELS[state.actionType]}</span>
          <span className={`rounded-full px-3 py-0.5 text-xs font-semibold ${TONES[state.tone]}`}>{state.text}</span>
          {state.correctable && (
            <button
              type="button"
              className="font-semibold text-brand-700 underline underline-offset-4"
              onClick={() => onCorrect(state.id)}
              aria-label={`Corriger ma déclaration refusée « ${ACTION_TYPE_LABELS[state.actionType]} » sur la ${name}`}
            >
              Corriger
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}

/** "J'ai soutenu" fills the declaration form with the post's link and network. */
export function SupportPosts({
  posts,
  projectTitle,
  declaredActions,
  onSupported,
  onCorrect,
}: {
  posts: SupportPost[]
  projectTitle: string
  declaredActions: OwnDeclaredAction[]
  onSupported: (post: SupportPost) => void
  onCorrect: (id: number) => void
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
          const states = postSupportStates(post.url, declaredActions)
          return (
            <li
              key={`${index}-${post.url}`}
              className="flex flex-col gap-3 rounded-2xl border border-stone-200 p-4"
              data-testid="support-post"
            >
              <PostTitle post={post} projectTitle={projectTitle} />
              {states.length > 0 && <PostStates states={states} name={name} onCorrect={onCorrect} />}
              <div className="flex flex-wrap gap-2">
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
                {states.length === 0 ? (
                  <button
                    type="button"
                    className={primaryButton('small')}
                    onClick={() => onSupported(post)}
                    aria-label={`J’ai soutenu la ${name}`}
                  >
                    J’ai soutenu
                  </button>
                ) : (
                  postHasActionsLeft(states) && (
                    <button
                      type="button"
                      className={outlineButton('small')}
                      onClick={() => onSupported(post)}
                      aria-label={`Déclarer une autre action sur la ${name}`}
                    >
                      Déclarer une autre action
                    </button>
                  )
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
