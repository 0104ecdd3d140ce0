/**
 * Public legal documents shown as tabs on the /legal page.
 *
 * Each document is plain data so it can be rendered by any component: a section renders its
 * heading, then its paragraphs, then its optional bullet list of items.
 */

export type LegalSection = {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
};

export type LegalDocument = {
  id: 'privacy' | 'terms' | 'cookies';
  tabLabel: string;
  title: string;
  summary: string;
  sections: readonly LegalSection[];
};

export const LEGAL_LAST_UPDATED = '29 October 2024';

export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  tabLabel: 'Privacy Policy',
  title: 'Privacy Policy',
  summary:
    'How Tembusu collects, uses, discloses and protects personal data when organisations and ' +
    "their people use our HR, payroll and workplace platform, written with Singapore's Personal " +
    'Data Protection Act 2012 (PDPA) in mind.',
  sections: [
    {
      heading: 'Who we are and our role',
      paragraphs: [
        'Tembusu, based in Singapore, provides a cloud-based HR, payroll and workplace platform ' +
          'to organisations. This Privacy Policy explains how we collect, use, disclose and ' +
          'protect personal data in connection with the Tembusu website, web application and ' +
          'related services (the Service).',
        "We have written this policy with Singapore's Personal Data Protection Act 2012 (PDPA) " +
          'in mind. Terms such as personal data, collection, use and disclosure have the ' +
          'meanings given to them in the PDPA.',
        'Each organisation that subscribes to Tembusu, usually an employer, decides what ' +
          'personal data about its employees, contractors, candidates and other individuals is ' +
          'entered into the Service and for what purposes. The organisation is the controller of ' +
          'that data and is responsible under the PDPA for notifying those individuals and ' +
          'obtaining any consent that is required.',
        "Tembusu processes that data on the organisation's behalf and in accordance with its " +
          'instructions, acting as a data intermediary under the PDPA. If you are an employee ' +
          'and have questions about how your employer uses your personal data, please contact ' +
          "your employer's HR team or administrator first. We will help them respond.",
        'Tembusu is the controller of a limited set of personal data that we collect for our own ' +
          'purposes, such as contact details of organisation administrators and billing ' +
          'contacts, sales enquiries, support correspondence, and technical and security logs ' +
          'used to operate and protect the Service.',
      ],
    },
    {
      heading: 'Personal data we process',
      paragraphs: [
        'Most personal data in the Service is entered by organisation administrators and ' +
          'assistant administrators, imported from files they upload, or provided by employees ' +
          'through self-service features such as profile updates, leave applications and claims. ' +
          'We also collect technical data automatically when the Service is used, and we receive ' +
          'personal data directly when you contact our sales or support teams.',
        'Some of this data, such as NRIC and FIN numbers, bank account details, medical ' +
          'certificates and community fund selections, is sensitive, and we protect it with the ' +
          'safeguards described below. Depending on the features an organisation uses, the ' +
          'Service may process the following categories of personal data:',
      ],
      items: [
        'Identity data: full name, NRIC or FIN number, passport and work pass details, date of ' +
          'birth, gender, nationality, residency status and photograph.',
        'Contact data: work and personal email addresses, phone numbers, residential address and ' +
          'emergency contacts.',
        'Employment data: employee number, job title, department, reporting line, employment ' +
          'type, start and end dates, appraisals and company assets issued.',
        'Payroll data: salary, allowances, deductions, bonuses, claims and reimbursements, ' +
          'payslips and tax-related records.',
        'CPF and statutory data: CPF contribution rates and amounts, Skills Development Levy ' +
          '(SDL) and community fund (CDAC, ECF, MBMF and SINDA) contributions.',
        'Bank account data: bank name, account holder name and account number used for salary ' +
          'payments and reimbursements.',
        'Attendance data: clock-in and clock-out times, shift assignments, timesheets and ' +
          'overtime records.',
        'Leave data: leave entitlements, balances, applications, approvals and supporting ' +
          'documents such as medical certificates.',
        'Booking data: room and desk reservations, including dates, times, locations and ' +
          'attendees.',
        'Hiring data: CVs, application details, interview notes and offer information about ' +
          'candidates.',
        'Communications and content: chat messages, company calendar entries, comments and files ' +
          'uploaded to the Service.',
        'Account and technical data: sign-in email, hashed password, two-factor authentication ' +
          'settings, user role, IP address, browser and device information, and audit logs of ' +
          'actions taken in the Service.',
      ],
    },
    {
      heading: 'How we use personal data',
      paragraphs: [
        'When we process personal data on behalf of an organisation, we use it only to provide ' +
          'the Service to that organisation and in accordance with its instructions. We do not ' +
          'sell personal data, and we do not use employee data held in the Service for ' +
          'advertising or marketing. We use personal data to:',
      ],
      items: [
        'create and manage user accounts and authenticate users, including through two-factor ' +
          'authentication;',
        'calculate payroll, CPF contributions, SDL and community fund deductions, and produce ' +
          'payslips and reports for the organisation;',
        'administer leave, attendance, claims, shift planning, appraisals, assets, hiring, room ' +
          'and desk bookings, chat and the company calendar;',
        'provide customer support and respond to enquiries;',
        'keep the Service secure, reliable and available, including detecting and preventing ' +
          'fraud, misuse and unauthorised access;',
        'send service communications, such as maintenance notices, security alerts and changes ' +
          'to our terms;',
        'invoice organisations and manage our commercial relationship with them; and',
        'comply with our legal and regulatory obligations and respond to lawful requests from ' +
          'public authorities.',
      ],
    },
    {
      heading: 'Consent and withdrawal of consent',
      paragraphs: [
        'Where Tembusu is the controller, we collect, use and disclose personal data with your ' +
          'consent, or where the PDPA otherwise permits us to do so, for example where consent ' +
          'is deemed or an exception under the PDPA applies.',
        'Organisations are responsible for notifying their employees and other individuals of ' +
          'the purposes for which their personal data is entered into the Service, and for ' +
          'obtaining consent or relying on an exception permitted by the PDPA, such as ' +
          'collection that is reasonable for managing or terminating an employment relationship.',
        'You may withdraw your consent at any time by giving us reasonable notice at ' +
          'privacy@tembusu.example or, for data held on behalf of your employer, by contacting ' +
          'your employer. We will explain the likely consequences of withdrawal, which may ' +
          'include no longer being able to use some or all of the Service. Withdrawal does not ' +
          'affect processing that is required or permitted by law.',
      ],
    },
    {
      heading: 'Disclosure of personal data',
      paragraphs: [
        'We disclose personal data only where needed to provide the Service or where the law ' +
          'requires or permits it, and only to:',
      ],
      items: [
        'the organisation that holds your account, including its administrators and assistant ' +
          'administrators, according to the roles and permissions it configures;',
        'service providers that help us run the Service, such as cloud hosting, data storage, ' +
          'email delivery and support tools, who are bound by written obligations of ' +
          'confidentiality and data protection;',
        'banks, the Central Provident Fund Board, the Inland Revenue Authority of Singapore or ' +
          'other recipients, where an organisation instructs us to prepare or send payment, ' +
          'contribution or tax information to them;',
        'our professional advisers, auditors and insurers, who are subject to duties of ' +
          'confidentiality;',
        'a successor to our business in a merger, acquisition or sale of assets, subject to ' +
          'protections equivalent to those in this policy; and',
        'law enforcement agencies, regulators and courts, where required or authorised by law.',
      ],
    },
    {
      heading: 'Transfers outside Singapore',
      paragraphs: [
        'Some of our service providers may store or process personal data outside Singapore. ' +
          'Before we transfer personal data out of Singapore, we take appropriate steps to ' +
          'ensure that the recipient is bound by legally enforceable obligations to protect it ' +
          'to a standard comparable to that under the PDPA, for example through contractual ' +
          'clauses or recognised certifications, as required by the Personal Data Protection ' +
          'Regulations 2021.',
        'Organisations may contact us at privacy@tembusu.example for information about where ' +
          'their data is hosted and which service providers process it.',
      ],
    },
    {
      heading: 'How we protect personal data',
      paragraphs: [
        'We make reasonable security arrangements to protect personal data in our possession or ' +
          'under our control against unauthorised access, collection, use, disclosure, copying, ' +
          'modification and disposal, and against the loss of any storage medium or device on ' +
          'which it is stored. Our measures include:',
      ],
      items: [
        'encryption of data in transit and encryption of stored data;',
        'passwords stored only as salted hashes and subject to minimum complexity requirements;',
        'mandatory two-factor authentication for administrator access;',
        "role-based access controls, so that each organisation's data is kept separate from " +
          'other organisations and users see only what their role permits;',
        'audit logging of significant actions, such as changes to payroll and employee records;',
        'regular backups, vulnerability management and security monitoring; and',
        'confidentiality obligations for our personnel, who access customer data only where ' +
          'needed to provide support or operate the Service.',
      ],
    },
    {
      heading: 'Data breach notification',
      paragraphs: [
        'If we have credible grounds to believe that a data breach has affected personal data we ' +
          'process on behalf of an organisation, we will notify that organisation without undue ' +
          'delay and give it the information it reasonably needs to assess the breach and meet ' +
          'its own notification obligations.',
        'Where Tembusu is the controller, we will assess a suspected data breach promptly. If ' +
          'the breach is notifiable under the PDPA, for example because it is likely to result ' +
          'in significant harm to the individuals affected or affects 500 or more individuals, ' +
          'we will notify the Personal Data Protection Commission as soon as practicable and no ' +
          'later than 3 calendar days after determining that it is notifiable, and we will ' +
          'notify affected individuals where required.',
      ],
    },
    {
      heading: 'Retention of personal data',
      paragraphs: [
        'We keep personal data only for as long as it is needed for the purposes for which it ' +
          'was collected, or as required by law. Each organisation decides how long employee ' +
          'records are kept in the Service and is responsible for meeting its own record-keeping ' +
          'obligations, such as those under employment, CPF and tax laws.',
        "When an organisation's subscription ends, we make its data available for export for a " +
          'limited period set out in its agreement with us. We then delete or anonymise the ' +
          'data, except for copies in backups, which are deleted in the ordinary course of our ' +
          'backup cycle, and records we must keep by law. Billing and account records that ' +
          'Tembusu controls are kept for as long as needed for accounting, tax and legal ' +
          'purposes.',
      ],
    },
    {
      heading: 'Access and correction',
      paragraphs: [
        'Under the PDPA, you may ask for access to your personal data in our possession or under ' +
          'our control, together with information about how it has been used or disclosed in the ' +
          'past year, and ask us to correct any error or omission in it.',
        'Employees can view and update much of their own information through the Service. For ' +
          'personal data we hold on behalf of your employer, please send your request to your ' +
          'employer. If you contact us directly, we will refer your request to them, as they are ' +
          'responsible for responding to it.',
        'For personal data that Tembusu controls, email privacy@tembusu.example. We may need to ' +
          'verify your identity before acting on a request. We aim to respond within 30 days and ' +
          'will tell you if we need more time. We may charge a reasonable fee for an access ' +
          'request, and we will tell you the amount before processing it.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'The Service is a workplace tool for organisations and their staff. It is not intended ' +
          'for children under 13, and we do not knowingly collect personal data directly from ' +
          'children under 13.',
        "Organisations may record limited details about employees' family members, such as " +
          'children, to administer benefits like childcare leave. That information is entered by ' +
          "the organisation or employee and processed on the organisation's behalf. If you " +
          'believe a child under 13 has provided personal data to us directly, contact ' +
          'privacy@tembusu.example and we will delete it.',
      ],
    },
    {
      heading: 'Changes, governing law and contact',
      paragraphs: [
        'Tembusu has appointed a Data Protection Officer, who is responsible for our compliance ' +
          'with the PDPA. For questions, requests or complaints about this policy or our ' +
          'handling of personal data, contact our Data Protection Officer at ' +
          'privacy@tembusu.example. If you are not satisfied with our response, you may contact ' +
          'the Personal Data Protection Commission.',
        'We may update this policy from time to time. The last updated date on this page shows ' +
          'when it was last revised, and we will notify organisation administrators of material ' +
          'changes before they take effect.',
        'This policy is governed by the laws of Singapore.',
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  id: 'terms',
  tabLabel: 'Terms & Conditions',
  title: 'Terms & Conditions',
  summary:
    'The terms that govern access to and use of Tembusu by subscribing organisations and their ' +
    'users, including our service levels, support commitments, security requirements and the ' +
    'responsibilities of each party.',
  sections: [
    {
      heading: 'Agreement to these terms',
      paragraphs: [
        'These Terms & Conditions (the Terms) govern access to and use of the Tembusu HR, ' +
          'payroll and workplace platform, including the website, web application and related ' +
          'services (the Service), provided by Tembusu, Singapore (Tembusu, we or us).',
        'By creating an account or accessing or using the Service, you agree to these Terms. If ' +
          'you accept them on behalf of an organisation, you confirm that you have authority to ' +
          'bind that organisation, and references to you include it. If an organisation has ' +
          'signed a separate order form or agreement with us, that document prevails over these ' +
          'Terms to the extent of any inconsistency.',
        'Employees and assistant administrators invited by an organisation use the Service under ' +
          "that organisation's subscription and must comply with these Terms and with their " +
          "organisation's policies.",
      ],
    },
    {
      heading: 'Accounts and roles',
      paragraphs: ['Access to the Service is based on roles configured by each organisation:'],
      items: [
        "Organisation administrators manage the organisation's subscription, settings, users and " +
          'permissions, and carry out key actions such as finalising payroll.',
        'Assistant administrators carry out the administrative tasks delegated to them by an ' +
          'organisation administrator.',
        'Employees use self-service features, such as payslips, leave, attendance, claims, ' +
          'bookings, appraisals, chat and the company calendar, as enabled by their organisation.',
      ],
    },
    {
      heading: 'Account security',
      paragraphs: [
        'Each organisation is responsible for all activity under its accounts, for keeping its ' +
          'list of users up to date, and for removing access promptly when a user leaves or no ' +
          'longer needs it. Users must keep their sign-in details confidential and must not ' +
          'share accounts.',
        'Administrator access requires two-factor authentication. Users with administrator ' +
          'rights must set up a second factor before they can use administrative functions, and ' +
          'we recommend that all users protect their accounts in the same way where available.',
        'If you suspect that an account has been compromised, tell us immediately at ' +
          'support@tembusu.example. We may suspend access to an account where we reasonably ' +
          'believe this is necessary to protect the Service, an organisation or its users.',
        'Passwords must meet minimum complexity requirements. Each password must contain:',
      ],
      items: [
        'at least 8 characters;',
        'at least one lowercase letter;',
        'at least one uppercase letter; and',
        'at least one of these special characters: @#$%^&+*!=',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When using the Service, you must not:'],
      items: [
        'use the Service in breach of any applicable law, including employment, data protection ' +
          'and anti-discrimination laws;',
        "access or attempt to access another organisation's data, or any account or feature you " +
          'are not authorised to use;',
        'upload malicious code, or probe, scan or test the vulnerability of the Service without ' +
          'our prior written consent;',
        'interfere with or disrupt the Service, or place an unreasonable load on our ' +
          'infrastructure;',
        'copy, modify, reverse engineer or create derivative works of the Service, except to the ' +
          'extent permitted by law;',
        'resell, sublicense or make the Service available to third parties other than your own ' +
          'authorised users; or',
        'use chat, calendar or other features to send content that is unlawful, harassing, ' +
          'defamatory or infringes the rights of others.',
      ],
    },
    {
      heading: 'Your data and responsibilities',
      paragraphs: [
        'Each organisation retains all rights in the data it and its users enter into the ' +
          'Service (Customer Data). The organisation grants Tembusu the rights needed to host, ' +
          'process and display Customer Data to provide and support the Service. We handle ' +
          'Customer Data as described in our Privacy Policy.',
        'Each organisation is responsible for the accuracy of the Customer Data it provides and ' +
          'for having a lawful basis under the Personal Data Protection Act 2012 (PDPA) to enter ' +
          "its employees' personal data into the Service, including giving any required " +
          'notifications and obtaining any required consent.',
        'The Service calculates CPF contributions, the Skills Development Levy and community ' +
          'fund contributions using the rates and rules that apply at the time of calculation ' +
          'and the data provided by the organisation. Each organisation remains responsible for ' +
          'reviewing payroll results before approving them, making statutory submissions and ' +
          'payments on time, and complying with its obligations as an employer. Tembusu does not ' +
          'provide legal, tax or financial advice.',
      ],
    },
    {
      heading: 'Service availability and maintenance',
      paragraphs: [
        'We target 99.9% monthly uptime for the Service, measured over each calendar month. The ' +
          'uptime target excludes scheduled maintenance, emergency maintenance, events beyond ' +
          'our reasonable control, and issues caused by your own systems, internet connectivity ' +
          'or third-party services that we do not control.',
        "We give at least 48 hours' notice of scheduled maintenance, by email to organisation " +
          'administrators or by notice within the Service, and we schedule it outside Singapore ' +
          'business hours where practicable.',
        'We may need to carry out emergency maintenance without notice to address security ' +
          'vulnerabilities or urgent issues. We will keep any disruption as short as possible ' +
          'and tell you as soon as practicable. The uptime target is a service level objective, ' +
          'not a guarantee, and service credits apply only where agreed in writing.',
      ],
    },
    {
      heading: 'Support',
      paragraphs: [
        'Support is available by email at support@tembusu.example. We assign each request a ' +
          'priority, taking into account your assessment of its impact, and aim to send a first ' +
          'response within these targets:',
      ],
      items: [
        'Critical (the Service is unavailable, or sign-in or payroll processing cannot be used ' +
          'and there is no workaround): 2 hours.',
        'High (a major feature is significantly impaired, or a workaround exists for a critical ' +
          'issue): 4 business hours.',
        'Normal (a feature is not working as expected with limited impact, or a question about ' +
          'using the Service): 1 business day.',
        'Low (cosmetic issues, documentation questions and feature requests): 2 business days.',
      ],
    },
    {
      heading: 'Fees and payment',
      paragraphs: [
        'Fees for the Service are set out in your chosen plan or order form. Unless stated ' +
          'otherwise, fees are exclusive of goods and services tax (GST), which will be added ' +
          'where applicable, and invoices are payable by the due date shown on them.',
        'If fees remain unpaid after we have given written notice, we may suspend access to the ' +
          'Service until payment is received. We will give written notice before any change to ' +
          'fees takes effect, and changes apply from your next renewal period. For pricing and ' +
          'plan enquiries, contact sales@tembusu.example.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'Tembusu and its licensors own all rights in the Service, including its software, ' +
          'design, content and trademarks. Subject to these Terms and payment of the applicable ' +
          'fees, we grant each subscribing organisation a non-exclusive, non-transferable right ' +
          'for its authorised users to use the Service for its internal business purposes during ' +
          'its subscription.',
        'If you give us suggestions or feedback about the Service, we may use them without ' +
          'restriction or obligation to you.',
      ],
    },
    {
      heading: 'Term, suspension and termination',
      paragraphs: [
        'A subscription continues for the period set out in the applicable plan or order form ' +
          'and renews as stated there. Either party may terminate a subscription if the other ' +
          'materially breaches these Terms and does not remedy the breach within a reasonable ' +
          'period after receiving written notice.',
        'We may suspend access immediately where necessary to prevent serious harm to the ' +
          'Service or other users, or where required by law. When a subscription ends, the ' +
          'organisation may export its Customer Data for a limited period, after which we delete ' +
          'it as described in our Privacy Policy.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'We provide the Service with reasonable skill and care. To the extent permitted by law, ' +
          'we do not give any other warranties, express or implied, including that the Service ' +
          'will be uninterrupted or error-free.',
        'To the extent permitted by law, neither party is liable for any indirect or ' +
          'consequential loss, or for loss of profits, revenue or goodwill, and the total ' +
          'liability of Tembusu arising out of or in connection with the Service in any 12-month ' +
          'period is limited to the fees paid by the organisation for the Service in that period.',
        'Nothing in these Terms limits liability for death or personal injury caused by ' +
          'negligence, for fraud, or for any other liability that cannot be limited or excluded ' +
          'by law.',
      ],
    },
    {
      heading: 'Changes, governing law and contact',
      paragraphs: [
        'We may update these Terms from time to time. We will notify organisation administrators ' +
          'of material changes before they take effect, and continued use of the Service after ' +
          'that date means the updated Terms apply.',
        'These Terms are governed by the laws of Singapore, and the courts of Singapore have ' +
          'exclusive jurisdiction over any dispute arising out of or in connection with them.',
        'For help with the Service, contact support@tembusu.example. For sales and billing ' +
          'enquiries, contact sales@tembusu.example. For privacy and data protection matters, ' +
          'contact privacy@tembusu.example.',
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  id: 'cookies',
  tabLabel: 'Cookie Policy',
  title: 'Cookie Policy',
  summary:
    'Tembusu uses only strictly necessary browser storage to keep you signed in and to remember ' +
    'your display preferences. We do not use advertising or third-party tracking cookies.',
  sections: [
    {
      heading: 'About this policy',
      paragraphs: [
        'This Cookie Policy explains how the Tembusu web application (the Service) uses cookies ' +
          "and similar technologies, in particular your browser's local storage. It should be " +
          'read together with our Privacy Policy.',
        'Cookies are small text files that a website saves in your browser. Local storage is a ' +
          'similar browser feature that lets a web application keep information on your device ' +
          'between visits. Unlike cookies, information in local storage is not sent ' +
          'automatically with every request to a website.',
      ],
    },
    {
      heading: 'Strictly necessary storage only',
      paragraphs: [
        'We use only storage that is strictly necessary to provide the Service you have asked ' +
          'for and to remember the choices you make. The app keeps the following items in your ' +
          "browser's local storage:",
      ],
      items: [
        'jwt_token: your session token, which shows that you are signed in and authorises the ' +
          'requests your browser makes to the Service.',
        'auth_user: basic details of the signed-in user, such as your name, email address and ' +
          'role, so that the app can show your account and the features available to you.',
        'OrganizationId: the identifier of the organisation you are working in, so that your ' +
          "requests reach the correct organisation's data.",
        'Display preferences: your chosen layout, sidebar colours and text direction, so that ' +
          'the app looks the way you set it.',
      ],
    },
    {
      heading: 'No advertising or tracking cookies',
      paragraphs: [
        'We do not use advertising cookies or third-party tracking cookies, and we do not allow ' +
          'advertising networks or other third parties to place cookies or tracking technologies ' +
          'through the Service. The items we store are used only by Tembusu to run the Service ' +
          'and are not used to track you across other websites.',
        'If we ever introduce storage that is not strictly necessary, we will update this policy ' +
          'first and ask for your consent where required.',
      ],
    },
    {
      heading: 'Signing out',
      paragraphs: [
        'Signing out of Tembusu clears your session token, your signed-in user details and the ' +
          "organisation identifier from your browser's local storage, so that the next person " +
          'using the device cannot access your account. Always sign out when you use a shared or ' +
          'public device.',
      ],
    },
    {
      heading: 'Clearing or blocking stored data',
      paragraphs: [
        'You can clear the data Tembusu keeps in your browser, including your display ' +
          'preferences, at any time. Doing so signs you out and resets your display preferences. ' +
          'If you block local storage for the Tembusu site, you will not be able to sign in, ' +
          'because the Service needs your session token to work.',
        'To clear stored data, use your browser settings. Menu names vary between browsers and ' +
          'versions, but typically:',
      ],
      items: [
        'Google Chrome and Microsoft Edge: open Settings, go to Privacy and security, and delete ' +
          'cookies and site data for the Tembusu site.',
        'Mozilla Firefox: open Settings, go to Privacy & Security, and under Cookies and Site ' +
          'Data choose Manage Data.',
        'Safari on macOS: open Settings, go to Privacy, and choose Manage Website Data.',
        'Safari on iPhone or iPad: open the Settings app, go to Safari, then Advanced, and ' +
          'choose Website Data.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update this Cookie Policy from time to time, and the last updated date on this ' +
          'page shows when it was last revised. If you have questions about it, contact ' +
          'privacy@tembusu.example.',
      ],
    },
  ],
};

export const legalDocuments = [privacyPolicy, termsAndConditions, cookiePolicy] as const;
