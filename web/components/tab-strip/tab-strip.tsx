import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId } from 'react';

type Props<T extends string> = {
  /** What the strip is, for a screen reader ('Profile sections'). */
  label: string;
  /** The tabs in order, each with the words it shows. */
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
  /** The open tab's content; only the open tab's is drawn, so a tab's code and reads wait for it. */
  renderPanel: (value: T) => ReactNode;
  panelSx?: SxProps<Theme>;
  /**
   * For more tabs than share 360 px (the treasury's): the strip scrolls sideways, with its arrows on a phone
   * too, and each tab keeps its words whole.
   */
  scrollable?: boolean;
};

/**
 * Tabs across the full width, each tied to its panel. Arrow keys move between tabs (right to left in
 * Urdu, whose theme is RTL), Home and End go to the ends, and Enter, Space or a tap opens one; every tab
 * has a panel, hidden but the open one's, so each tab's `aria-controls` names an element that exists. The
 * tabs share the width, so all of them fit at 360 px without scrolling.
 */
export function TabStrip<T extends string>({
  label,
  tabs,
  value,
  onChange,
  renderPanel,
  panelSx,
  scrollable = false,
}: Props<T>) {
  const ids = useId();
  return (
    <>
      <Tabs
        value={value}
        onChange={(_, next: T) => onChange(next)}
        aria-label={label}
        variant={scrollable ? 'scrollable' : 'fullWidth'}
        scrollButtons={scrollable ? 'auto' : false}
        allowScrollButtonsMobile={scrollable}
        textColor="secondary"
        indicatorColor="secondary"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${ids}-tab-${tab.value}`}
            aria-controls={`${ids}-panel-${tab.value}`}
            sx={scrollable ? { px: 2 } : { minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      {tabs.map((tab) => (
        <Box
          key={tab.value}
          role="tabpanel"
          id={`${ids}-panel-${tab.value}`}
          aria-labelledby={`${ids}-tab-${tab.value}`}
          hidden={tab.value !== value}
          sx={panelSx}
        >
          {tab.value === value && renderPanel(tab.value)}
        </Box>
      ))}
    </>
  );
}
