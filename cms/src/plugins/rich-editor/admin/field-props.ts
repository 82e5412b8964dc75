/** What the Content Manager passes a custom field's input (the props used here); `Value` is what onChange hands back. */
export interface FieldInputProps<Value> {
  name: string;
  value?: unknown;
  label?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  onChange: (event: { target: { name: string; value: Value; type: string } }) => void;
}
