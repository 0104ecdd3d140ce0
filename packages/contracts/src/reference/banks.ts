export interface Bank {
  /** SWIFT/BIC, 8 characters (head office, no branch suffix). */
  readonly code: string;
  readonly name: string;
}

// POSB has no entry of its own: it is a DBS brand and its accounts use the DBS BIC (DBSSSGSG).
// Digital banks and finance companies whose BIC could not be confirmed are left out rather than
// guessed, because a wrong BIC misroutes salary payments.
export const banks = [
  { code: 'DBSSSGSG', name: 'DBS Bank Ltd' },
  { code: 'OCBCSGSG', name: 'Oversea-Chinese Banking Corporation Ltd' },
  { code: 'UOVBSGSG', name: 'United Overseas Bank Ltd' },
  { code: 'SCBLSG22', name: 'Standard Chartered Bank (Singapore) Ltd' },
  { code: 'HSBCSGS2', name: 'HSBC Bank (Singapore) Ltd' },
  { code: 'CITISGSL', name: 'Citibank Singapore Ltd' },
  { code: 'MBBESGS2', name: 'Maybank Singapore Ltd' },
  { code: 'BKCHSGSG', name: 'Bank of China Ltd' },
  { code: 'ICBKSGSG', name: 'Industrial and Commercial Bank of China Ltd' },
  { code: 'PCBCSGSG', name: 'China Construction Bank Corporation' },
  { code: 'ABOCSGSG', name: 'Agricultural Bank of China Ltd' },
  { code: 'COMMSGSG', name: 'Bank of Communications Co Ltd' },
  { code: 'CIBBSGSG', name: 'CIMB Bank Berhad' },
  { code: 'RHBBSGSG', name: 'RHB Bank Berhad' },
  { code: 'HLBBSGSG', name: 'Hong Leong Bank Berhad' },
  { code: 'BOFASG2X', name: 'Bank of America NA' },
  { code: 'CHASSGSG', name: 'JPMorgan Chase Bank NA' },
  { code: 'BNPASGSG', name: 'BNP Paribas' },
  { code: 'DEUTSGSG', name: 'Deutsche Bank AG' },
  { code: 'MHCBSGSG', name: 'Mizuho Bank Ltd' },
  { code: 'BOTKSGSX', name: 'MUFG Bank Ltd' },
  { code: 'SMBCSGSG', name: 'Sumitomo Mitsui Banking Corporation' },
  { code: 'STBCSGSG', name: 'Sumitomo Mitsui Trust Bank Ltd' },
  { code: 'ANZBSGSX', name: 'Australia and New Zealand Banking Group Ltd' },
  { code: 'CTBASGSG', name: 'Commonwealth Bank of Australia' },
  { code: 'TRBUSGSG', name: 'Trust Bank Singapore Ltd' },
  { code: 'SBINSGSG', name: 'State Bank of India' },
  { code: 'IOBASGSG', name: 'Indian Overseas Bank' },
  { code: 'UCBASGSG', name: 'UCO Bank' },
  { code: 'BKIDSGSG', name: 'Bank of India' },
  { code: 'IDIBSGSG', name: 'Indian Bank' },
  { code: 'BEASSGSG', name: 'The Bank of East Asia Ltd' },
  { code: 'QNBASGSG', name: 'Qatar National Bank (QPSC)' },
  { code: 'SICOSGSG', name: 'Siam Commercial Bank Public Company Ltd' },
  { code: 'BKKBSGSG', name: 'Bangkok Bank Public Company Ltd' },
  { code: 'BNINSGSG', name: 'PT Bank Negara Indonesia (Persero) Tbk' },
  { code: 'BMRISGSG', name: 'PT Bank Mandiri (Persero) Tbk' },
  { code: 'SOGESGSG', name: 'Societe Generale' },
  { code: 'BSUISGSG', name: 'Credit Agricole Corporate and Investment Bank' },
] as const satisfies readonly Bank[];
