/** The chat site (ADR 6): the chat app shown in the chat panel's frame on brand A pages, without chrome. */
import { ChatApp } from '@/web/chat-app/chat-app';
import { ChatGlobalStyle } from '@/web/chat-app/chat-layout';
import { type ChatPageProps, getChatPageServerSideProps } from '@/web/chat-app/chat-page-ssr';

export const getServerSideProps = getChatPageServerSideProps;

export default function ChatPage({ parentOrigin, productOrigin }: ChatPageProps) {
  return (
    <>
      <ChatGlobalStyle />
      <ChatApp parentOrigin={parentOrigin} fallbackProductOrigin={productOrigin} />
    </>
  );
}
