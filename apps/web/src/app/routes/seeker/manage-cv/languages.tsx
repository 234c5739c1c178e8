import { LanguagesEditor } from '../../../../features/cv/components/languages-editor';

export function Component() {
  return <LanguagesEditor />;
}
