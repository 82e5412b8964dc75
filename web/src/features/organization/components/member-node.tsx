import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { MemberNode } from '../lib/chart-layout';
import { DivisionMark } from './division-mark';
import { MemberPhoto } from './member-photo';

const hiddenHandle = 'h-px! min-h-0! w-px! min-w-0! border-0! bg-transparent!';

/**
 * A member in the chart: photo (or 'No Image'), name and position, framed in its division's colour; a division
 * head also carries the division's logo and name. Size matches NODE_WIDTH × NODE_HEIGHT.
 */
function MemberNodeView({ data }: NodeProps<MemberNode>) {
  return (
    <DivisionMark
      position={data.position}
      head={data.head}
      className="flex h-[150px] w-[180px] flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white px-3 py-3 text-center shadow-sm"
      data-testid="chart-member"
    >
      <Handle type="target" position={Position.Top} isConnectable={false} className={hiddenHandle} />
      <MemberPhoto
        src={data.imageUrl}
        imageSet={data.imageSet}
        sizes="3rem"
        name={data.name}
        className="h-12 w-12 shrink-0 rounded-full text-[10px]"
      />
      <p
        className="line-clamp-2 shrink-0 text-sm leading-tight font-semibold text-slate-900"
        data-testid="chart-member-name"
      >
        {data.name}
      </p>
      <p className="line-clamp-2 shrink-0 text-xs leading-tight text-slate-600">{data.position}</p>
      <Handle type="source" position={Position.Bottom} isConnectable={false} className={hiddenHandle} />
    </DivisionMark>
  );
}

/** The invisible root: only a joining point for edges. */
function RootNodeView() {
  return (
    <div className="h-px w-px opacity-0" aria-hidden="true">
      <Handle type="target" position={Position.Top} isConnectable={false} className={hiddenHandle} />
      <Handle type="source" position={Position.Bottom} isConnectable={false} className={hiddenHandle} />
    </div>
  );
}

export const chartNodeTypes = { member: MemberNodeView, root: RootNodeView };
