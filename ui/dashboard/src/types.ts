// The structured content of data_dashboard and dashboard_page, as
// broker/dashboard.go defines it.

/** A table cell: text, a number in its shortest exact form, or "" when missing. */
export type Cell = string;

export interface View {
  filter?: string;
  sort?: string;
  group_by?: string;
  column?: string;
  chart?: string;
  page?: number;
  page_size?: number;
}

/** A column's statistics; an absent one is zero or does not apply to the type. */
export interface ColumnSummary {
  name: string;
  type: "number" | "date" | "text";
  count: number;
  missing: number;
  mean?: number;
  min?: number;
  max?: number;
  stdev?: number;
  distinct?: number;
  top?: string;
  top_count?: number;
  first?: string;
  last?: string;
}

export interface ChartPoint {
  label: string;
  value: number;
}

export interface Chart {
  kind: "histogram" | "bar" | "line" | "none";
  title: string;
  x: string;
  y: string;
  points: ChartPoint[];
}

export interface OutputLink {
  uri: string;
  name: string;
  mime_type: string;
  size: number;
}

/** A DataFrame's or Series' first rows, as text. */
export interface DisplayTable {
  columns: string[];
  index: string[];
  data: string[][];
  shape: number[];
}

/** One thing the code displayed, as run_code returns it; its image, HTML
 * or SVG are blocks of the tool result's content. */
export interface Display {
  type: string;
  mime_types: string[];
  text: string;
  width?: number;
  height?: number;
  table?: DisplayTable;
  note?: string;
  output?: OutputLink;
}

export interface Dashboard {
  sandbox_id: string;
  dataset: string;
  source: string;
  total_rows: number;
  matched_rows: number;
  columns: ColumnSummary[];
  table: { columns: { name: string; type: string }[]; rows: Cell[][]; total: number };
  pages: number;
  view: View;
  chart: Chart;
  stdout: string;
  stderr: string;
  figures: OutputLink[];
  displays: Display[];
  outputs: OutputLink[];
  notes: string[];
}
