// Skills Development Levy (sg-statutory.md section 2): paid by the employer for every employee
// working in Singapore, foreigners included, on the month's total wages.
import { toCents } from '../money.js';
import { type Confidence, type DatedRow, DatedTable } from './dated-table.js';

export interface SdlRow extends DatedRow {
  /** % of total wages. */
  readonly rate: number;
  readonly rateBp: number;
  /** Dollars an employee a month. */
  readonly minimum: number;
  readonly maximum: number;
  readonly minimumCents: number;
  readonly maximumCents: number;
  readonly confidence: Confidence;
}

export const sdlRates = new DatedTable<SdlRow>({ name: 'SDL rate', file: 'sdl.ts' }, [
  {
    effectiveFrom: '2008-10',
    rate: 0.25,
    rateBp: 25,
    minimum: 2,
    maximum: 11.25,
    minimumCents: toCents(2),
    maximumCents: toCents(11.25),
    source:
      'Skills Development Levy Act s.3; CPF FAQ "How do I calculate SDL" (cpf.gov.sg/employer/faq/employer-obligations/skills-development-levy/how-do-i-calculate-skills-development-levy): 0.25% of total monthly wages, minimum $2 (earning under $800), maximum $11.25 (earning over $4,500); unchanged since 1 Oct 2008 (openbooks note).',
    confidence: 'H',
  },
]);
