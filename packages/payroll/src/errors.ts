// The two ways the engine refuses to calculate. Callers map them to answers: a bad input names
// the field (a 400 for an API), a missing statutory table is a gap in our data, never the client's.

/** An input the engine cannot read, such as a wage month that is not YYYY-MM. */
export class PayrollInputError extends Error {
  override readonly name = 'PayrollInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** No dated statutory table covers the month asked for. */
export class StatutoryTableError extends Error {
  override readonly name = 'StatutoryTableError';
  constructor(
    readonly table: string,
    readonly month: string,
    message: string,
  ) {
    super(message);
  }
}
