/** Whole years from one calendar date to another: an age, or completed years of service. */
export function wholeYearsBetween(from: string, to: string): number {
  if (to < from) return 0;
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  // A birthday on 29 February is reached on 1 March in common years.
  return to.slice(5) >= from.slice(5) ? years : years - 1;
}
