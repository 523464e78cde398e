import { type ReactNode, useId } from 'react';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { Link } from '../link/link.tsx';
import './document-row.css';

/** The acknowledgement checkbox of a document ('I have read this document'). */
export interface DocumentAcknowledgement {
  readonly label: ReactNode;
  readonly isSelected?: boolean;
  readonly defaultSelected?: boolean;
  readonly onChange?: (isSelected: boolean) => void;
  readonly isRequired?: boolean;
  /** Shown when the form is submitted without the tick. */
  readonly errorMessage?: string;
  /** Form field name when the row sits in a form. */
  readonly name?: string;
}

/** Props of {@link DocumentRow}. */
export interface DocumentRowProps {
  /** The document's title ('General conditions'). */
  readonly name: string;
  /** A short line under the name ('PDF, 240 KB'). */
  readonly description?: string;
  /** Address that shows the document (opens in a new tab). */
  readonly openHref: string;
  /** Text of the open link ('Open'). */
  readonly openLabel: string;
  /** Address of the file to download. */
  readonly downloadHref: string;
  /** Text of the download link ('Download'). */
  readonly downloadLabel: string;
  /** File name proposed by the browser. */
  readonly downloadFileName?: string;
  /** Adds the acknowledgement checkbox (the visitor ticks that they have read the document). */
  readonly acknowledgement?: DocumentAcknowledgement;
}

/**
 * One document of the documents screen: its name, open and download links, and an optional
 * acknowledgement tick. The links are described by the document's name, so 'Open' is never ambiguous.
 *
 * @example
 * <DocumentRow name="General conditions" description="PDF, 240 KB" openHref={url} openLabel="Open"
 *   downloadHref={url} downloadLabel="Download" acknowledgement={{ label: 'I have read this document' }} />
 */
export function DocumentRow({
  name,
  description,
  openHref,
  openLabel,
  downloadHref,
  downloadLabel,
  downloadFileName,
  acknowledgement,
}: DocumentRowProps): ReactNode {
  const nameId = useId();
  return (
    <div className="sc-document-row">
      <div className="sc-document-row__main">
        <svg className="sc-document-row__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M6 3h8l4 4v14H6z M14 3v4h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinejoin="round"
          />
        </svg>
        <div className="sc-document-row__text">
          <p id={nameId} className="sc-document-row__name">
            {name}
          </p>
          {description ? <p className="sc-document-row__description">{description}</p> : null}
        </div>
        <div className="sc-document-row__actions">
          <Link
            variant="standalone"
            href={openHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={nameId}
          >
            {openLabel}
          </Link>
          <Link
            variant="standalone"
            href={downloadHref}
            download={downloadFileName ?? true}
            aria-describedby={nameId}
          >
            {downloadLabel}
          </Link>
        </div>
      </div>
      {acknowledgement ? (
        <Checkbox
          className="sc-document-row__acknowledge"
          label={acknowledgement.label}
          aria-describedby={nameId}
          {...(acknowledgement.isSelected === undefined ? {} : { isSelected: acknowledgement.isSelected })}
          {...(acknowledgement.defaultSelected === undefined
            ? {}
            : { defaultSelected: acknowledgement.defaultSelected })}
          {...(acknowledgement.onChange ? { onChange: acknowledgement.onChange } : {})}
          {...(acknowledgement.isRequired ? { isRequired: true } : {})}
          {...(acknowledgement.errorMessage ? { errorMessage: acknowledgement.errorMessage } : {})}
          {...(acknowledgement.name ? { name: acknowledgement.name } : {})}
        />
      ) : null}
    </div>
  );
}
