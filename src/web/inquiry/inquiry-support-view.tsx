/**
 * The member's inquiries as a page (the shop's /mypage/support, ADR 30): write a new inquiry with the same
 * form as the inquiry panel, and read every inquiry sent with its answer, paged. Brand B has no floating panel, so
 * this page is where its members ask and read the replies.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Card } from '../ui/page-layout';
import { InquiryFormFields } from './inquiry-form';
import { MyInquiryList } from './my-inquiry-list';
import { useInquiryForm } from './use-inquiry-form';

const PAGE_SIZE = 10;

export function InquirySupportView({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const queryClient = useQueryClient();
  // A sent form starts over empty: a new key mounts a fresh form state.
  const [formKey, setFormKey] = useState(0);
  const onSent = () => {
    setFormKey((key) => key + 1);
    void queryClient.invalidateQueries({ queryKey: ['inquiries', 'mine'] });
  };
  return (
    <Sections>
      <section aria-labelledby="support-write-title">
        <h2 id="support-write-title">문의하기</h2>
        <FormCard>
          <SupportForm key={formKey} onSent={onSent} />
        </FormCard>
      </section>
      <section aria-labelledby="support-list-title">
        <h2 id="support-list-title">내 문의 내역</h2>
        <MyInquiryList page={page} pageSize={PAGE_SIZE} hrefFor={hrefFor} />
      </section>
    </Sections>
  );
}

function SupportForm({ onSent }: { onSent: () => void }) {
  const form = useInquiryForm({ onSent });
  return <InquiryFormFields form={form} />;
}

const Sections = styled.div`
  display: grid;
  gap: 28px;
  h2 {
    margin-bottom: 12px;
    font-size: 18px;
  }
`;

const FormCard = styled(Card)`
  max-width: 640px;
`;
