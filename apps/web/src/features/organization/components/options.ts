import { businessRegistrationTypes } from '@tembusu/contracts/enums';
import { currencies } from '@tembusu/contracts/reference/currencies';
import { industries } from '@tembusu/contracts/reference/industries';
import { timeZones } from '@tembusu/contracts/reference/time-zones';

/** Every IANA zone once, labelled with its familiar "(UTC+08:00) Kuala Lumpur, Singapore". */
export const timeZoneOptions = (() => {
  const seen = new Set<string>();
  const options: { value: string; label: string }[] = [];
  for (const zone of timeZones) {
    for (const iana of zone.utc) {
      if (seen.has(iana) || iana.startsWith('Etc/')) continue;
      seen.add(iana);
      options.push({
        value: iana,
        label: `${zone.text.split(')')[0]}) ${iana.replaceAll('_', ' ')}`,
      });
    }
  }
  return options;
})();

export const currencyOptions = currencies.map((c) => ({
  value: c.code,
  label: `${c.code} — ${c.name} (${c.symbol})`,
}));

export const industryOptions = [...industries];

export const registrationTypeOptions = [...businessRegistrationTypes];
