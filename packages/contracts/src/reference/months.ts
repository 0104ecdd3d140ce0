export const monthAbbreviations = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const satisfies readonly string[];

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const satisfies readonly string[];

export type MonthAbbreviation = (typeof monthAbbreviations)[number];

export const oneToFive = [1, 2, 3, 4, 5] as const satisfies readonly number[];
