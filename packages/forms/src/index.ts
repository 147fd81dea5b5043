export * from './attachments.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './problems.ts';
export * from './schemas.ts';
export * from './thai-phone.ts';
export * from './wire-fields.ts';
export * from './members.ts';
