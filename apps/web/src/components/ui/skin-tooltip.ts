// The skin toggle's tooltip (Tooltip, floating-ui): its own module, loaded after the first paint (ADR 0032).
export { Tooltip as SkinTooltip } from '@mantine/core';
