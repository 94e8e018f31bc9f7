/** Product naming lives here once, so the working name can change in one place. */
export const PRODUCT_NAME = 'Cutroom';
export const SUPPORT_EMAIL = 'support@cutroom.app';
