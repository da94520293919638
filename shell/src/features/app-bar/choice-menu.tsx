import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** Shown before the label. Default: none. */
  icon?: ReactNode;
  /** `lang` of the item (a language's own name). Default: none. */
  lang?: string;
}

export interface ChoiceMenuProps<Value extends string> {
  /** Name of the app-bar button (tooltip and aria-label). */
  label: string;
  /** Icon of the app-bar button. */
  icon: ReactNode;
  choices: readonly Choice<Value>[];
  /** The chosen value: marked `aria-current` and bold. */
  current: Value;
  onChoose: (value: Value) => void;
}

/** An app-bar icon button opening a menu of choices, the current one marked. */
export function ChoiceMenu<Value extends string>({
  label,
  icon,
  choices,
  current,
  onChoose,
}: ChoiceMenuProps<Value>) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            {icon}
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.value}
            lang={choice.lang}
            leftSection={choice.icon}
            aria-current={choice.value === current ? 'true' : undefined}
            fw={choice.value === current ? 600 : undefined}
            onClick={() => onChoose(choice.value)}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
