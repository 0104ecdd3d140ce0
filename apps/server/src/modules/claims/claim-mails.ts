// The wording of every claim mail, in one place. Plain text, short: who, what, how much, the link.
import { calendarDateText, moneyText } from '@tembusu/contracts/display-text';

/** What a mail says about a claim. */
export type ClaimMailClaim = {
  number: string;
  employeeName: string;
  claimTypeName: string;
  claimDate: string;
  amount: string;
  currency: string;
  amountSgd: string;
  description: string;
};

export type ClaimMail = { subject: string; text: string };

/** "CL-000012, Transport of 11/20/2026: S$45.00 (USD 33.50)". */
export function claimWhatText(claim: ClaimMailClaim): string {
  const sgd = `S${moneyText(claim.amountSgd)}`;
  const amount = claim.currency === 'SGD' ? sgd : `${sgd} (${claim.currency} ${claim.amount})`;
  return `${claim.number}, ${claim.claimTypeName} of ${calendarDateText(claim.claimDate)}: ${amount}`;
}

const mail = (subject: string, greeting: string, lines: (string | null)[]): ClaimMail => ({
  subject,
  text: [`Hello ${greeting},`, '', ...lines.filter((line) => line !== null)].join('\n'),
});

const commentLine = (comment: string | null) => (comment ? `Comment: ${comment}` : null);

/** To the approver whose turn it is. */
export function claimToDecideMail(to: string, claim: ClaimMailClaim, link: string): ClaimMail {
  return mail(`Claim to decide: ${claim.employeeName}`, to, [
    `${claim.employeeName} claimed ${claimWhatText(claim)}.`,
    `For: ${claim.description}`,
    '',
    `It waits for your decision: ${link}`,
  ]);
}

/** To the employee, on the final approval. */
export function claimApprovedMail(claim: ClaimMailClaim, link: string, by: string): ClaimMail {
  return mail(`Your claim ${claim.number} was approved`, claim.employeeName, [
    `Your claim ${claimWhatText(claim)}, was approved by ${by}. It will be paid with your salary.`,
    '',
    `See the claim: ${link}`,
  ]);
}

/** To the employee, with the reason the approver gave. */
export function claimRejectedMail(
  claim: ClaimMailClaim,
  link: string,
  by: string,
  comment: string | null,
): ClaimMail {
  return mail(`Your claim ${claim.number} was rejected`, claim.employeeName, [
    `Your claim ${claimWhatText(claim)}, was rejected by ${by}.`,
    commentLine(comment),
    '',
    `See the claim: ${link}`,
  ]);
}

/** To the employee, with what to change. */
export function claimReturnedMail(
  claim: ClaimMailClaim,
  link: string,
  by: string,
  comment: string | null,
): ClaimMail {
  return mail(`Your claim ${claim.number} was returned for changes`, claim.employeeName, [
    `Your claim ${claimWhatText(claim)}, was returned to you for changes by ${by}.`,
    commentLine(comment),
    '',
    `Change it and submit it again: ${link}`,
  ]);
}
