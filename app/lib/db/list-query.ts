/** What a console list asks the data layer for, and the page it gets back. */

export interface ListQuery {
  status: string | null;
  q: string;
  page: number;
  limit: number;
  offset: number;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
  query: ListQuery;
}
