import { describe, expect, it } from 'vitest'

import { acceptsReports, looksLikeText, reportSummary } from '@/domain/reports/projectReports'
import {
  REPORT_CSV_HEADER_MESSAGE,
  REPORT_CSV_TEMPLATE,
  decodeReportCsv,
  parseReportCsv,
  reportActionType,
  reportCsvHeaderProblem,
  reportTextUrls,
  reportCsvViews,
  reportedViews,
} from '@/domain/reports/reportCsv'
import { urlMatchKey } from '@/domain/webUrl'

const usable = (csv: string) =>
  parseReportCsv(csv).rows.map(({ line, platform, url, actionType, authorHandle }) => ({
    line,
    platform,
    url,
    actionType,
    authorHandle,
  }))

describe('parseReportCsv', () => {
  it('reads the template it offers: French column names, every example line used, its views counted', () => {
    expect(REPORT_CSV_TEMPLATE.split('\r\n')[0]).toBe('\ufeffplateforme;lien;type_action;auteur;vues')
    expect(reportCsvHeaderProblem(REPORT_CSV_TEMPLATE)).toBeNull()
    const read = parseReportCsv(REPORT_CSV_TEMPLATE)
    expect(read.problems).toEqual([])
    expect(read.rows.map((row) => [row.platform, row.actionType, row.authorHandle])).toEqual([
      ['linkedin', 'like', '@prenom-nom'],
      ['linkedin', 'comment', '@prenom-nom'],
      ['instagram', 'share', '@compte'],
      ['facebook', 'post', 'Prénom Nom'],
    ])
    // One publication's views once, whatever its number of lines.
    expect(reportCsvViews(REPORT_CSV_TEMPLATE)).toEqual({ total: 1550, problems: [] })
  })

  it('reads French column names however they are written, and the English ones', () => {
    for (const header of [
      'Plateforme;Lien;Type d’action;Auteur',
      'plateforme,lien,type_action,pseudo',
      'Réseau;URL;Type action;Compte',
      'platform,url,action_type,author_handle',
    ]) {
      const separator = header.includes(';') ? ';' : ','
      const csv = `${header}\n${['linkedin', 'https://www.linkedin.com/posts/1', 'commentaire', '@ana'].join(separator)}\n`
      expect(usable(csv), header).toEqual([
        {
          line: 2,
          platform: 'linkedin',
          url: 'https://www.linkedin.com/posts/1',
          actionType: 'comment',
          authorHandle: '@ana',
        },
      ])
    }
  })

  it('reads the product’s columns', () => {
    const csv = 'platform,url,action_type,author_handle\nlinkedin,https://www.linkedin.com/posts/1,like,@ana\n'
    expect(parseReportCsv(csv)).toMatchObject({
      headerOk: true,
      rows: [
        {
          line: 2,
          platform: 'linkedin',
          url: 'https://www.linkedin.com/posts/1',
          urlKey: 'linkedin.com/posts/1',
          actionType: 'like',
          authorHandle: '@ana',
        },
      ],
      problems: [],
      recordCount: 1,
    })
  })

  it('handles a BOM, CRLF, semicolons, any column order and case, extra columns and blank lines', () => {
    const csv =
      '\uFEFFAuthor_Handle;Date;ACTION_TYPE;URL;Platform\r\n' +
      '\r\n' +
      '@ana;2026-11-16;comment;https://instagram.com/p/abc;instagram\r\n' +
      ' ; ; ; ; \r\n' +
      '@bob;2026-11-17;Partage;linkedin.com/feed/update/9;linkedin\r\n'
    expect(usable(csv)).toEqual([
      {
        line: 3,
        platform: 'instagram',
        url: 'https://instagram.com/p/abc',
        actionType: 'comment',
        authorHandle: '@ana',
      },
      {
        line: 5,
        platform: 'linkedin',
        url: 'https://linkedin.com/feed/update/9',
        actionType: 'share',
        authorHandle: '@bob',
      },
    ])
    expect(parseReportCsv(csv).recordCount).toBe(2)
  })

  it('reads quoted fields holding separators, quotes and line breaks', () => {
    const csv =
      'platform,url,action_type,author_handle\n' +
      '"linked,in","https://exemple.fr/a?x=1,2",like,"Le ""vrai"" Bob"\n' +
      '"multi\nligne",https://exemple.fr/b,post,\n' +
      'x,https://exemple.fr/c,share,z\n'
    expect(usable(csv)).toEqual([
      {
        line: 2,
        platform: 'linked,in',
        url: 'https://exemple.fr/a?x=1,2',
        actionType: 'like',
        authorHandle: 'Le "vrai" Bob',
      },
      { line: 3, platform: 'multi\nligne', url: 'https://exemple.fr/b', actionType: 'post', authorHandle: '' },
      { line: 5, platform: 'x', url: 'https://exemple.fr/c', actionType: 'share', authorHandle: 'z' },
    ])
  })

  it('needs only url and action_type', () => {
    expect(usable('url,action_type\nhttps://exemple.fr/1,like')).toEqual([
      { line: 2, platform: '', url: 'https://exemple.fr/1', actionType: 'like', authorHandle: '' },
    ])
  })

  it('lists malformed rows with their line and a French reason, and uses the others', () => {
    const csv = [
      'platform,url,action_type,author_handle',
      'linkedin,,like,@a',
      'linkedin,javascript:alert(1),like,@a',
      'linkedin,https://exemple.fr/1,,@a',
      'linkedin,https://exemple.fr/2,vote,@a',
      'linkedin,https://exemple.fr/3,commentaire,@a',
      'linkedin',
    ].join('\n')
    const { rows, problems, recordCount } = parseReportCsv(csv)
    expect(rows.map((row) => [row.line, row.actionType])).toEqual([[6, 'comment']])
    expect(problems).toEqual([
      { line: 2, reason: 'Lien (colonne lien) manquant.' },
      { line: 3, reason: 'Lien invalide : « javascript:alert(1) ».' },
      { line: 4, reason: 'Type d’action (colonne type_action) manquant.' },
      { line: 5, reason: 'Type d’action inconnu : « vote » (attendu : like, comment, share ou post).' },
      { line: 7, reason: 'Lien (colonne lien) manquant.' },
    ])
    expect(recordCount).toBe(6)
  })

  it('counts a repeated row once and reports the repeat, the same link written differently included', () => {
    const csv = [
      'url,action_type',
      'https://www.linkedin.com/posts/1/,like',
      'http://linkedin.com/posts/1?utm_source=x#top,like',
      'https://linkedin.com/posts/1,comment',
    ].join('\n')
    const { rows, problems } = parseReportCsv(csv)
    expect(rows.map((row) => [row.line, row.actionType])).toEqual([
      [2, 'like'],
      [4, 'comment'],
    ])
    expect(problems).toEqual([{ line: 3, reason: 'Ligne en double (déjà lue ligne 2).' }])
  })

  it('refuses a header without url or action_type, and an empty file', () => {
    for (const csv of [
      'platform,lien,type\nx,https://exemple.fr,like',
      'url;type\n',
      '',
      '\n\n',
      'https://exemple.fr/1,like',
    ]) {
      expect(parseReportCsv(csv)).toEqual({
        headerOk: false,
        rows: [],
        problems: [{ line: 1, reason: REPORT_CSV_HEADER_MESSAGE }],
        recordCount: 0,
      })
    }
  })

  it('reads 50,000 rows', () => {
    const lines = ['platform,url,action_type,author_handle']
    for (let i = 0; i < 50_000; i++)
      lines.push(
        `linkedin,https://www.linkedin.com/feed/update/${i}?utm_source=share,${['like', 'comment', 'share', 'post'][i % 4]},@membre${i}`,
      )
    const { rows, problems, recordCount } = parseReportCsv(lines.join('\r\n'))
    expect(rows).toHaveLength(50_000)
    expect(problems).toEqual([])
    expect(recordCount).toBe(50_000)
    expect(rows[49_999]).toMatchObject({ line: 50_001, urlKey: 'linkedin.com/feed/update/49999', actionType: 'post' })
  })
})

