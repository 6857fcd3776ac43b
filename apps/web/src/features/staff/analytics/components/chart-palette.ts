/** Chart colours per theme: zinc for axes and grid, the brand indigo and emerald for data. */
export interface ChartPalette {
  text: string;
  grid: string;
  gmv: string;
  sold: string;
  unsold: string;
  cursor: string;
}

const LIGHT: ChartPalette = {
  text: '#52525b', // zinc-600
  grid: '#e4e4e7', // zinc-200
  gmv: '#4f46e5', // indigo-600
  sold: '#059669', // emerald-600
  unsold: '#a1a1aa', // zinc-400
  cursor: '#f4f4f5', // zinc-100
};

const DARK: ChartPalette = {
  text: '#a1a1aa', // zinc-400
  grid: '#3f3f46', // zinc-700
  gmv: '#818cf8', // indigo-400
  sold: '#34d399', // emerald-400
  unsold: '#71717a', // zinc-500
  cursor: '#27272a', // zinc-800
};

export const chartPalette = (dark: boolean): ChartPalette => (dark ? DARK : LIGHT);
