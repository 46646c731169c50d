import { Phone } from '../ui/Phone.tsx';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

/** The phone display as a widget of its own, for templates that show a number outside the legal blocks. */
export default function PhoneWidget(props: WidgetProps<'phone'>) {
  return <Phone {...props} />;
}
