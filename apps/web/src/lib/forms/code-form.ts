import { useForm } from '@mantine/form';
import { otpCodeSchema } from '@hireway/shared';
import { z } from 'zod';

import { zodFormResolver } from './zod-form';

const codeFormSchema = z.object({ code: otpCodeSchema });
const validateCode = zodFormResolver(codeFormSchema);

export type CodeFormValues = {
  code: string;
};

/** The form of a 6-digit one-time code, checked with the shared schema before it is sent. */
export const useCodeForm = () => useForm<CodeFormValues>({ initialValues: { code: '' }, validate: validateCode });
