import { analysisMessages, chatMessages } from '@nyansa/contract';
import { ChatWidget, type FloatingInvitationProps, type ChatMessage } from '@nyansa/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAnalyses } from '../data/useAnalyses';
import { useChat } from '../data/useChat';
import { useConsultations } from '../data/useConsultations';
import { grantsAiAccess, useSubscription } from '../data/useSubscription';
import { routerLink } from '../layout/routerLink';
import { loginRedirectPath, useSession } from '../session';
import { toast } from '../toast';
import { describeAnalysis, describeReply, mentionsSkinConcern, uploadPromptText } from './assistant';

/**
 * The floating assistant, loaded when the shopper first opens it (pages show a light launcher
 * until then). A new conversation starts whenever the account changes; the panel stays as it was.
 */
export default function ChatAssistant({ startOpen = false, ...invitation }: { startOpen?: boolean } & FloatingInvitationProps) {
  const { token } = useSession();
  const [open, setOpen] = useState(startOpen);
  return <Conversation key={token ?? 'visitor'} signedIn={token !== null} open={open} setOpen={setOpen} invitation={invitation} />;
}

let lastMessageId = 0;
const nextMessageId = () => `m${++lastMessageId}`;

interface ConversationProps {
  signedIn: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  invitation: FloatingInvitationProps;
}

function Conversation({ signedIn, open, setOpen, invitation }: ConversationProps) {
  const { ask } = useChat();
  // Nothing is fetched until the panel opens, so pages load without the chat's data.
  const { aiAccess, loading: planLoading, refresh: loadPlan } = useSubscription({ enabled: open });
  const { history, analyze } = useAnalyses({ enabled: open && aiAccess });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  // The dermatologists' replies are part of the conversation's history, before what is said now.
  const { consultations } = useConsultations({ enabled: open && signedIn });
  const replies = useMemo(() => consultations.flatMap(({ id, reply }) => (reply ? [describeReply({ id, reply })] : [])).reverse(), [consultations]);
  const [typing, setTyping] = useState(false);
  const [uploadPrompt, setUploadPrompt] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const photoUrls = useRef<string[]>([]);

  useEffect(() => () => photoUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = useCallback((message: Omit<ChatMessage, 'id' | 'timestamp'>) => {
    setMessages((list) => [...list, { ...message, id: nextMessageId(), timestamp: new Date() }]);
  }, []);

  const leaveFor = (path: string) => {
    setOpen(false);
    void navigate(path);
  };

  const send = async (text: string) => {
    add({ type: 'user', content: text });
    // Written before the plan has loaded: wait for it, so a member with AI still gets the photo prompt.
    const withAi = planLoading ? grantsAiAccess(await loadPlan()) : aiAccess;
    if (withAi && mentionsSkinConcern(text)) {
      // The spec's photo prompt first; the question itself is still answered below it.
      add({ type: 'bot', content: uploadPromptText });
      setUploadPrompt(true);
    }
    setTyping(true);
    const reply = await ask(text);
    setTyping(false);
    if (!reply.ok) toast.error(chatMessages.failed);
    add({ type: 'bot', content: reply.content, links: reply.links });
  };

  const analysePhoto = async (file: File) => {
    const imageUrl = URL.createObjectURL(file);
    photoUrls.current.push(imageUrl);
    add({ type: 'user', content: 'Please analyze my skin.', imageUrl });
    setTyping(true);
    const outcome = await analyze(file);
    setTyping(false);
    switch (outcome.kind) {
      case 'done':
        setUploadPrompt(false);
        add({ type: 'bot', content: describeAnalysis(outcome.analysis) });
        return;
      case 'upgrade':
        add({ type: 'bot', content: analysisMessages.upgradeRequired });
        return;
      case 'failed':
        add({ type: 'bot', content: analysisMessages.botError });
        return;
      case 'signed-out':
        return;
    }
  };

  const here = `${location.pathname}${location.search}`;
  return (
    <ChatWidget
      open={open}
      onOpenChange={setOpen}
      signedIn={signedIn}
      hasAiAccess={aiAccess}
      messages={replies.length > 0 ? [...replies, ...messages] : messages}
      typing={typing}
      historyCount={history.length}
      showUploadPrompt={uploadPrompt}
      onSend={(text) => void send(text)}
      onImageSelected={(file) => void analysePhoto(file)}
      onLogin={() => leaveFor(location.pathname === '/login' ? here : loginRedirectPath(here))}
      renderLink={routerLink}
      {...invitation}
    />
  );
}
