import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function ThreeTabs({ onChange }: { onChange?: (value: string) => void }) {
  const [tab, setTab] = useState('trainings');
  return (
    <>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value);
          onChange?.(value);
        }}
      >
        <TabsList aria-label="Angebote">
          <TabsTrigger value="trainings">Trainings</TabsTrigger>
          <TabsTrigger value="camps">Camps</TabsTrigger>
          <TabsTrigger value="shop">Shop</TabsTrigger>
        </TabsList>
        <TabsContent value="trainings">Liste der Trainings</TabsContent>
        <TabsContent value="camps">Liste der Camps</TabsContent>
        <TabsContent value="shop">Artikel</TabsContent>
      </Tabs>
      <button type="button">Danach</button>
    </>
  );
}

describe('Tabs', () => {
  it('names the list, marks the selected tab and shows its panel alone, labelled by its tab', () => {
    render(<ThreeTabs />);
    expect(screen.getByRole('tablist', { name: 'Angebote' })).toBeVisible();
    const trainings = screen.getByRole('tab', { name: 'Trainings', selected: true });
    expect(screen.getByRole('tab', { name: 'Camps', selected: false })).toHaveAttribute('tabindex', '-1');
    expect(trainings).toHaveAttribute('tabindex', '0');
    const panel = screen.getByRole('tabpanel', { name: 'Trainings' });
    expect(panel).toHaveTextContent('Liste der Trainings');
    expect(trainings).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Liste der Camps')).toBeNull();
  });

  it('selects a tab on click, once', async () => {
    const changes: string[] = [];
    render(<ThreeTabs onChange={(value) => changes.push(value)} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Camps' }));
    expect(screen.getByRole('tab', { name: 'Camps', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Camps' })).toHaveTextContent('Liste der Camps');
    await userEvent.click(screen.getByRole('tab', { name: 'Camps' }));
    expect(changes).toEqual(['camps']);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End; Tab leaves the list', async () => {
    render(<ThreeTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Trainings' })).toHaveFocus();
    const expectSelected = (name: string) => {
      const tab = screen.getByRole('tab', { name, selected: true });
      expect(tab).toHaveFocus();
      expect(screen.getByRole('tabpanel', { name })).toBeVisible();
    };
    await userEvent.keyboard('{ArrowRight}');
    expectSelected('Camps');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expectSelected('Trainings');
    await userEvent.keyboard('{ArrowLeft}');
    expectSelected('Shop');
    await userEvent.keyboard('{Home}');
    expectSelected('Trainings');
    await userEvent.keyboard('{End}');
    expectSelected('Shop');
    // From the selected tab, Tab goes to its panel, then on past the list.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Shop' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Danach' })).toHaveFocus();
  });
});
