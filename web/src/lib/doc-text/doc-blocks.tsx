/**
 * Renders the documentation blocks parsed in the domain (parseDocumentation) as React elements: no HTML string
 * is ever injected, so the text cannot carry script or markup of its own. Headings become h2 to h6 under the
 * page's h1, with their anchor as id (focusable, for the table of contents); images load lazily.
 */
import {
  Image,
  Link,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { DocBlock, DocInline, DocList } from '@portal/domain';
import { createElement, Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    '& p': { margin: 0 },
    '& ul, & ol': { margin: 0, paddingLeft: '24px' },
    '& li + li': { marginTop: tokens.spacingVerticalXS },
    '& li > ul, & li > ol': { marginTop: tokens.spacingVerticalXS },
  },
  heading: {
    margin: `${tokens.spacingVerticalL} 0 0`,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    // The sticky toolbar must not cover a heading the table of contents scrolled to.
    scrollMarginTop: '72px',
    ':focus': { outline: 'none' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  h1: { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  h2: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  h3: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  h4: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  h5: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, fontStyle: 'italic' },
  number: { color: tokens.colorNeutralForeground2, marginRight: tokens.spacingHorizontalS },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    padding: '0 4px',
  },
  quote: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { backgroundColor: tokens.colorNeutralBackground1, width: 'auto', minWidth: '50%' },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  figure: { margin: 0 },
  image: {
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  rule: { border: 'none', borderTop: `1px solid ${tokens.colorNeutralStroke2}`, width: '100%' },
});

export interface DocBlocksProps {
  blocks: DocBlock[];
  /** Section numbers by anchor (1, 1.1 ...), shown before the headings. */
  numbers?: ReadonlyMap<string, string>;
  /** Label of the content region. */
  label?: string;
}

function Inlines({ inlines }: { inlines: DocInline[] }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <>
      {inlines.map((node, i) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={i}>{node.text}</Fragment>;
          case 'strong':
            return (
              <strong key={i}>
                <Inlines inlines={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <Inlines inlines={node.children} />
              </em>
            );
          case 'code':
            return (
              <code key={i} className={styles.code}>
                {node.text}
              </code>
            );
          case 'link': {
            const external = /^(https?:|mailto:)/i.test(node.href);
            const internal = node.href.startsWith('/');
            return (
              <Link
                key={i}
                inline
                href={node.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={
                  internal
                    ? (e) => {
                        e.preventDefault();
                        navigate(node.href);
                      }
                    : undefined
                }
              >
                <Inlines inlines={node.children} />
              </Link>
            );
          }
        }
      })}
    </>
  );
}

function ListBlock({ list }: { list: DocList }) {
  return createElement(
    list.ordered ? 'ol' : 'ul',
    null,
    list.items.map((item, i) => (
      <li key={i}>
        <Inlines inlines={item.inlines} />
        {item.list ? <ListBlock list={item.list} /> : null}
      </li>
    )),
  );
}

function Block({ block, numbers }: { block: DocBlock; numbers?: ReadonlyMap<string, string> }) {
  const styles = useStyles();
  switch (block.kind) {
    case 'heading': {
      const levelClass = [styles.h1, styles.h2, styles.h3, styles.h4, styles.h5][block.level - 1];
      const number = numbers?.get(block.anchor);
      return createElement(
        `h${block.level + 1}`,
        { id: block.anchor, tabIndex: -1, className: `${styles.heading} ${levelClass ?? ''}` },
        number ? <span className={styles.number}>{number}</span> : null,
        number ? ' ' : null,
        block.text,
      );
    }
    case 'paragraph':
      return (
        <p>
          <Inlines inlines={block.inlines} />
        </p>
      );
    case 'list':
      return <ListBlock list={block} />;
    case 'quote':
      return (
        <blockquote className={styles.quote}>
          <Inlines inlines={block.inlines} />
        </blockquote>
      );
    case 'rule':
      return <hr className={styles.rule} />;
    case 'image':
      return (
        <figure className={styles.figure}>
          <Image
            className={styles.image}
            src={block.src}
            alt={block.alt}
            width={block.width}
            height={block.height}
            loading="lazy"
            decoding="async"
          />
        </figure>
      );
    case 'table':
      return (
        <Table size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              {block.header.map((cell, i) => (
                <TableHeaderCell key={i} className={styles.headerCell}>
                  <Inlines inlines={cell} />
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {block.rows.map((row, r) => (
              <TableRow key={r}>
                {row.map((cell, c) => (
                  <TableCell key={c}>
                    <Inlines inlines={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
  }
}

/** The blocks as formatted text. */
export function DocBlocks({ blocks, numbers, label }: DocBlocksProps): ReactNode {
  const styles = useStyles();
  return (
    <div className={styles.body} aria-label={label} role={label ? 'region' : undefined}>
      {blocks.map((block, i) => (
        <Block key={block.kind === 'heading' ? block.anchor : i} block={block} numbers={numbers} />
      ))}
    </div>
  );
}
