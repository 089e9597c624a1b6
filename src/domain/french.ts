/** French plural of a count: 0 and 1 take the singular ("0 place restante", "1 point"). */
export const countOf = (count: number, singular: string, plural: string): string =>
  `${count} ${Math.abs(count) < 2 ? singular : plural}`
