/** An officer's operation result on a complaint or a tip-off (decision 0160), as it is stored. */
import { badRequest } from '../http/errors.ts';

export interface ResultInput<Status extends string> {
  type: string;
  status: Status;
  operator_name: string;
  note?: string;
}

export interface StoredResult<Status extends string> {
  type: string;
  status: Status;
  operatorName: string;
  note: string | null;
  recordedAt: Date;
}

/** The stored columns of a result, trimmed; 400 when its type or the operator's name is blank. */
export function storedResult<Status extends string>(
  input: ResultInput<Status>,
  recordedAt: Date,
): StoredResult<Status> {
  if (!input.type.trim() || !input.operator_name.trim()) {
    throw badRequest('type and operator_name must not be blank');
  }
  return {
    type: input.type.trim(),
    status: input.status,
    operatorName: input.operator_name.trim(),
    note: input.note?.trim() || null,
    recordedAt,
  };
}