describe('reportCsvHeaderProblem', () => {
  it('accepts the header in any order, case and separator, and refuses one without url or action_type', () => {
    expect(reportCsvHeaderProblem('platform,url,action_type,author_handle\nrest')).toBeNull()
    expect(reportCsvHeaderProblem('\uFEFF\n"URL";"Action_Type";"extra"\r\n')).toBeNull()
    expect(reportCsvHeaderProblem('platform,url,author_handle')).toBe(REPORT_CSV_HEADER_MESSAGE)
    expect(reportCsvHeaderProblem('url,action')).toBe(REPORT_CSV_HEADER_MESSAGE)
    expect(reportCsvHeaderProblem('')).toBe(REPORT_CSV_HEADER_MESSAGE)
  })
})

describe('reportActionType', () => {
  it('knows the product’s values and the French labels', () => {
    expect(
      ['like', 'J’aime', 'COMMENT', 'Commentaires', 'vote', 'Partagé', 'post', 'Publication'].map(reportActionType),
    ).toEqual(['like', 'like', 'comment', 'comment', null, 'share', 'post', 'post'])
  })
})

describe('reportTextUrls', () => {
  it('finds links anywhere in the text, once each, without trailing punctuation', () => {
    const text =
      'Bonjour,\nhttps://www.linkedin.com/posts/1\nVoir aussi (https://instagram.com/p/2). Et www.exemple.fr/x, puis http://linkedin.com/posts/1/ encore.\nexemple.fr seul'
    expect(reportTextUrls(text)).toEqual([
      { line: 2, url: 'https://www.linkedin.com/posts/1', urlKey: 'linkedin.com/posts/1' },
      { line: 3, url: 'https://instagram.com/p/2', urlKey: 'instagram.com/p/2' },
      { line: 3, url: 'https://www.exemple.fr/x', urlKey: 'exemple.fr/x' },
    ])
    expect(reportTextUrls('')).toEqual([])
  })
})

