/** The hidden field that carries a logged-in member's form token (server/members/member-form-token.ts). */
export const MEMBER_FORM_TOKEN_FIELD = 'form_token';
