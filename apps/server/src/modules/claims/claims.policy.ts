import { type ClaimStatus, claimStatusLabels } from '@tembusu/contracts/claims';
import { type AppError, conflict, forbidden, notFound } from '../../errors.js';

/** What can be done to a claim; `decide` approves, rejects or returns it for changes. */
export type ClaimAction = 'edit' | 'submit' | 'delete' | 'decide';

/**
 * Who acts on a claim: an admin; the staff member whose claim it is; or a staff member who
 * approves for its employee (their reporting manager or department head).
 */
export type ClaimViewer = 'admin' | 'owner' | 'approver';

export type ClaimState = { status: ClaimStatus; pendingLevel: number | null };

const label = (status: ClaimStatus) => claimStatusLabels[status].toLowerCase();

const waitingAtFirstLevel = (state: ClaimState) =>
  state.status === 'submitted' && state.pendingLevel === 1;

/**
 * Why the viewer may not take the action on a claim in this state, or null when they may. Admins
 * change a claim until it is decided, and delete one never approved; the employee changes their
 * own until someone approved a level of it, and deletes their own draft or returned claim; a
 * claim is decided while submitted, never by its own employee. An approver reaches a claim only to
 * decide it: to them the rest does not exist.
 */
export function claimRefusal(
  state: ClaimState,
  action: ClaimAction,
  viewer: ClaimViewer,
): AppError | null {
  const { status } = state;
  if (viewer === 'approver' && action !== 'decide') return notFound('Claim');
  if (viewer === 'owner' && action === 'decide') {
    return forbidden('You cannot decide your own claim');
  }
  switch (action) {
    case 'edit': {
      if (status === 'draft' || status === 'returned') return null;
      if (status === 'submitted' && (viewer === 'admin' || waitingAtFirstLevel(state))) {
        return null;
      }
      if (status === 'submitted') {
        return conflict(
          'This claim has been approved at the first level: ask an admin to change it',
        );
      }
      return conflict(`A claim that is ${label(status)} cannot be changed`);
    }
    case 'submit':
      if (status === 'draft' || status === 'returned') return null;
      return conflict(
        status === 'submitted'
          ? 'This claim is already submitted'
          : `A claim that is ${label(status)} cannot be submitted`,
      );
    case 'delete':
      if (status === 'draft' || status === 'returned') return null;
      if (status === 'rejected' && viewer === 'admin') return null;
      return conflict(`A claim that is ${label(status)} cannot be deleted`);
    case 'decide':
      if (status === 'submitted') return null;
      return conflict(
        status === 'draft'
          ? 'This claim has not been submitted'
          : `This claim is already ${label(status)}`,
      );
  }
}

/** Whether the viewer may take the action on a claim in this state. */
export function claimAllows(state: ClaimState, action: ClaimAction, viewer: ClaimViewer): boolean {
  return claimRefusal(state, action, viewer) === null;
}

/** Refuses (409, 403 or 404) an action the claim's state does not allow the viewer. */
export function requireClaimAllows(
  state: ClaimState,
  action: ClaimAction,
  viewer: ClaimViewer,
): void {
  const refusal = claimRefusal(state, action, viewer);
  if (refusal) throw refusal;
}
