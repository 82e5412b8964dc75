/** JSON to put inside a `<script>`: no `<` can close the script early (`</script>`) or open a comment. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
