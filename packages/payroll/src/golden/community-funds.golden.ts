// Who contributes to which fund (sg-statutory.md section 3).
import type { CommunityFund, CommunityFundsInput } from '../community-funds.js';

export interface CommunityFundsGoldenCase {
  readonly name: string;
  readonly input: CommunityFundsInput;
  readonly expected: readonly CommunityFund[];
  readonly source: string;
}

const rule = 'CPF Board / fund pages (sg-statutory.md 3, H)';

export const communityFundsGoldenCases: readonly CommunityFundsGoldenCase[] = [
  {
    name: 'Chinese citizen: CDAC',
    input: { race: 'Chinese', religion: 'Buddhist', residency: 'citizen' },
    expected: ['CDAC'],
    source: rule,
  },
  {
    name: 'Chinese SPR: CDAC',
    input: { race: 'Chinese', religion: 'None', residency: 'pr' },
    expected: ['CDAC'],
    source: rule,
  },
  {
    name: 'Chinese Employment Pass holder: none',
    input: { race: 'Chinese', religion: 'None', residency: 'foreigner', pass: 'EmploymentPass' },
    expected: [],
    source: `${rule}: CDAC is for Chinese SCs and SPRs`,
  },
  {
    name: 'Eurasian SPR: ECF',
    input: { race: 'Eurasian', religion: 'Catholicism', residency: 'pr' },
    expected: ['ECF'],
    source: rule,
  },
  {
    name: 'Eurasian S Pass holder: none',
    input: { race: 'Eurasian', religion: 'Christian', residency: 'foreigner', pass: 'SPass' },
    expected: [],
    source: `${rule}: ECF is for Eurasian SCs and SPRs`,
  },
  {
    name: 'Indian citizen: SINDA',
    input: { race: 'Indian', religion: 'Hindu', residency: 'citizen' },
    expected: ['SINDA'],
    source: rule,
  },
  {
    name: 'Indian Employment Pass holder: SINDA',
    input: { race: 'Indian', religion: 'Hindu', residency: 'foreigner', pass: 'EmploymentPass' },
    expected: ['SINDA'],
    source: `${rule}: SINDA covers Employment Pass holders`,
  },
  {
    name: 'Indian Work Permit holder: none',
    input: { race: 'Indian', religion: 'Hindu', residency: 'foreigner', pass: 'WorkPermit' },
    expected: [],
    source: `${rule}: SINDA lists SCs, SPRs and Employment Pass holders only`,
  },
  {
    name: 'Sikh (a SINDA sub-group) citizen: SINDA',
    input: { race: 'Sikh', religion: 'Sikh', residency: 'citizen' },
    expected: ['SINDA'],
    source: `${rule}: SINDA's sub-groups`,
  },
  {
    name: 'Malay Muslim citizen: MBMF',
    input: { race: 'Malay', religion: 'Muslim', residency: 'citizen' },
    expected: ['MBMF'],
    source: rule,
  },
  {
    name: 'Malay who is not Muslim: none',
    input: { race: 'Malay', religion: 'Christian', residency: 'citizen' },
    expected: [],
    source: `${rule}: MBMF follows religion, not race`,
  },
  {
    name: 'Muslim Work Permit holder: MBMF',
    input: { race: 'Others', religion: 'Muslim', residency: 'foreigner', pass: 'WorkPermit' },
    expected: ['MBMF'],
    source: `${rule}: all Muslim employees regardless of nationality`,
  },
  {
    name: 'Chinese Muslim citizen: CDAC and MBMF',
    input: { race: 'Chinese', religion: 'Muslim', residency: 'citizen' },
    expected: ['CDAC', 'MBMF'],
    source: `${rule}: "Chinese-Muslim -> CDAC & MBMF"`,
  },
  {
    name: 'Indian Muslim SPR: SINDA and MBMF',
    input: { race: 'Indian', religion: 'Muslim', residency: 'pr' },
    expected: ['SINDA', 'MBMF'],
    source: `${rule}: "Indian Muslim -> MBMF & SINDA"`,
  },
  {
    name: 'Caucasian citizen: none',
    input: { race: 'Caucasian', religion: 'Christian', residency: 'citizen' },
    expected: [],
    source: rule,
  },
  {
    name: 'Chinese citizen who opted out of CDAC: none',
    input: { race: 'Chinese', religion: 'Taoist', residency: 'citizen', optOut: ['CDAC'] },
    expected: [],
    source: `${rule}: opt-out form; the employer stops deducting`,
  },
  {
    name: 'Chinese Muslim who opted out of MBMF only: CDAC',
    input: { race: 'Chinese', religion: 'Muslim', residency: 'citizen', optOut: ['MBMF'] },
    expected: ['CDAC'],
    source: `${rule}: opt-out is per fund`,
  },
];
