import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { formatFileSize } from '../../lib/format';
import { getCustomImage, type THelperImage } from '../helper-link';

/** One picture from the helper's folder: read through the helper (it never leaves this computer until uploaded). */
export function LocalThumb({ uid, folder, image }: { uid: string; folder: string; image: THelperImage }) {
  const blob = useQuery({
    queryKey: ['helper', 'image', uid, folder, image.name, image.modifiedAt],
    queryFn: () => getCustomImage(uid, folder, image.name),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <span className="ai-local-thumb">
      {url ? <img src={url} alt={image.name} /> : <span className="ai-local-thumb-empty" />}
      <Typography.Text ellipsis className="ai-local-name">
        {image.name}
      </Typography.Text>
      <Typography.Text type="secondary">{formatFileSize(image.size)}</Typography.Text>
    </span>
  );
}
