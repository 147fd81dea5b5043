/**
 * The message keys of the public forms (catalogue namespace `forms.errors`): SPEC §5's contact and complaint
 * messages, and the ones SPEC does not show (limits, formats), which the catalogues word the same way.
 */
export const FORM_MESSAGES = {
  chooseCategory: 'forms.errors.chooseCategory',
  chooseTopic: 'forms.errors.chooseTopic',
  enterTopic: 'forms.errors.enterTopic',
  enterName: 'forms.errors.enterName',
  enterSurname: 'forms.errors.enterSurname',
  enterEmail: 'forms.errors.enterEmail',
  emailFormat: 'forms.errors.emailFormat',
  enterPhone: 'forms.errors.enterPhone',
  phoneFormat: 'forms.errors.phoneFormat',
  enterMessage: 'forms.errors.enterMessage',
  fileFormat: 'forms.errors.fileFormat',
  fileTooLarge: 'forms.errors.fileTooLarge',
  tooManyFiles: 'forms.errors.tooManyFiles',
  filesTooLarge: 'forms.errors.filesTooLarge',
  verifyIdentity: 'forms.errors.verifyIdentity',
  tooLong: 'forms.errors.tooLong',
  passwordTooShort: 'forms.errors.passwordTooShort',
  enterTrackingCode: 'forms.errors.enterTrackingCode',
  enterPassword: 'forms.errors.enterPassword',
  chooseRating: 'forms.errors.chooseRating',
} as const;

export type FormMessageKey = (typeof FORM_MESSAGES)[keyof typeof FORM_MESSAGES];
