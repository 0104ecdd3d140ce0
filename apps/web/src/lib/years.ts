// The year a report page shows: read from its address, and the years its picker offers.

const firstYear = 2000;
const lastYear = 2100;

/** The year in the address (?year=), or the current one when it is missing or not a year. */
export function yearFromParam(param: string | null, currentYear: number): number {
  if (!param || !/^\d{4}$/.test(param)) return currentYear;
  const year = Number(param);
  return year >= firstYear && year <= lastYear ? year : currentYear;
}

/** The years offered: next year back ten years, and the chosen one if it is older. */
export function yearChoices(currentYear: number, chosen: number): string[] {
  const years = new Set<number>([chosen]);
  for (let year = currentYear + 1; year >= Math.max(firstYear, currentYear - 9); year -= 1) {
    years.add(year);
  }
  return [...years].sort((a, b) => b - a).map(String);
}
