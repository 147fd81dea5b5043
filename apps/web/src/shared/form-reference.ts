/** A public form's reference as the contract writes it (FormReceipt.reference): form, date, six characters. */
export const FORM_REFERENCE_PATTERN = /^[A-Z]{2}-[0-9]{6}-[0-9A-HJKMNP-TV-Z]{6}$/;
