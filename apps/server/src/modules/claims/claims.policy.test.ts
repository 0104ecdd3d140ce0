import type { ClaimStatus } from '@tembusu/contracts/claims';
import { describe, expect, it } from 'vitest';
import { type ClaimAction, type ClaimViewer, requireClaimAllows } from './claims.policy.js';

/** What a rule did: allowed, or refused with the answer's status and message. */
function outcome(rule: () => void) {
  try {
    rule();
    return 'allowed';
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return `${statusCode} ${message}`;
  }
}

const yes = 'allowed';
const hidden = '404 Claim not found';
const own = '403 You cannot decide your own claim';
const changed = (status: string) => `409 A claim that is ${status} cannot be changed`;
const unsent = (status: string) => `409 A claim that is ${status} cannot be submitted`;
const kept = (status: string) => `409 A claim that is ${status} cannot be deleted`;
const decided = (status: string) => `409 This claim is already ${status}`;
const firstLevelPassed =
  '409 This claim has been approved at the first level: ask an admin to change it';

type Case = {
  viewer: ClaimViewer;
  status: ClaimStatus;
  level?: number;
  action: ClaimAction;
  expected: string;
};

const cases: Case[] = [
  // An admin changes a claim until it is decided, and deletes one never approved.
  { viewer: 'admin', status: 'draft', action: 'edit', expected: yes },
  { viewer: 'admin', status: 'submitted', level: 2, action: 'edit', expected: yes },
  { viewer: 'admin', status: 'returned', action: 'edit', expected: yes },
  { viewer: 'admin', status: 'approved', action: 'edit', expected: changed('approved') },
  { viewer: 'admin', status: 'rejected', action: 'edit', expected: changed('rejected') },
  { viewer: 'admin', status: 'paid', action: 'edit', expected: changed('paid') },
  { viewer: 'admin', status: 'draft', action: 'submit', expected: yes },
  { viewer: 'admin', status: 'returned', action: 'submit', expected: yes },
  {
    viewer: 'admin',
    status: 'submitted',
    level: 1,
    action: 'submit',
    expected: '409 This claim is already submitted',
  },
  { viewer: 'admin', status: 'approved', action: 'submit', expected: unsent('approved') },
  { viewer: 'admin', status: 'draft', action: 'delete', expected: yes },
  { viewer: 'admin', status: 'returned', action: 'delete', expected: yes },
  { viewer: 'admin', status: 'rejected', action: 'delete', expected: yes },
  { viewer: 'admin', status: 'submitted', level: 1, action: 'delete', expected: kept('submitted') },
  { viewer: 'admin', status: 'approved', action: 'delete', expected: kept('approved') },
  { viewer: 'admin', status: 'paid', action: 'delete', expected: kept('paid') },
  { viewer: 'admin', status: 'submitted', level: 2, action: 'decide', expected: yes },
  {
    viewer: 'admin',
    status: 'draft',
    action: 'decide',
    expected: '409 This claim has not been submitted',
  },
  { viewer: 'admin', status: 'approved', action: 'decide', expected: decided('approved') },
  {
    viewer: 'admin',
    status: 'returned',
    action: 'decide',
    expected: decided('returned for changes'),
  },
  // The employee changes their own until a level approved it, deletes a draft or returned one.
  { viewer: 'owner', status: 'draft', action: 'edit', expected: yes },
  { viewer: 'owner', status: 'returned', action: 'edit', expected: yes },
  { viewer: 'owner', status: 'submitted', level: 1, action: 'edit', expected: yes },
  { viewer: 'owner', status: 'submitted', level: 2, action: 'edit', expected: firstLevelPassed },
  { viewer: 'owner', status: 'approved', action: 'edit', expected: changed('approved') },
  { viewer: 'owner', status: 'draft', action: 'submit', expected: yes },
  { viewer: 'owner', status: 'returned', action: 'submit', expected: yes },
  { viewer: 'owner', status: 'rejected', action: 'submit', expected: unsent('rejected') },
  { viewer: 'owner', status: 'draft', action: 'delete', expected: yes },
  { viewer: 'owner', status: 'returned', action: 'delete', expected: yes },
  { viewer: 'owner', status: 'rejected', action: 'delete', expected: kept('rejected') },
  { viewer: 'owner', status: 'submitted', level: 1, action: 'delete', expected: kept('submitted') },
  { viewer: 'owner', status: 'submitted', level: 1, action: 'decide', expected: own },
  { viewer: 'owner', status: 'draft', action: 'decide', expected: own },
  // An approver only decides; the rest of the claim is not theirs to reach.
  { viewer: 'approver', status: 'submitted', level: 1, action: 'decide', expected: yes },
  { viewer: 'approver', status: 'approved', action: 'decide', expected: decided('approved') },
  { viewer: 'approver', status: 'submitted', level: 1, action: 'edit', expected: hidden },
  { viewer: 'approver', status: 'draft', action: 'submit', expected: hidden },
  { viewer: 'approver', status: 'draft', action: 'delete', expected: hidden },
];

describe('what a claim of each status allows each viewer', () => {
  it.each(cases)('$viewer: $action a $status claim (level $level): $expected', (c) => {
    const state = { status: c.status, pendingLevel: c.level ?? null };
    expect(outcome(() => requireClaimAllows(state, c.action, c.viewer))).toBe(c.expected);
  });
});
