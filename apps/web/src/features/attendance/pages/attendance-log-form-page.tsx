import type { AttendanceLog } from '@tembusu/contracts/attendance';
import { useParams } from 'react-router';
import { EntityFormPage } from '../../../components/entity-form-page';
import { PageHeader } from '../../../components/page-header';
import { useBranches } from '../../organization';
import {
  useAttendanceLog,
  useCreateAttendanceLog,
  useEditAttendanceLog,
} from '../api/attendance-logs';
import { AttendanceLogForm } from '../components/attendance-log-form';
import { toCreateInput, toEditInput } from '../components/attendance-log-form-values';
import { attendanceLogPath, attendanceLogsPath } from '../components/attendance-log-paths';

/** /attendance/log-list/create: a day someone worked without checking in, recorded by an admin. */
export function AttendanceLogCreatePage() {
  const branches = useBranches();
  const create = useCreateAttendanceLog();
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Attendance' },
            { label: 'Attendance logs', to: attendanceLogsPath },
            { label: 'Record a log' },
          ]}
          title="Record a log"
        />
      }
      id={undefined}
      record={{ isPending: false, error: null, data: undefined }}
      needs={[branches]}
    >
      {() => (
        <AttendanceLogForm
          branches={branches.data ?? []}
          backTo={attendanceLogsPath}
          submit={(values, zone) => create.mutateAsync(toCreateInput(values, zone))}
        />
      )}
    </EntityFormPage>
  );
}

function EditForm({ log }: { log: AttendanceLog }) {
  const branches = useBranches();
  const edit = useEditAttendanceLog(log.id);
  return (
    <AttendanceLogForm
      log={log}
      branches={branches.data ?? []}
      backTo={attendanceLogPath(log.id)}
      submit={(values, zone) => edit.mutateAsync(toEditInput(values, zone))}
    />
  );
}

/** /attendance/log-list/edit/{id}: a log's branch and times changed, kept with the reason. */
export function AttendanceLogEditPage() {
  const { id } = useParams();
  const log = useAttendanceLog(id);
  const branches = useBranches();
  return (
    <EntityFormPage
      header={
        <PageHeader
          trail={[
            { label: 'Attendance' },
            { label: 'Attendance logs', to: attendanceLogsPath },
            ...(id ? [{ label: 'Attendance log', to: attendanceLogPath(id) }] : []),
            { label: 'Edit' },
          ]}
          title="Edit attendance log"
        />
      }
      id={id}
      record={log}
      needs={[branches]}
      what="attendance log"
      notFoundMessage="Attendance log not found"
      backTo={attendanceLogsPath}
    >
      {(loaded) => loaded && <EditForm log={loaded} />}
    </EntityFormPage>
  );
}
