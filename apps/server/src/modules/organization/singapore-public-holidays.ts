// Singapore's gazetted public holidays, preloaded for every new organisation so that leave,
// attendance and payroll know them from the first day. Source: Ministry of Manpower, "Public
// holidays" (mom.gov.sg/employment-practices/public-holidays), as announced for each year.
// Under the Holidays Act, a holiday falling on a Sunday is observed on the Monday after; those
// Mondays are listed as their own entries.
export type PublicHoliday = { name: string; fromDate: string; toDate: string };

export const singaporePublicHolidays: readonly PublicHoliday[] = [
  { name: "New Year's Day", fromDate: '2025-01-01', toDate: '2025-01-01' },
  { name: 'Chinese New Year', fromDate: '2025-01-29', toDate: '2025-01-30' },
  { name: 'Hari Raya Puasa', fromDate: '2025-03-31', toDate: '2025-03-31' },
  { name: 'Good Friday', fromDate: '2025-04-18', toDate: '2025-04-18' },
  { name: 'Labour Day', fromDate: '2025-05-01', toDate: '2025-05-01' },
  { name: 'Polling Day', fromDate: '2025-05-03', toDate: '2025-05-03' },
  { name: 'Vesak Day', fromDate: '2025-05-12', toDate: '2025-05-12' },
  { name: 'Hari Raya Haji', fromDate: '2025-06-07', toDate: '2025-06-07' },
  { name: 'National Day', fromDate: '2025-08-09', toDate: '2025-08-09' },
  { name: 'Deepavali', fromDate: '2025-10-20', toDate: '2025-10-20' },
  { name: 'Christmas Day', fromDate: '2025-12-25', toDate: '2025-12-25' },

  { name: "New Year's Day", fromDate: '2026-01-01', toDate: '2026-01-01' },
  { name: 'Chinese New Year', fromDate: '2026-02-17', toDate: '2026-02-18' },
  { name: 'Hari Raya Puasa', fromDate: '2026-03-21', toDate: '2026-03-21' },
  { name: 'Good Friday', fromDate: '2026-04-03', toDate: '2026-04-03' },
  { name: 'Labour Day', fromDate: '2026-05-01', toDate: '2026-05-01' },
  { name: 'Hari Raya Haji', fromDate: '2026-05-27', toDate: '2026-05-27' },
  { name: 'Vesak Day', fromDate: '2026-05-31', toDate: '2026-05-31' },
  { name: 'Vesak Day (observed)', fromDate: '2026-06-01', toDate: '2026-06-01' },
  { name: 'National Day', fromDate: '2026-08-09', toDate: '2026-08-09' },
  { name: 'National Day (observed)', fromDate: '2026-08-10', toDate: '2026-08-10' },
  { name: 'Deepavali', fromDate: '2026-11-08', toDate: '2026-11-08' },
  { name: 'Deepavali (observed)', fromDate: '2026-11-09', toDate: '2026-11-09' },
  { name: 'Christmas Day', fromDate: '2026-12-25', toDate: '2026-12-25' },

  { name: "New Year's Day", fromDate: '2027-01-01', toDate: '2027-01-01' },
  { name: 'Chinese New Year', fromDate: '2027-02-06', toDate: '2027-02-07' },
  { name: 'Chinese New Year (observed)', fromDate: '2027-02-08', toDate: '2027-02-08' },
  { name: 'Hari Raya Puasa', fromDate: '2027-03-10', toDate: '2027-03-10' },
  { name: 'Good Friday', fromDate: '2027-03-26', toDate: '2027-03-26' },
  { name: 'Labour Day', fromDate: '2027-05-01', toDate: '2027-05-01' },
  { name: 'Hari Raya Haji', fromDate: '2027-05-17', toDate: '2027-05-17' },
  { name: 'Vesak Day', fromDate: '2027-05-20', toDate: '2027-05-20' },
  { name: 'National Day', fromDate: '2027-08-09', toDate: '2027-08-09' },
  { name: 'Deepavali', fromDate: '2027-10-28', toDate: '2027-10-28' },
  { name: 'Christmas Day', fromDate: '2027-12-25', toDate: '2027-12-25' },
];
