import {
  RiAngularjsLine,
  RiBookOpenLine,
  RiBrainLine,
  RiBrushLine,
  RiCameraLine,
  RiCodeSSlashLine,
  RiContrastDropLine,
  RiEyeLine,
  RiFileTextLine,
  RiFontSize,
  RiGroupLine,
  RiHeartPulseLine,
  RiHtml5Line,
  RiJavascriptLine,
  RiLandscapeLine,
  RiLayout4Line,
  RiLayoutLine,
  RiLightbulbLine,
  RiLockPasswordLine,
  RiPaletteLine,
  RiPencilRuler2Line,
  RiPuzzleLine,
  RiQuestionLine,
  RiReactjsLine,
  RiShapesLine,
  RiShoppingCart2Line,
  RiSketching,
  RiStackLine,
  RiUserSettingsLine,
  type RemixiconComponentType,
} from '@remixicon/react';

/** Remix icon names the API sends (`ri-reactjs-line`) to their components. */
const ICONS: Record<string, RemixiconComponentType> = {
  'ri-angularjs-line': RiAngularjsLine,
  'ri-brain-line': RiBrainLine,
  'ri-brush-line': RiBrushLine,
  'ri-camera-line': RiCameraLine,
  'ri-code-s-slash-line': RiCodeSSlashLine,
  'ri-contrast-drop-line': RiContrastDropLine,
  'ri-eye-line': RiEyeLine,
  'ri-file-text-line': RiFileTextLine,
  'ri-font-size': RiFontSize,
  'ri-group-line': RiGroupLine,
  'ri-heart-pulse-line': RiHeartPulseLine,
  'ri-html5-line': RiHtml5Line,
  'ri-javascript-line': RiJavascriptLine,
  'ri-landscape-line': RiLandscapeLine,
  'ri-layout-4-line': RiLayout4Line,
  'ri-layout-line': RiLayoutLine,
  'ri-lightbulb-line': RiLightbulbLine,
  'ri-lock-password-line': RiLockPasswordLine,
  'ri-palette-line': RiPaletteLine,
  'ri-pencil-ruler-2-line': RiPencilRuler2Line,
  'ri-puzzle-line': RiPuzzleLine,
  'ri-question-line': RiQuestionLine,
  'ri-reactjs-line': RiReactjsLine,
  'ri-shapes-line': RiShapesLine,
  'ri-shopping-cart-2-line': RiShoppingCart2Line,
  'ri-sketching': RiSketching,
  'ri-stack-line': RiStackLine,
  'ri-user-settings-line': RiUserSettingsLine,
};

/** The icon the API names, or a book when the name is unknown. Decorative (aria-hidden). */
export function RemixIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? RiBookOpenLine;
  return <Icon size={size} aria-hidden="true" />;
}

/** Theme colour names the API uses (primary, success...) to Mantine colours. */
export function mantineColor(name: string): string {
  const colors: Record<string, string> = {
    primary: 'blue',
    success: 'teal',
    info: 'cyan',
    warning: 'orange',
    error: 'red',
    secondary: 'gray',
  };
  return colors[name] ?? 'blue';
}
