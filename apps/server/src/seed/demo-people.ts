import type { Race, Religion } from '@tembusu/contracts/enums';

// The demo organisation's people: mixed residency, race, age, pay basis and payment mode, so
// that payroll has realistic cases (CPF age bands past 55, 60, 65 and 70, PRs in their first
// years, foreigners without CPF, hourly and daily pay, cash and cheque).

export const demoBranches = [
  { name: 'Raffles Place HQ', address: '1 Raffles Place, #20-01', postalCode: '048616' },
  { name: 'Jurong East', address: '50 Jurong Gateway Road, #05-10', postalCode: '608549' },
  { name: 'Tampines', address: '4 Tampines Central 5, #03-22', postalCode: '529510' },
] as const;

export const demoDepartments = [
  { name: 'Human Resources', parent: null },
  { name: 'Finance', parent: null },
  { name: 'Engineering', parent: null },
  { name: 'Sales & Marketing', parent: null },
  { name: 'Operations', parent: null },
  { name: 'Customer Service', parent: 'Operations' },
] as const;

type DepartmentName = (typeof demoDepartments)[number]['name'];
type BranchName = (typeof demoBranches)[number]['name'];

export type DemoPerson = {
  name: string;
  email: string;
  race: Race;
  religion: Religion;
  gender: 'Male' | 'Female';
  residency: 'Citizen' | 'PermanentResident' | 'EmploymentPass' | 'SPass' | 'WorkPermit';
  prStartDate?: string;
  dateOfBirth: string;
  department: DepartmentName;
  branch: BranchName;
  roleTitle: string;
  salaryBasis: 'Monthly' | 'Hourly' | 'Daily';
  salaryAmount: string;
  paymentMode: 'giro' | 'cash' | 'cheque' | 'others';
  employmentType: 'fullTime' | 'partTime' | 'contract' | 'probation' | 'internship';
  employmentStartDate: string;
  workPassExpiryDate?: string;
  nationality: string;
};

type Row = [
  name: string,
  email: string,
  race: Race,
  religion: Religion,
  gender: 'Male' | 'Female',
  residency: DemoPerson['residency'],
  dateOfBirth: string,
  department: DepartmentName,
  branch: BranchName,
  roleTitle: string,
  salary: `${DemoPerson['salaryBasis']} ${string}`,
  paymentMode: DemoPerson['paymentMode'],
  employmentType: DemoPerson['employmentType'],
  employmentStartDate: string,
];

