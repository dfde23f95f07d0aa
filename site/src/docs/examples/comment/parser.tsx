import { Comment, newlinesToBreaks } from '@tessera-ds/library/comment'

/** boldLinksAndBreaks turns line breaks, **bold** and https addresses into HTML, on the already escaped message. */
const boldLinksAndBreaks = (escaped: string) =>
  newlinesToBreaks(escaped)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/https:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

export default function Parser() {
  return (
    <Comment
      id={50}
      user={{ id: 'dev', name: 'Dev Patel' }}
      message={'Checklist for the handover:\n**1.** manuals in the crate\n**2.** spare fuses taped inside the door\nPhotos: https://example.com/handover/1024\nAnd no, <script>alert("hi")</script> does not run here.'}
      createdAt="2026-01-16T10:30:00Z"
      replies={[]}
      postEscapeParser={boldLinksAndBreaks}
      isReadOnly
    />
  )
}
