import { REPORT_CSV_TEMPLATE } from '@/domain/reports/reportCsv'

// The same file for everyone: built once.
export const dynamic = 'force-static'

/** The Monday reporting's template, offered by the owner's form (`REPORT_CSV_TEMPLATE_PATH`). */
export function GET(): Response {
  return new Response(REPORT_CSV_TEMPLATE, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="modele-reporting-tryb.csv"',
    },
  })
}
