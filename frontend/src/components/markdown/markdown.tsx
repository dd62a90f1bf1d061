import type { Element, ElementContent } from 'hast';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { useTranslation } from '../../i18n';
import { CodeBlock } from './code-block';
import { isAllowedLink, isAppPath, LINK_PROTOCOLS } from './safe-url';

// Sanitising is the safety net: even a hand-written <a href="javascript:…"> loses its href.
const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: [...LINK_PROTOCOLS] },
};

/** Links keep only the allowed protocols or a path of the app; images are never loaded from a reply (their alt stays). */
function urlTransform(url: string, key: string): string {
  if (key === 'href') return isAllowedLink(url) || isAppPath(url) ? url : '';
  return '';
}

function textOf(node: ElementContent | Element | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function languageOf(node: Element | undefined): string | null {
  const code = node?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const classes: unknown = code?.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : typeof classes === 'string' ? classes.split(' ') : [];
  const language = list.find((name) => name.startsWith('language-'));
  return language ? language.slice('language-'.length) : null;
}

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  // A screen of the app opens in the app, in the same tab.
  if (isAppPath(href)) {
    return (
      <Link to={href} className="md-link">
        {children}
      </Link>
    );
  }
  // No href left means the protocol was not allowed: the text stays, the link goes.
  if (!isAllowedLink(href)) return <span className="md-link--plain">{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="md-link">
      {children}
      <ExternalLink className="md-link__icon" size={12} aria-hidden="true" />
      <span className="visually-hidden"> {t('markdown.newTab')}</span>
    </a>
  );
}

const components: Components = {
  a: MarkdownLink,
  img({ alt }) {
    return alt ? <span className="md-image-alt">{alt}</span> : null;
  },
  pre({ node, children }) {
    return (
      <CodeBlock code={textOf(node).replace(/\n$/, '')} language={languageOf(node)}>
        {children}
      </CodeBlock>
    );
  },
  table({ children }) {
    return (
      <div className="md-table">
        <table>{children}</table>
      </div>
    );
  },
};

/** Renders an assistant reply: GitHub-flavoured markdown, sanitised, never raw HTML. */
export function Markdown({ content }: { content: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[[rehypeSanitize, schema]]} urlTransform={urlTransform} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
