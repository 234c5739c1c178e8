import { ActivationScreen } from './activation-screen';

export function Component() {
  return <ActivationScreen variant="app" />;
}
