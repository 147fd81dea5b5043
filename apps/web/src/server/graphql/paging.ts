/** An upstream page's counters (snake_case) → the schema's paging fields, pageCount at least 1. */
export interface UpstreamPaging {
  total: number;
  page: number;
  page_size: number;
}

export interface Paging {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export function mapPaging({ total, page, page_size }: UpstreamPaging): Paging {
  return { total, page, pageSize: page_size, pageCount: Math.max(1, Math.ceil(total / page_size)) };
}
