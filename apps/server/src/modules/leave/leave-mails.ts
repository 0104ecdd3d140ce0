// The wording of every leave mail, in one place. Plain text, short: who, what, when, and the link.
import { calendarDateText } from '@tembusu/contracts/display-text';
import type { DayPart } from '@tembusu/contracts/leave';

/** What a mail says about a request. */
export type LeaveMailRequest = {
  employeeName: string;
  leaveTypeName: string;
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
  /** Days as the request counts them, "2.5". */
  days: string;
  reason: string | null;
};

export type LeaveMail = { subject: string; text: string };

const halfNames: Record<DayPart, string> = { full: '', AM: ' (morning)', PM: ' (afternoon)' };

/** "12/21/2026 (afternoon) to 12/23/2026, 2.5 days"; one day: "12/21/2026 (morning), 0.5 days". */
export function leaveWhenText(request: LeaveMailRequest): string {
  const days = `${request.days} ${request.days === '1.0' ? 'day' : 'days'}`;
  const start = `${calendarDateText(request.startDate)}${halfNames[request.startPart]}`;
  if (request.startDate === request.endDate) return `${start}, ${days}`;
  return `${start} to ${calendarDateText(request.endDate)}${halfNames[request.endPart]}, ${days}`;
}

const mail = (subject: string, greeting: string, lines: (string | null)[]): LeaveMail => ({
  subject,
  text: [`Hello ${greeting},`, '', ...lines.filter((line) => line !== null)].join('\n'),
});

const reasonLine = (request: LeaveMailRequest) =>
  request.reason ? `Reason: ${request.reason}` : null;
const commentLine = (comment: string | null) => (comment ? `Comment: ${comment}` : null);

/** To the approver whose turn it is. */
export function leaveToDecideMail(to: string, request: LeaveMailRequest, link: string): LeaveMail {
  return mail(`Leave request to decide: ${request.employeeName}`, to, [
    `${request.employeeName} asked for ${request.leaveTypeName}: ${leaveWhenText(request)}.`,
    reasonLine(request),
    '',
    `It waits for your decision: ${link}`,
  ]);
}

/**
 * To those the leave settings name, besides the approver: a request sent and waiting for someone,
 * or one an admin recorded as approved.
 */
export function leaveRequestMadeMail(
  to: string,
  request: LeaveMailRequest,
  link: string,
  state: { waitingFor: string } | { approvedBy: string },
): LeaveMail {
  const what = `${request.leaveTypeName}: ${leaveWhenText(request)}`;
  return mail(`Leave request: ${request.employeeName}`, to, [
    'waitingFor' in state
      ? `${request.employeeName} asked for ${what}. It waits for ${state.waitingFor}.`
      : `${state.approvedBy} recorded ${request.employeeName}'s ${what}, as approved.`,
    reasonLine(request),
    '',
    `See the request: ${link}`,
  ]);
}

/** To the employee, on the final approval. */
export function leaveApprovedMail(
  request: LeaveMailRequest,
  link: string,
  approvedBy: string,
): LeaveMail {
  return mail('Your leave was approved', request.employeeName, [
    `Your ${request.leaveTypeName}, ${leaveWhenText(request)}, was approved by ${approvedBy}.`,
    '',
    `See the request: ${link}`,
  ]);
}

/** To the employee, with the reason the approver gave. */
export function leaveRejectedMail(
  request: LeaveMailRequest,
  link: string,
  rejectedBy: string,
  comment: string | null,
): LeaveMail {
  return mail('Your leave request was rejected', request.employeeName, [
    `Your ${request.leaveTypeName} request, ${leaveWhenText(request)}, was rejected by ${rejectedBy}.`,
    commentLine(comment),
    '',
    `See the request: ${link}`,
  ]);
}

/** To the employee and the approver who was waiting, when someone else cancels a request. */
export function leaveCancelledMail(
  to: { name: string; isEmployee: boolean },
  request: LeaveMailRequest,
  link: string,
  cancelledBy: string,
  comment: string | null,
): LeaveMail {
  const when = leaveWhenText(request);
  return to.isEmployee
    ? mail('Your leave request was cancelled', to.name, [
        `Your ${request.leaveTypeName} request, ${when}, was cancelled by ${cancelledBy}.`,
        commentLine(comment),
        '',
        `See the request: ${link}`,
      ])
    : mail(`Leave request cancelled: ${request.employeeName}`, to.name, [
        `${request.employeeName}'s ${request.leaveTypeName} request, ${when}, was cancelled by ${cancelledBy}. It no longer waits for your decision.`,
        commentLine(comment),
        '',
        `See the request: ${link}`,
      ]);
}
