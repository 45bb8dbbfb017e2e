import { TIME_MESSAGES } from './prayer-times/time-messages';
import { REGISTER_MESSAGES } from './register/register-messages';
import { TREASURY_MESSAGES } from './treasury/treasury-messages';

/**
 * Every text the server sends and the shared schemas show, by a stable code, in English. The English keeps the
 * older product's wording verbatim (its own spellings included), so communities moving over find what they
 * know; the web app's Hindi and Urdu catalogues carry the
 * same codes (web/i18n/locales), so a reply's `messageCode` is shown in the member's language.
 *
 * `{{name}}` marks a parameter. A code with `_one` and `_other` forms is counted (`{{count}}`); English picks
 * `_one` for 1, and each language picks its own form on the web.
 */
export const MSG = {
  ...TIME_MESSAGES,
  ...TREASURY_MESSAGES,
  ...REGISTER_MESSAGES,
  phoneRequired: 'Please enter mobile number',
  phoneDigits: 'Please enter 10 digit mobile number only',
  indianMobileOnly: 'Only Indian (+91) mobile numbers are accepted',
  passwordRequired: 'Please enter password',
  otpRequired: 'Please enter OTP',
  passwordTooShort: 'Password should be atleast 6 characters',
  passwordTooCommon: 'This password is one of the most common ones and easy to guess. Please choose another',
  cannotSendOtp: 'Can not send OTP',
  incorrectOtp: 'Incorrect OTP',
  verificationSuccessful: 'Mobile verification successful',
  suspended: 'Your account has been suspended!',
  genericError: 'Some error occured. Try again later',
  passwordSet: 'Password has been set successfully',
  adminLoginFailed: 'Invalid credentials or unauthorized access.',
  resendLater: 'You can resend more OTPs after some time!',
  notJsonObject: 'Response is not valid JSON object.',
  missingData: 'Response is missing data field.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  emailRequired: 'Please enter email',
  emailInvalid: 'Please enter a valid email',
  sessionEnded: 'Your session has ended. Please sign in again.',
  invalidId: 'Invalid id',

  nameRequired: 'Please enter name',
  nameTooLong: 'Name should be at most 100 characters',
  dobRequired: 'Please enter date of birth',
  dobInvalid: 'Please enter a valid date of birth',
  dobFuture: 'Date of birth cannot be in the future',
  dateInvalid: 'Please enter a valid date',
  daysOutOfOrder: 'The From date is after the To date',
  genderRequired: 'Please choose male or female',
  addressRequired: 'Please enter address',
  addressTooLong: 'Address should be at most 500 characters',
  relationRequired: 'Please choose a relation',
  relationOneOf: 'Relation must be one of {{list}}',
  controlCharacters: 'Text must not contain control characters',

  checkHasPassword: 'Please enter your password',
  checkNoPassword: 'Please verify your mobile number with an OTP to set your password',
  checkNewNumber: 'This number is not registered yet. Choose your masjid and verify your number',
  signedIn: 'Signed in',
  signedInSuccessfully: 'Signed in successfully',
  loginFailed: 'Incorrect mobile number or password',
  staffSignInElsewhere: 'Staff members sign in at /admin/login',
  proofNeeded: 'Please wait a moment while we check that you are not a robot',
  otpSentTo: 'OTP sent to {{phone}}',
  otpExpired: 'This OTP has expired. Please request a new one',
  otpTooManyTries: 'Too many incorrect attempts. Please request a new OTP',
  otpNone: 'No OTP is waiting for this number. Please request a new one',
  otpCooldown_one: 'Please wait 1 second before requesting another OTP',
  otpCooldown_other: 'Please wait {{count}} seconds before requesting another OTP',
  resendLaterIn_one: 'You can resend more OTPs after some time! Please try again in 1 minute',
  resendLaterIn_other: 'You can resend more OTPs after some time! Please try again in {{count}} minutes',
  smsFailed: 'The SMS could not be sent. Please try again in a minute',
  otpSentOnWhatsApp: 'Code sent on WhatsApp to {{phone}}',
  whatsappNotUser: 'This number does not use WhatsApp. Send the code by SMS instead',
  whatsappRefused: 'WhatsApp did not accept our message just now. Send the code by SMS instead',
  whatsappFailed: 'The WhatsApp message could not be sent. Send the code by SMS instead',
  whatsappOff: 'Codes on WhatsApp are not available on this portal. Send the code by SMS',
  chooseMosque: 'Please choose your masjid',
  passwordAlreadySet: 'A password is already set for this account. Use forgot password to change it',

  tooManyChecks: 'Too many checks. Please try again in 15 minutes',
  tooManySignIns: 'Too many failed sign-in attempts. Please try again in 15 minutes',
  tooManyOtpSends: 'Too many OTPs were requested from this network. Please try again later',
  tooManyOtpFailures: 'Too many incorrect OTPs. Please try again in 15 minutes',
  tooManyPasswordChanges: 'Too many password changes. Please try again in 15 minutes',
  tooManyAttempts: 'Too many attempts. Please try again later',
  tooManyRequestsSignIn: 'Too many requests. Please sign in again',
  tooManyRequestsWait_one: 'Too many requests. Try again in 1 second',
  tooManyRequestsWait_other: 'Too many requests. Try again in {{count}} seconds',
  smsBudgetSpent: 'We cannot send more OTPs right now. Please try again later, or sign in with your password',
  smsNumberDaySpent: 'This number has had too many OTPs today. Please try again tomorrow',
  pushEndpointRefused: "This device's notification service is not one the portal can send to",
  pushSaved: 'Alerts will come to this device',
  pushDeleted: 'Alerts will no longer come to this device',
  pushEndpointTaken: "This device was taking another account's alerts. Please turn alerts on again",
  alertSmsNotAllowed:
    'Urgent alerts by SMS are not allowed on this portal. A super admin can allow them on the SMS page',
  alertSmsNotUrgent: 'Only a high-severity alert can be sent by SMS',
  alertSmsEnded: 'This alert has ended',
  alertNotForYourArea:
    'This alert is for another area: it was not sent to your masjid, nor to a place your masjid is in',
  alertGone: 'This alert has ended, or is no longer on the portal',
  alertSmsAlreadySent: 'This alert was already sent by SMS',
  alertSmsNoMembers: 'No member of this area agreed to get urgent alerts by SMS',
  alertMessagesNoMembers: 'No member of this area agreed to get urgent alerts by SMS or on WhatsApp',
  alertSmsOverBudget_one: 'The SMS left for alerts today do not cover this 1 SMS',
  alertSmsOverBudget_other: 'The SMS left for alerts today do not cover these {{count}} SMS',
  alertSmsReady_one: 'Ready to send 1 SMS',
  alertSmsReady_other: 'Ready to send {{count}} SMS',
  alertMessagesReady: 'Ready to send: {{sms}} by SMS, {{whatsapp}} on WhatsApp',
  alertWhatsappReady_one: 'Ready to send 1 message on WhatsApp',
  alertWhatsappReady_other: 'Ready to send {{count}} messages on WhatsApp',
  alertMessagesQueued: 'On their way: {{sms}} by SMS, {{whatsapp}} on WhatsApp',
  alertWhatsappQueued_one: '1 WhatsApp message is on its way',
  alertWhatsappQueued_other: '{{count}} WhatsApp messages are on their way',
  alertSmsQueued_one: '1 SMS is on its way',
  alertSmsQueued_other: '{{count}} SMS are on their way',
  alertSmsAllowedOn: 'Urgent alerts may now be sent by SMS',
  alertSmsAllowedOff: 'Urgent alerts are no longer sent by SMS',

  botCheckFailed: 'Bot check failed: {{why}}',
  botCheckNeedsHttps: 'this page must be opened over HTTPS',
  botCheckIncomplete: 'the security check could not be completed',

  detailsUpdated: 'Details updated successfully',
  familyLimit: 'You can add at most {{count}} family members',
  familyMemberAdded: 'Family member added successfully',
  familyMemberUpdated: 'Family member updated successfully',
  familyMemberRemoved: 'Family member removed',
  mosqueChanged: 'Your masjid has been changed',
  ownMosqueVolunteersOnly: 'You can only see the volunteers of your own masjid',
  tooManyMosqueChanges: 'You can change your masjid at most 5 times in 24 hours. Please try again later',

  categoryRequired: 'Please choose a category',
  educationChoose: 'Please choose an education from the list',
  educationLevelChoose: 'Please choose an education level from the list',
  workTypeChoose: 'Please choose a type of work from the list',
  reasonChoose: 'Please choose a reason from the list',
  levelOutsideEducation: 'This education level does not belong to the chosen education',
  courseNotForLevel: 'This education level has no course or subject',
  detailNotForCategory: 'This detail does not belong to the chosen category',
  detailTooLong: 'Each detail should be at most 500 characters',

  locationAdded: 'Location added successfully!',
  locationUpdated: 'Location updated successfully!',
  locationAddFailed: 'Unable to add location!',
  locationDeleted: 'Location deleted successfully',
  locationUnknown: 'This location does not exist',
  locationNameTaken: 'A location named "{{name}}" already exists here. Please choose another name',
  locationBelowLocality: 'A locality is the last level: nothing can be added under it',
  locationCountryKept: 'The country cannot be deleted',
  locationInUse:
    'This location is still in use and cannot be deleted: {{locations}} locations under it, {{mosques}} masjids, {{staff}} volunteer or admin accounts, {{alerts}} alerts',
  categoryAdded: 'Category added successfully',
  categoryAddFailed: 'Failed to add category',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted successfully',
  categoryUnknown: 'This category does not exist',
  categoryNameTaken: 'A category named "{{name}}" already exists here. Please choose another name',
  categoryInUse:
    'This category is still in use and cannot be deleted: {{categories}} categories under it, {{accounts}} accounts',

  mosqueAdded: 'New mosque added successfully!',
  mosqueUpdated: 'Mosque updated successfully!',
  mosqueAddFailed: 'Failed to add mosque!',
  mosqueDeleted: 'Mosque deleted successfully',
  mosqueUnknown: 'This masjid does not exist',
  mosqueIdRequired: 'Please enter mosque ID',
  mosqueIdTooLong: 'Mosque ID should be at most 50 characters',
  mosqueIdTaken: 'A masjid with mosque ID "{{code}}" already exists. Please choose another mosque ID',
  mosqueNeedsLocality: 'A masjid belongs to a locality. Please choose a locality',
  mosqueInUse:
    'This masjid is still in use and cannot be deleted: {{members}} members, {{staff}} volunteer accounts, {{alerts}} alerts',
  urlRequired: 'Please enter URL',
  urlInvalid: 'Please enter a web address that starts with http:// or https://',
  urlTooLong: 'URL should be at most 500 characters',
  importColumnsMissing: 'The first row must name the columns {{columns}}. Missing: {{missing}}',
  importEmpty:
    'The file holds no masjids: the first row names the columns, and each row after it is one masjid',
  importTooManyRows: 'A file can hold at most {{count}} masjids. Please split it',
  importFieldRequired: 'Please enter the {{column}}',
  importStateUnknown: 'There is no state named "{{name}}"',
  importDistrictUnknown: 'There is no district named "{{name}}" in {{state}}',
  importDuplicateInFile: 'Mosque ID "{{code}}" is also in row {{row}}',
  importPointHalf: 'Please fill in both Latitude and Longitude, or leave both empty',
  importPointUnreadable: 'Latitude and Longitude are numbers of degrees, such as 28.6507 and 77.2334',
  importHasProblems_one: 'Nothing was imported: 1 row needs fixing',
  importHasProblems_other: 'Nothing was imported: {{count}} rows need fixing',
  importConflict:
    'The masjids or places changed while this file was being imported, so nothing was imported. Please check the file again',
  exportTooLarge:
    'This area holds more than {{max}} masjids. Please export one state or a smaller area at a time',
  mosquesExported_one: '1 masjid exported',
  mosquesExported_other: '{{count}} masjids exported',
  importReady_one: '1 masjid is ready to import',
  importReady_other: '{{count}} masjids are ready to import',
  mosquesImported_one: '1 masjid imported',
  mosquesImported_other: '{{count}} masjids imported',

  staffPasswordTooShort: 'Password should be at least 8 characters',
  scopeLevelChoose: 'Please choose Area or Mosque',
  scopeNeeded: 'Please choose the area or the masjid this volunteer serves',
  scopeAreaLevel: 'An area is a state, a district, a city or a locality. Please choose one',
  volunteerCreated: 'Volunteer created successfully',
  adminCreated: 'Admin created successfully',
  accountUpdated: 'Account updated successfully',
  accountPasswordReset: 'The password has been changed, and the account has been signed out everywhere',
  accountSuspended: 'The account has been suspended and signed out everywhere',
  accountReactivated: 'The account is active again',
  accountUnknown: 'This account does not exist',
  emailTaken: 'An account with this email already exists',
  mobileTaken: 'This mobile number is already registered',
  cannotSuspendSelf: 'You cannot suspend your own account',
  lastSuperAdmin: 'The last active super admin cannot be suspended',
  superAdminStaysAdmin: 'A super admin stays an admin. Please choose no category',
  accountsFound_one: '1 account',
  accountsFound_other: '{{count}} accounts',

  alertLevelChoose:
    'Please choose who the alert is for: a masjid, a locality, a city, a district, a state or the country',
  alertPlaceChoose: 'Please choose the place the alert is for',
  alertPlaceWrongLevel: 'The place chosen is not of the alert level chosen. Please choose the place again',
  alertTitleRequired: 'Please enter title',
  alertTitleTooLong: 'Title should be at most 150 characters',
  alertMessageRequired: 'Please enter message',
  alertMessageTooLong: 'Message should be at most 2000 characters',
  alertDetailsTooLong: 'Important details should be at most 2000 characters',
  alertCategoryChoose: 'Please choose a category: society, education, health or other',
  alertSeverityChoose: 'Please choose a severity: low, moderate or high',
  alertExpiryRequired: 'Please choose the expiry date',
  alertExpiryPast: 'The expiry date must be in the future',
  alertAdded: 'Alert added successfully',
  alertUpdated: 'Alert updated successfully',
  alertEnded: 'The alert has ended. Members no longer see it',

  subCategoryNeedsCategory: 'Please choose a category before its subcategory',
  membersExportTooLarge: 'The list holds more than {{max}} members. Please narrow it with the filters first',
  membersExported_one: '1 member exported',
  membersExported_other: '{{count}} members exported',
  membersFound_one: '1 member found',
  membersFound_other: '{{count}} members found',
  membersFoundOver: 'More than {{count}} members found',

  noticeAccepted: 'Thank you. Your consent has been recorded',
  noticeRequired: 'Please read and accept the privacy notice first',
  noticeOutdated: 'The privacy notice has changed. Please read it again',
  directoryListed: 'You are listed in the members directory again',
  directoryUnlisted: 'You no longer appear in the members directory',
  alertSmsConsentGiven: 'Urgent alerts may now come to you by SMS',
  alertSmsConsentWithdrawn: 'Urgent alerts will no longer come to you by SMS',
  alertWhatsappConsentGiven: 'Urgent alerts and receipts may now come to you on WhatsApp',
  alertWhatsappConsentWithdrawn: 'Nothing more will come to you on WhatsApp but sign-in codes',
  whatsappNotConfigured: 'This portal does not send messages on WhatsApp',
  myDataReady: 'Your data is ready to save',
  deleteConfirmMismatch: 'Please type your mobile number exactly to confirm',
  accountDeleted: 'Your account and your family details have been deleted',

  signInToContinue: 'Please sign in to continue',
  notAllowed: 'You are not allowed to do this',
  notFound: '{{what}} not found',
  notFoundPlain: 'Not found',
  internalError: 'Internal error',
  databaseUnavailable: 'The server cannot reach its database just now. Please try again in a moment',
  invalidInput: 'Invalid input',
  invalidCursor: 'Invalid page cursor',
  requestTooLarge: 'The request is too large',
  requestTooDeep: 'The request nests lists or objects more than {{max}} levels deep',
  malformedAuthorization: 'Malformed Authorization header',
  unknownFunction: 'Unknown function "{{name}}"',
  bodyNeedsData: 'The request body must be a JSON object with a "data" field',
  postOnly: '"{{name}}" is called by POST only: only public reads answer GET',
  dataNotJson: 'The "data" parameter must be JSON',
  offlineNotSent: 'You are offline, so nothing was sent. Try again when you are back online.',
  // No reply came (no network, or the line dropped on the way), so it cannot say whether anything was saved.
  offlineNoConnection:
    'You seem to be offline: the portal could not be reached. Check your connection and try again.',
} as const;