// The first two are the demo staff accounts people sign in with.
// biome-ignore format: one person a line reads as the table it is
const rows: Row[] = [
  ['Tan Wei Ming', 'employee@tembusu.example', 'Chinese', 'Buddhist', 'Male', 'Citizen', '1990-04-12', 'Engineering', 'Raffles Place HQ', 'Software Engineer', 'Monthly 5800.00', 'giro', 'fullTime', '2019-03-01'],
  ['Priya Nair', 'employee2@tembusu.example', 'Indian', 'Hindu', 'Female', 'Citizen', '1988-09-30', 'Human Resources', 'Raffles Place HQ', 'HR Executive', 'Monthly 4600.00', 'giro', 'fullTime', '2020-07-15'],
  ['Lim Ah Kow', 'lim.ahkow@tembusu.example', 'Chinese', 'Taoist', 'Male', 'Citizen', '1953-02-18', 'Operations', 'Jurong East', 'Store Supervisor', 'Monthly 2900.00', 'cheque', 'contract', '2005-01-03'],
  ['Siti Aminah binte Yusof', 'siti.aminah@tembusu.example', 'Malay', 'Muslim', 'Female', 'Citizen', '1955-11-05', 'Customer Service', 'Tampines', 'Customer Service Officer', 'Monthly 2400.00', 'cash', 'partTime', '2012-06-01'],
  ['Gopal Krishnan', 'gopal.krishnan@tembusu.example', 'Indian', 'Hindu', 'Male', 'Citizen', '1958-07-22', 'Finance', 'Raffles Place HQ', 'Senior Accountant', 'Monthly 6200.00', 'giro', 'fullTime', '2001-09-10'],
  ['Wong Mei Ling', 'wong.meiling@tembusu.example', 'Chinese', 'Christian', 'Female', 'Citizen', '1960-03-14', 'Human Resources', 'Raffles Place HQ', 'HR Manager', 'Monthly 7800.00', 'giro', 'fullTime', '1998-04-01'],
  ['Ahmad bin Ismail', 'ahmad.ismail@tembusu.example', 'Malay', 'Muslim', 'Male', 'Citizen', '1962-12-01', 'Operations', 'Jurong East', 'Logistics Coordinator', 'Monthly 3400.00', 'giro', 'fullTime', '2008-02-18'],
  ['Rosalind de Souza', 'rosalind.desouza@tembusu.example', 'Eurasian', 'Catholicism', 'Female', 'Citizen', '1964-06-09', 'Sales & Marketing', 'Raffles Place HQ', 'Key Account Director', 'Monthly 9500.00', 'giro', 'fullTime', '2010-10-01'],
  ['Chua Boon Huat', 'chua.boonhuat@tembusu.example', 'Chinese', 'Buddhist', 'Male', 'Citizen', '1965-08-27', 'Finance', 'Tampines', 'Finance Manager', 'Monthly 8800.00', 'giro', 'fullTime', '2003-05-12'],
  ['Kavitha Ramasamy', 'kavitha.ramasamy@tembusu.example', 'Indian', 'Hindu', 'Female', 'Citizen', '1967-01-19', 'Customer Service', 'Jurong East', 'Service Team Lead', 'Monthly 4100.00', 'giro', 'fullTime', '2011-08-01'],
  ['Ng Kok Leong', 'ng.kokleong@tembusu.example', 'Chinese', 'None', 'Male', 'Citizen', '1969-10-03', 'Engineering', 'Raffles Place HQ', 'Engineering Manager', 'Monthly 11800.00', 'giro', 'fullTime', '2007-01-02'],
  ['Nurul Huda binte Rahim', 'nurul.huda@tembusu.example', 'Malay', 'Muslim', 'Female', 'Citizen', '1970-05-16', 'Operations', 'Tampines', 'Operations Executive', 'Monthly 3900.00', 'giro', 'fullTime', '2015-03-16'],
  ['Lee Jia Hui', 'lee.jiahui@tembusu.example', 'Chinese', 'Christian', 'Female', 'Citizen', '1995-02-08', 'Sales & Marketing', 'Raffles Place HQ', 'Marketing Executive', 'Monthly 4200.00', 'giro', 'fullTime', '2021-01-04'],
  ['Muhammad Faiz bin Osman', 'faiz.osman@tembusu.example', 'Malay', 'Muslim', 'Male', 'Citizen', '1998-11-21', 'Engineering', 'Jurong East', 'Junior Developer', 'Monthly 3800.00', 'giro', 'probation', '2026-06-01'],
  ['Darren Teo', 'darren.teo@tembusu.example', 'Chinese', 'Buddhist', 'Male', 'Citizen', '2003-07-30', 'Customer Service', 'Tampines', 'Retail Assistant', 'Hourly 12.50', 'giro', 'partTime', '2025-12-01'],
  ['Chloe Lim', 'chloe.lim@tembusu.example', 'Chinese', 'None', 'Female', 'Citizen', '2004-04-11', 'Sales & Marketing', 'Jurong East', 'Marketing Intern', 'Monthly 1200.00', 'giro', 'internship', '2026-05-18'],
  ['Arjun Menon', 'arjun.menon@tembusu.example', 'Indian', 'Christian', 'Male', 'Citizen', '1985-12-25', 'Finance', 'Raffles Place HQ', 'Financial Analyst', 'Monthly 6900.00', 'giro', 'fullTime', '2016-09-01'],
  ['Farah Nadia binte Salleh', 'farah.nadia@tembusu.example', 'Malay', 'Muslim', 'Female', 'Citizen', '1992-08-14', 'Human Resources', 'Tampines', 'Payroll Specialist', 'Monthly 4800.00', 'giro', 'fullTime', '2018-11-05'],
  ['Benjamin Pereira', 'benjamin.pereira@tembusu.example', 'Eurasian', 'Catholicism', 'Male', 'Citizen', '1983-03-03', 'Engineering', 'Raffles Place HQ', 'Solutions Architect', 'Monthly 10500.00', 'giro', 'fullTime', '2014-02-10'],
  ['Goh Siew Lan', 'goh.siewlan@tembusu.example', 'Chinese', 'Taoist', 'Female', 'Citizen', '1975-09-09', 'Operations', 'Jurong East', 'Warehouse Assistant', 'Daily 110.00', 'cash', 'contract', '2022-04-01'],
  ['Rajesh Kumar', 'rajesh.kumar@tembusu.example', 'Indian', 'Sikh', 'Male', 'Citizen', '1979-06-17', 'Operations', 'Tampines', 'Driver', 'Daily 140.00', 'giro', 'fullTime', '2017-07-03'],
  ['Tan Hui Min', 'tan.huimin@tembusu.example', 'Chinese', 'Buddhist', 'Female', 'Citizen', '1999-01-26', 'Customer Service', 'Raffles Place HQ', 'Receptionist', 'Hourly 13.00', 'cash', 'partTime', '2024-08-12'],
  ['Hafiz bin Abdullah', 'hafiz.abdullah@tembusu.example', 'Malay', 'Muslim', 'Male', 'Citizen', '1987-10-10', 'Sales & Marketing', 'Tampines', 'Sales Executive', 'Monthly 3600.00', 'others', 'fullTime', '2019-06-17'],
  ['Ong Pei Shan', 'ong.peishan@tembusu.example', 'Chinese', 'Christian', 'Female', 'Citizen', '1991-05-05', 'Finance', 'Jurong East', 'Accounts Executive', 'Monthly 3700.00', 'giro', 'fullTime', '2020-02-03'],
  ['Zhang Wei', 'zhang.wei@tembusu.example', 'Chinese', 'None', 'Male', 'PermanentResident', '1986-02-20', 'Engineering', 'Raffles Place HQ', 'Senior Software Engineer', 'Monthly 8200.00', 'giro', 'fullTime', '2018-03-12'],
  ['Maria Santos', 'maria.santos@tembusu.example', 'Filipino', 'Catholicism', 'Female', 'PermanentResident', '1990-07-07', 'Customer Service', 'Tampines', 'Service Supervisor', 'Monthly 3900.00', 'giro', 'fullTime', '2019-10-01'],
  ['Nguyen Thi Lan', 'nguyen.thilan@tembusu.example', 'Vietnamese', 'Buddhist', 'Female', 'PermanentResident', '1993-12-12', 'Operations', 'Jurong East', 'Operations Analyst', 'Monthly 4400.00', 'giro', 'fullTime', '2021-05-03'],
  ['Liu Yang', 'liu.yang@tembusu.example', 'Chinese', 'None', 'Male', 'PermanentResident', '1984-04-04', 'Finance', 'Raffles Place HQ', 'Treasury Analyst', 'Monthly 7300.00', 'giro', 'fullTime', '2020-09-14'],
  ['Suresh Pillai', 'suresh.pillai@tembusu.example', 'Indian', 'Hindu', 'Male', 'PermanentResident', '1966-03-30', 'Sales & Marketing', 'Raffles Place HQ', 'Regional Sales Manager', 'Monthly 12500.00', 'giro', 'fullTime', '2013-01-07'],
  ['Nur Aisyah binte Kamal', 'nur.aisyah@tembusu.example', 'Malay', 'Muslim', 'Female', 'PermanentResident', '1996-09-18', 'Human Resources', 'Jurong East', 'Recruiter', 'Monthly 4000.00', 'giro', 'fullTime', '2023-02-01'],
  ['James Whitfield', 'james.whitfield@tembusu.example', 'Caucasian', 'Christian', 'Male', 'EmploymentPass', '1980-08-08', 'Engineering', 'Raffles Place HQ', 'Chief Technology Officer', 'Monthly 18500.00', 'giro', 'fullTime', '2022-01-10'],
  ['Kenji Watanabe', 'kenji.watanabe@tembusu.example', 'Japanese', 'None', 'Male', 'EmploymentPass', '1982-11-11', 'Sales & Marketing', 'Raffles Place HQ', 'Business Development Director', 'Monthly 14200.00', 'giro', 'fullTime', '2023-04-03'],
  ['Anand Sharma', 'anand.sharma@tembusu.example', 'Indian', 'Hindu', 'Male', 'EmploymentPass', '1989-01-15', 'Engineering', 'Jurong East', 'Data Engineer', 'Monthly 9200.00', 'giro', 'fullTime', '2024-03-18'],
  ['Park Ji-yeon', 'park.jiyeon@tembusu.example', 'Korean', 'Christian', 'Female', 'EmploymentPass', '1991-06-23', 'Finance', 'Raffles Place HQ', 'Financial Controller', 'Monthly 11000.00', 'giro', 'fullTime', '2025-01-06'],
  ['Rizal Hakim', 'rizal.hakim@tembusu.example', 'Javanese', 'Muslim', 'Male', 'SPass', '1994-02-02', 'Operations', 'Tampines', 'Technician', 'Monthly 3300.00', 'giro', 'fullTime', '2023-09-04'],
  ['Chen Xiaoli', 'chen.xiaoli@tembusu.example', 'Chinese', 'None', 'Female', 'SPass', '1997-10-29', 'Customer Service', 'Jurong East', 'Customer Care Specialist', 'Monthly 3150.00', 'giro', 'fullTime', '2024-06-10'],
  ['Somchai Wongsakul', 'somchai.wongsakul@tembusu.example', 'Thai', 'Buddhist', 'Male', 'SPass', '1988-05-21', 'Engineering', 'Tampines', 'Network Technician', 'Monthly 3600.00', 'giro', 'fullTime', '2022-11-14'],
  ['Mohammad Rahim Uddin', 'rahim.uddin@tembusu.example', 'Others', 'Muslim', 'Male', 'WorkPermit', '1992-03-17', 'Operations', 'Jurong East', 'General Worker', 'Daily 75.00', 'cash', 'contract', '2024-02-05'],
  ['Jose Reyes', 'jose.reyes@tembusu.example', 'Filipino', 'Catholicism', 'Male', 'WorkPermit', '1990-12-03', 'Operations', 'Tampines', 'Cleaner', 'Hourly 9.50', 'cheque', 'partTime', '2025-03-03'],
  ['Kumar Selvam', 'kumar.selvam@tembusu.example', 'Indian', 'Hindu', 'Male', 'WorkPermit', '1995-08-19', 'Operations', 'Jurong East', 'Forklift Driver', 'Monthly 1900.00', 'giro', 'fullTime', '2023-07-17'],
];

