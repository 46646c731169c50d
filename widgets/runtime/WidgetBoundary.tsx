import { Component, type ReactNode } from 'react';

interface Props {
  name: string;
  /** The placeholder's server-rendered HTML, shown again if the widget crashes. */
  fallbackHtml: string;
  onError(): void;
  children: ReactNode;
}

/** Catches a widget's render errors so one broken widget never blanks the page. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[widgets] Widget "${this.props.name}" crashed; its fallback content is shown instead.`, error);
    this.props.onError();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // The fallback is the build's own markup from the placeholder, not user input.
    return <div className="widget-fallback" dangerouslySetInnerHTML={{ __html: this.props.fallbackHtml }} />;
  }
}
