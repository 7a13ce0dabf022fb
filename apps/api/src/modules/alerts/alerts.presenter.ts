import type { AlertFrequency, JobAlert } from '@rumo/contract';

export type AlertRow = {
  id: number;
  city: string;
  state: string;
  minSalary: number;
  maxSalary: number;
  frequency: string;
  isActive: boolean;
  positionId: number;
  position: string;
  typeId: number;
  type: string;
  createdAt: Date;
};

/** Whitelists what leaves the server, in the spec's field names. */
export function presentAlert(row: AlertRow): JobAlert {
  return {
    id: row.id,
    city: row.city,
    state: row.state,
    min_salary: Number(row.minSalary),
    max_salary: Number(row.maxSalary),
    frequency: row.frequency as AlertFrequency,
    is_active: row.isActive,
    job_position: { id: row.positionId, position: row.position },
    job_type: { id: row.typeId, type: row.type },
    created_at: row.createdAt.toISOString(),
  };
}
