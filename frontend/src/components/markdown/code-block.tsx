import { Check, Copy } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { copyText } from './copy-text';
import { Toast } from '../ui/toast';

interface CodeBlockProps {
  code: string;
  language: string | null;
  children: ReactNode;
}

/** A fenced code block from an assistant reply, with a copy button and the "Code copied" toast. */
export function CodeBlock({ code, language, children }: CodeBlockProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const hideToast = useCallback(() => setCopied(false), []);

  async function handleCopy() {
    try {
      await copyText(code);
      setCopied(true);
    } catch (error) {
      console.error('Code could not be copied', error);
    }
  }

  return (
    <div className="md-code">
      <div className="md-code__bar">
        <span className="md-code__language">{language ?? t('markdown.code')}</span>
        <button type="button" className="md-code__copy" onClick={handleCopy} aria-label={t('markdown.copyCode')}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        </button>
      </div>
      <pre className="md-code__pre">{children}</pre>
      {copied && <Toast message={t('markdown.codeCopied')} onDone={hideToast} />}
    </div>
  );
}
