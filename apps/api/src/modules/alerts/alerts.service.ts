import { and, desc, eq, sql } from 'drizzle-orm';
import type { JobAlert, jobAlertRequest } from '@rumo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { jobAlertCreations, jobAlerts, jobPositions, jobTypes } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { assertCanCreateAlert, lockUserAlerts } from './alert-limits.ts';
import { presentAlert } from './alerts.presenter.ts';

export type AlertInput = z.output<typeof jobAlertRequest>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const alertColumns = {
  id: jobAlerts.id,
  city: jobAlerts.city,
  state: jobAlerts.state,
  minSalary: jobAlerts.minSalary,
  maxSalary: jobAlerts.maxSalary,
  frequency: jobAlerts.frequency,
  isActive: jobAlerts.isActive,
  positionId: jobPositions.id,
  position: jobPositions.position,
  typeId: jobTypes.id,
  type: jobTypes.type,
  createdAt: jobAlerts.createdAt,
};

function selectAlerts(db: Db | Tx) {
  return db.select(alertColumns).from(jobAlerts).innerJoin(jobPositions, eq(jobPositions.id, jobAlerts.jobPositionId)).innerJoin(jobTypes, eq(jobTypes.id, jobAlerts.jobTypeId));
}

/** The user's alerts, newest first (the dashboard shows the first two). */
export async function listAlerts(db: Db, userId: string): Promise<JobAlert[]> {
  const rows = await selectAlerts(db).where(eq(jobAlerts.userId, userId)).orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows.map(presentAlert);
}

async function getAlert(db: Db | Tx, id: number, userId: string): Promise<JobAlert> {
  const [row] = await selectAlerts(db).where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
  if (!row) throw notFound('Alerta não encontrado.');
  return presentAlert(row);
}

/** Unknown position or type ids are a 422 on their own field, not a foreign-key error. */
async function assertReferences(tx: Tx, input: AlertInput): Promise<void> {
  const [position] = await tx.select({ id: jobPositions.id }).from(jobPositions).where(eq(jobPositions.id, input.job_position_id));
  const [type] = await tx.select({ id: jobTypes.id }).from(jobTypes).where(eq(jobTypes.id, input.job_type_id));
  const errors: Record<string, string> = {};
  if (!position) errors.job_position_id = 'Cargo não encontrado. Escolha um cargo da lista.';
  if (!type) errors.job_type_id = 'Tipo de contratação não encontrado. Escolha um tipo da lista.';
  if (Object.keys(errors).length > 0) throw unprocessable('Os dados enviados são inválidos. Verifique os campos destacados.', errors);
}

const columnsOf = (input: AlertInput) => ({
  jobPositionId: input.job_position_id,
  jobTypeId: input.job_type_id,
  city: input.city,
  state: input.state,
  minSalary: input.min_salary,
  maxSalary: input.max_salary,
  frequency: input.frequency,
  isActive: input.is_active,
});

export async function createAlert(db: Db, input: AlertInput, userId: string): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    await lockUserAlerts(tx, userId);
    await assertCanCreateAlert(tx, userId);
    await assertReferences(tx, input);
    const [row] = await tx
      .insert(jobAlerts)
      .values({ ...columnsOf(input), userId })
      .returning({ id: jobAlerts.id });
    await tx.insert(jobAlertCreations).values({ userId });
    if (!row) throw new Error('alert not inserted');
    return getAlert(tx, row.id, userId);
  });
}

/**
 * Replaces every field. Turning an inactive alert back on restarts its delivery window, so the
 * next digest holds jobs published from now on rather than everything missed while it was off.
 */
export async function updateAlert(db: Db, id: number, input: AlertInput, userId: string): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    await assertReferences(tx, input);
    const updated = await tx
      .update(jobAlerts)
      .set({
        ...columnsOf(input),
        lastDeliveredAt: sql`CASE WHEN NOT ${jobAlerts.isActive} AND ${input.is_active} THEN now() ELSE ${jobAlerts.lastDeliveredAt} END`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
      .returning({ id: jobAlerts.id });
    if (updated.length === 0) throw notFound('Alerta não encontrado.');
    return getAlert(tx, id, userId);
  });
}

export async function deleteAlert(db: Db, id: number, userId: string): Promise<void> {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw notFound('Alerta não encontrado.');
}

/** Alert ids are positive 32-bit integers; anything else cannot name an alert (404, like another user's). */
export function parseAlertId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound('Alerta não encontrado.');
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw notFound('Alerta não encontrado.');
  return id;
}