// Two PRs are in their first and second years, when the graduated CPF rates apply.
const prStartDates: Record<string, string> = {
  'zhang.wei@tembusu.example': '2015-08-01',
  'maria.santos@tembusu.example': '2025-10-15',
  'nguyen.thilan@tembusu.example': '2024-12-01',
  'liu.yang@tembusu.example': '2019-04-20',
  'suresh.pillai@tembusu.example': '2009-06-01',
  'nur.aisyah@tembusu.example': '2022-03-10',
};

// Where the non-citizens come from, by the race they are recorded with.
const nationalityOf: Partial<Record<Race, string>> = {
  Chinese: 'CN',
  Indian: 'IN',
  Filipino: 'PH',
  Vietnamese: 'VN',
  Caucasian: 'GB',
  Japanese: 'JP',
  Korean: 'KR',
  Javanese: 'ID',
  Thai: 'TH',
  Others: 'BD',
};

export const demoPeople: DemoPerson[] = rows.map((row) => {
  const [name, email, race, religion, gender, residency, dateOfBirth, department, branch] = row;
  const [, , , , , , , , , roleTitle, salary, paymentMode, employmentType, start] = row;
  const [salaryBasis, salaryAmount] = salary.split(' ') as [DemoPerson['salaryBasis'], string];
  const foreign = residency !== 'Citizen' && residency !== 'PermanentResident';
  return {
    name,
    email,
    race,
    religion,
    gender,
    residency,
    prStartDate: prStartDates[email],
    dateOfBirth,
    department,
    branch,
    roleTitle,
    salaryBasis,
    salaryAmount,
    paymentMode,
    employmentType,
    employmentStartDate: start,
    workPassExpiryDate: foreign ? `2027${start.slice(4)}` : undefined,
    nationality: residency === 'Citizen' ? 'SG' : (nationalityOf[race] ?? 'MY'),
  };
});
