import type { Strings } from './en';
import type { enTreasuryMember } from './en-treasury-member';

/** Linking a recorded gift to a member, in Hindi (en-treasury-member.ts), attached to hi-admin-treasury.ts. */
export const hiTreasuryMember: Strings<typeof enTreasuryMember> = {
  label: 'सदस्य (वैकल्पिक)',
  help: 'मस्जिद के सदस्य को नाम या मोबाइल के आख़िरी 4 अंकों से खोजें: तब दान उनके दान में दिखेगा, और उन्हें रसीद SMS से मिलेगी।',
  linked: 'दान इस सदस्य के दान में दिखेगा, और उन्हें रसीद SMS से मिलेगी।',
  typeMore: 'नाम के 3 अक्षर या मोबाइल के आख़िरी 4 अंक लिखें',
  searching: 'खोज रहे हैं...',
  none: 'इस मस्जिद का कोई सदस्य नहीं मिला।',
  mobileEnd: 'मोबाइल के आख़िरी अंक {{digits}}',
};
