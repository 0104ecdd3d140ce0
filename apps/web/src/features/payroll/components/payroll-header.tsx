import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';

/** Payroll pages: the trail starts at Payroll, which has no page of its own yet. */
export function PayrollHeader({
  trail,
  title,
  action,
}: {
  trail: { label: string; to?: string }[];
  title: string;
  action?: ReactNode;
}) {
  return <PageHeader trail={[{ label: 'Payroll' }, ...trail]} title={title} action={action} />;
}
