export interface EducationLevel {
  /** Two-digit code; codes ascend with the level of attainment. */
  readonly code: string;
  readonly label: string;
}

export const educationLevels = [
  { code: '01', label: 'Never Attended School' },
  { code: '02', label: 'Pre-Primary' },
  { code: '03', label: 'Primary (Without PSLE)' },
  { code: '04', label: 'PSLE' },
  { code: '05', label: 'Lower Secondary' },
  { code: '06', label: "Secondary (GCE 'N' Level)" },
  { code: '07', label: "Secondary (GCE 'O' Level)" },
  { code: '08', label: 'ITE Nitec' },
  { code: '09', label: 'ITE Higher Nitec' },
  { code: '10', label: 'ITE Technical Diploma' },
  { code: '11', label: 'WSQ Certificate' },
  { code: '12', label: 'Polytechnic Diploma' },
  { code: '13', label: 'Polytechnic Advanced Diploma' },
  { code: '14', label: 'Specialist Diploma' },
  { code: '15', label: "GCE 'A' Level" },
  { code: '16', label: 'International Baccalaureate' },
  { code: '17', label: 'Professional Qualification' },
  { code: '18', label: 'Associate Degree' },
  { code: '19', label: "Bachelor's Degree" },
  { code: '20', label: 'Postgraduate Diploma' },
  { code: '21', label: "Master's Degree" },
  { code: '22', label: 'Doctorate' },
] as const satisfies readonly EducationLevel[];
