import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { MemberNode } from '../lib/chart-layout';
import { useDivisionLooks } from '../hooks/use-division-looks';
import { MemberPhoto } from './member-photo';

const hiddenHandle = 'h-px! min-h-0! w-px! min-w-0! border-0! bg-transparent!';

/**
 * A member in the chart: photo (or 'No Image'), name and position, framed in its division's colour (a 4 px top edge;
 * the leadership colour for BPH). A division head also carries the division's logo and name.
 */
function MemberNodeView({ data }: NodeProps<MemberNode>) {
  const look = useDivisionLooks().lookOfPosition(data.position);
  return (
    <div
      className="flex h-[150px] w-[180px] flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white px-3 py-3 text-center shadow-sm"
      style={look.color ? { borderTopColor: look.color, borderTopWidth: 4 } : undefined}
      data-testid="chart-member"
      data-division-color={look.color ?? undefined}
    >
      {data.head ? (
        <p
          className="flex max-w-full shrink-0 items-center gap-1 text-[10px] font-semibold text-slate-700"
          data-testid="division-head-mark"
        >
          {look.logo ? <img src={look.logo} alt="" className="h-4 w-4 rounded object-contain" /> : null}
          <span className="truncate">{look.name}</span>
        </p>
      ) : null}
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
    </div>
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
