export type { ScheduleEntry, ScheduleTableProps } from './schedule-table.tsx';
export { ScheduleTable } from './schedule-table.tsx';
