import { Flex, Spin } from 'antd';

/** Suspense fallback: a full-screen splash at start, a content-area spinner inside layouts. */
export function PageLoading({ isFullScreen = false }: { isFullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: isFullScreen ? '100vh' : 360, width: '100%' }}>
      <Spin size="large" />
    </Flex>
  );
}