describe('urlMatchKey', () => {
  it('makes links to the same thing equal', () => {
    const same = [
      'https://www.LinkedIn.com/posts/abc/',
      'http://linkedin.com/posts/abc',
      'linkedin.com/posts/abc#comments',
      'https://linkedin.com/posts/abc?utm_source=share&utm_medium=member&fbclid=1',
    ]
    expect(new Set(same.map(urlMatchKey))).toEqual(new Set(['linkedin.com/posts/abc']))
    expect(urlMatchKey('https://exemple.fr/a?b=2&a=1')).toBe(urlMatchKey('https://exemple.fr/a?a=1&b=2'))
    expect(urlMatchKey('https://exemple.fr/a?id=1')).not.toBe(urlMatchKey('https://exemple.fr/a?id=2'))
    expect(urlMatchKey('https://exemple.fr/A')).not.toBe(urlMatchKey('https://exemple.fr/a'))
    expect(urlMatchKey('pas un lien')).toBeNull()
  })
})

describe('the reporting rules', () => {
  it('opens the form to scheduled or published visibility projects', () => {
    expect(acceptsReports({ request_type: 'visibility', status: 'scheduled' })).toBe(true)
    expect(acceptsReports({ request_type: 'visibility', status: 'published' })).toBe(true)
    for (const status of ['pending', 'approved', 'mod_requested'] as const) {
      expect(acceptsReports({ request_type: 'visibility', status })).toBe(false)
    }
    expect(acceptsReports({ request_type: 'feedback', status: 'published' })).toBe(false)
  })

  it('words the summary as the product does', () => {
    expect(reportSummary({ validatedActions: 3, pointsAwarded: 7, contributors: 2 })).toBe(
      '3 actions validées, 7 points attribués à 2 contributeurs',
    )
    expect(reportSummary({ validatedActions: 1, pointsAwarded: 1, contributors: 1 })).toBe(
      '1 actions validées, 1 points attribués à 1 contributeurs',
    )
  })

  it('tells text from binary', () => {
    expect(looksLikeText(Buffer.from('url,action_type\n'))).toBe(true)
    expect(looksLikeText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBe(false)
  })
})

describe('decodeReportCsv', () => {
  it('reads UTF-8, and Windows-1252 when the bytes are not UTF-8', () => {
    const text = 'platform;url;action_type;author_handle\nlinkedin;https://linkedin.com/posts/1;Commentaire;@hélène\n'
    expect(decodeReportCsv(new TextEncoder().encode(text))).toBe(text)
    const windows1252 = Uint8Array.from(
      [...text].map((character) => (character === 'é' ? 0xe9 : character.charCodeAt(0))),
    )
    expect(decodeReportCsv(windows1252)).toBe(text)
    expect(parseReportCsv(decodeReportCsv(windows1252)).rows[0]).toMatchObject({
      actionType: 'comment',
      authorHandle: '@hélène',
    })
  })
})

describe('views typed in the form, with the CSV’s', () => {
  it('reads a link then its figure per line, in any of the usual spellings', () => {
    expect(reportedViews(null, 'https://a.fr/1 ; 12 000\nhttps://a.fr/2\t300 vues\n\nhttps://a.fr/3,0')).toEqual({
      total: 12_300,
      problems: [],
    })
    expect(reportedViews(null, '')).toEqual({ total: null, problems: [] })
  })

  it('counts a publication in both once, at its largest figure', () => {
    expect(reportedViews('url;action_type;vues\nhttps://a.fr/1;like;500\n', 'https://a.fr/1 700')).toEqual({
      total: 700,
      problems: [],
    })
  })

  it('names the form’s line of a bad figure or of a line without one', () => {
    expect(reportedViews(null, 'https://a.fr/1 12,5\nseul').problems).toEqual([
      { line: 2, reason: 'Vues, ligne 2 : indique le lien de la publication puis ses vues (ex. https://… ; 12 000).' },
      { line: 1, reason: 'Vues, ligne 1 : les vues doivent être un nombre entier positif ou nul (« 12,5 »).' },
    ])
  })
})