type CatalogueKey = keyof typeof MSG;
/** A message's code: a catalogue key, with a counted message's `_one`/`_other` ending left off. */
export type MessageCode = CatalogueKey extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;
export type MessageParams = Record<string, string | number>;

/** What the server says: the English text for any caller, and the code and parameters the web app translates. */
export type Said = { message: string; messageCode: MessageCode; messageParams?: MessageParams };

function template(code: MessageCode, params: MessageParams | undefined): string {
  const table = MSG as Record<string, string>;
  if (typeof params?.count === 'number' && `${code}_one` in table)
    return table[params.count === 1 ? `${code}_one` : `${code}_other`]!;
  return table[code]!;
}

/** A message by its code, with its parameters written into the English text. */
export function say(code: MessageCode, params?: MessageParams): Said {
  const message = template(code, params).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params?.[name] ?? ''),
  );
  return params ? { message, messageCode: code, messageParams: params } : { message, messageCode: code };
}

const CODE_OF_TEXT = new Map<string, MessageCode>();
for (const [key, text] of Object.entries(MSG)) {
  // A text is looked up only when it has no parameters; the first code of a repeated text wins.
  if (!text.includes('{{') && !/_(one|other)$/.test(key) && !CODE_OF_TEXT.has(text))
    CODE_OF_TEXT.set(text, key as MessageCode);
}

/**
 * The code of a fixed catalogue text, or undefined for any other text. The shared schemas carry their
 * messages as English (zod shows them on the server and in the forms alike); this names them for translation.
 */
export function messageCodeOf(text: string): MessageCode | undefined {
  return CODE_OF_TEXT.get(text);
}
