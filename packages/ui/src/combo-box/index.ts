export type { ComboBoxOption, ComboBoxProps } from './combo-box.tsx';
export { ComboBox } from './combo-box.tsx';
