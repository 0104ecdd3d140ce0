// Which self-help group funds an employee contributes to (sg-statutory.md section 3). The race
// funds follow the first race on the NRIC and residency; MBMF follows religion alone.
import type { Residency } from './cpf.js';
import type { CommunityFund } from './statutory/self-help-groups.js';

export type { CommunityFund } from './statutory/self-help-groups.js';

export type ForeignPass = 'EmploymentPass' | 'SPass' | 'WorkPermit';

export interface CommunityFundsInput {
  /** The first race on the NRIC (it decides for mixed race), spelt as the product's race list. */
  readonly race: string;
  readonly religion: string;
  readonly residency: Residency;
  /** A foreigner's pass: SINDA covers Employment Pass holders as well as citizens and SPRs. */
  readonly pass?: ForeignPass | null;
  /** Funds the employee has opted out of with the fund's form; the employer stops deducting. */
  readonly optOut?: readonly CommunityFund[];
}

export const communityFundRuleSource =
  "sg-statutory.md 3 (CPF Board and fund pages): CDAC - Chinese SCs and SPRs; ECF - Eurasian SCs and SPRs; SINDA - working Indians (and the sub-groups SINDA lists): SCs, SPRs and Employment Pass holders; MBMF - all Muslim employees by religion, regardless of race or nationality. The first race on the NRIC decides; an employee may opt out with the fund's form.";

// SINDA's page lists these sub-groups as Indian for its purposes.
const sindaRaces = new Set([
  'Indian',
  'Bangladeshi',
  'Bengali',
  'Gujarati',
  'Parsee',
  'Sikh',
  'Sinhalese',
  'Telugu',
  'Pakistani',
  'Sri Lankan',
  'Goan',
  'Malayalee',
  'Punjabi',
  'Sindhi',
  'Tamil',
]);

/** The funds due, race fund first, then MBMF. */
export function communityFundsFor(input: CommunityFundsInput): CommunityFund[] {
  const resident = input.residency === 'citizen' || input.residency === 'pr';
  const funds: CommunityFund[] = [];
  if (input.race === 'Chinese' && resident) funds.push('CDAC');
  else if (input.race === 'Eurasian' && resident) funds.push('ECF');
  else if (sindaRaces.has(input.race) && (resident || input.pass === 'EmploymentPass')) {
    funds.push('SINDA');
  }
  if (input.religion === 'Muslim') funds.push('MBMF');
  const optOut = input.optOut ?? [];
  return optOut.length === 0 ? funds : funds.filter((fund) => !optOut.includes(fund));
}
