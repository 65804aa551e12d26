export { useVisitorGuard } from './use-visitor-guard';
export { VisitorBanner } from './visitor-banner';
export { VisitorPreviewModal } from './visitor-preview-modal';
export { resetVisitorPreview } from './visitor-store';
