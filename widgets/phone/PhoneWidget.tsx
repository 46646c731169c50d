import { Phone, type PhoneProps } from '../ui/Phone.tsx';

/** The phone display as a widget of its own, for templates that show a number outside the legal blocks. */
export default function PhoneWidget(props: PhoneProps) {
  return <Phone {...props} />;
}
