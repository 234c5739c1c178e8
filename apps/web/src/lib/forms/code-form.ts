import { useForm, type UseFormReturnType } from '@mantine/form';
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

/** What CodeInput takes of a code form (`<CodeInput {...codeInputProps(form)} />`): the code, its change and its error. */
export const codeInputProps = (form: UseFormReturnType<CodeFormValues>) => ({
  value: form.values.code,
  onChange: (code: string) => form.setFieldValue('code', code),
  error: form.errors.code,
});
