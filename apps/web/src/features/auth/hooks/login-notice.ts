import { z } from 'zod';

/** What another screen may tell the login screen when it sends the user there (router state). */
export const loginNoticeSchema = z.object({ notice: z.enum(['password-reset']) });
export type LoginNotice = z.infer<typeof loginNoticeSchema>;

export const PASSWORD_RESET_NOTICE: LoginNotice = { notice: 'password-reset' };
