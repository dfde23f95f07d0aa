/** RETURNS is the text of the accordion playground's panel, and the children it prints. */
export const RETURNS = 'Unused items can be sent back within 30 days. Print the label from your order page, pack the parcel and hand it to any post office.'
