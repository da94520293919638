import { Combobox, InputBase, useCombobox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAMEWORKS } from '../options';

export default function ComboboxSearch() {
  const { t } = useTranslation('ui-demo');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const shown = FRAMEWORKS.filter((item) =>
    item.toLowerCase().includes(search.toLowerCase().trim()),
  );
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        setValue(option);
        setSearch(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={t('field.technology')}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={search}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(event.currentTarget.value);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(value ?? '');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {shown.length > 0 ? (
            shown.map((item) => (
              <Combobox.Option value={item} key={item} active={item === value}>
                {item}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{t('field.nothingFound')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
