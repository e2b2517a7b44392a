/** A message body with its URLs as links; a click goes through the chat actions (parent opens it when framed). */
import { useMemo } from 'react';
import styled from 'styled-components';
import { splitMessageBody } from './message-links';

export function MessageBody({ body, onLink }: { body: string; onLink: (url: string) => void }) {
  const segments = useMemo(() => splitMessageBody(body), [body]);
  return (
    <Text>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <Link
            key={index}
            href={segment.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            onClick={(event) => {
              event.preventDefault();
              onLink(segment.url);
            }}
          >
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Text>
  );
}

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
  overflow-wrap: anywhere;
`;

const Link = styled.a`
  color: inherit;
  text-decoration: underline;
`;
