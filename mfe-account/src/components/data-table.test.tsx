import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from 'shared/testing';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
}
const columns: Column<Row>[] = [{ key: 'name', label: 'Name', render: (r) => r.name }];

/** A list whose rows come when "Loaded" is pressed. */
function Batches({ texts = {} }: { texts?: { loading?: string; none?: string } }) {
  const [rows, setRows] = useState<Row[] | null>(null);
  return (
    <>
      <button type="button" onClick={() => setRows([{ id: '1', name: 'Security+ June' }])}>
        Loaded
      </button>
      <DataTable caption="Batches" rows={rows} rowKey={(r) => r.id} columns={columns} {...texts} />
    </>
  );
}

describe('a table of rows that load', () => {
  it('says they are loading until they come, and shows them then', async () => {
    const { user } = renderWithProviders(
      <Batches texts={{ loading: 'Loading batches…', none: 'No batches yet.' }} />,
    );
    expect(await screen.findByText('Loading batches…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(screen.getByRole('cell', { name: 'Security+ June' })).toBeInTheDocument();
    expect(screen.queryByText('Loading batches…')).not.toBeInTheDocument();
  });

  it('says there are none instead of an empty table, when told how', async () => {
    renderWithProviders(
      <DataTable
        caption="Batches"
        rows={[]}
        rowKey={(r: Row) => r.id}
        columns={columns}
        none="No batches yet."
      />,
    );
    expect(await screen.findByText('No batches yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the empty table otherwise, and shows nothing for rows on their way untold', async () => {
    renderWithProviders(
      <DataTable caption="Batches" rows={[]} rowKey={(r: Row) => r.id} columns={columns} />,
    );
    expect(await screen.findByRole('cell', { name: 'Nothing to show.' })).toBeInTheDocument();
    renderWithProviders(<Batches />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
