import type { Strings } from './en';
import type { enRegisterClaim } from './en-register-claim';

/** A member's offer of their register record, in Hindi (en-register-claim.ts has the English and the why). */
export const hiRegisterClaim: Strings<typeof enRegisterClaim> = {
  heading: 'मस्जिद के रजिस्टर में आपका रिकॉर्ड',
  offer_one: '{{mosque}} के रजिस्टर में {{name}} का रिकॉर्ड है, {{count}} परिवार के सदस्य के साथ। क्या यह आप हैं?',
  offer_other: '{{mosque}} के रजिस्टर में {{name}} का रिकॉर्ड है, {{count}} परिवार के सदस्यों के साथ। क्या यह आप हैं?',
  claim: 'हां, इसे मेरे खाते में जोड़ें',
  claiming: 'जोड़ा जा रहा है...',
  notNow: 'अभी नहीं',
  claimed: 'रजिस्टर से आपका परिवार अब आपके परिवार पेज पर है।',
  seeFamily: 'मेरा परिवार देखें',
  /** A date of birth, or an age, made from an age in the register (/family and a family member's page). */
  approximately: '{{value}} (अनुमानित)',
};
