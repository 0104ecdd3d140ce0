// The support promises of the Terms & Conditions, shown where people ask for help.
export const supportEmail = 'support@tembusu.example';
export const businessEmail = 'sales@tembusu.example';

export const supportResponseTargets = [
  {
    priority: 'Critical',
    example: 'Nobody can sign in, or payroll cannot be run',
    target: '2 hours',
  },
  {
    priority: 'High',
    example: 'A module is down for part of your organisation',
    target: '4 business hours',
  },
  { priority: 'Normal', example: 'Something does not work as described', target: '1 business day' },
  { priority: 'Low', example: 'Questions and suggestions', target: '2 business days' },
] as const;
