import type { SubscriberImportResult } from './api';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What an import did: how many were added, already known, and each line that was not an address. */
export function ImportResult({ result }: { result: SubscriberImportResult }) {
  const { imported, already_known: known, invalid } = result;
  return (
    <div className="subscribers-import__result">
      <p className="notice">
        {`Import complete: ${count(imported, 'reader', 'readers')} imported, ${count(known, 'was', 'were')} already on the list, ${count(invalid.length, 'line', 'lines')} not imported.`}
      </p>
      {invalid.length > 0 && (
        <>
          <h3 className="subscribers-import__invalid-title">Lines not imported</h3>
          <ul className="subscribers-import__invalid">
            {invalid.map((line) => (
              <li key={line.line}>
                <span className="subscribers-import__line">{`Line ${line.line}: `}</span>
                {line.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
