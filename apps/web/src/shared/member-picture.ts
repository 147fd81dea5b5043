/**
 * The profile picture (requirements.md §7.1, §11: up to 2 MB; JPG, PNG, GIF): checked in the browser and by dept-api.
 */
export const MEMBER_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const MEMBER_PICTURE_MAX_MEGABYTES = 2;
export const MEMBER_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const MEMBER_PICTURE_TYPES = ['jpeg', 'png', 'gif'] as const;
