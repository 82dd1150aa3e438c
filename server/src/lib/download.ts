/**
 * Excel downloads (wire protocol, "Downloads"; docs/behaviour.md, "Downloads"). A hidden frame
 * (GET) or a hidden form (POST) cannot send headers, so downloads are not signed: the token and
 * the language travel as the query of a GET or the urlencoded form of a POST. The workbook is a
 * real .xlsx written by exceljs.
 */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Static, type TProperties, Type } from 'typebox';
import { CHINA_OFFSET_MS, ErrorEnvelope } from '@workbench/contracts';
import { type Lang, type MessageKey, t } from './i18n';

/** The MIME type of an .xlsx workbook. */
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The query of a GET download and the form of a POST download: the console's `token` and the
 * language of the workbook (`zh` by default). Other parameters are allowed and ignored (a hidden
 * form resubmits the original call's fields).
 */
const DownloadParams = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 256 })),
  lang: Type.Optional(Type.Union([Type.Literal('zh'), Type.Literal('en')])),
});

/** What a download request carries, once validated. */
type DownloadParamsData = Static<typeof DownloadParams>;

/**
 * The validated parameters of a download: the form of a POST, the query of a GET (or HEAD).
 * `Fields` are the route's own parameters, as declared to {@link downloadRoute} (strings).
 */
export function downloadParams<Fields = object>(request: FastifyRequest): DownloadParamsData & Fields {
  return (request.method === 'POST' ? request.body : request.query) as DownloadParamsData & Fields;
}

/** The token of a download request (the session check's `tokenOf`). */
export function downloadToken(request: FastifyRequest): string | undefined {
  return downloadParams(request).token;
}

/** One column of a sheet: its localised header, the row field it shows, its width in characters. */
export interface SheetColumn<Row> {
  header: MessageKey;
  key: keyof Row & string;
  width: number;
}

/** A one-sheet workbook: file and sheet names are messages, so they follow the language. */
export interface WorkbookSpec<Row> {
  /** The file name; its English form is the ASCII fallback of `Content-Disposition`. */
  file: MessageKey;
  sheet: MessageKey;
  columns: SheetColumn<Row>[];
  /**
   * Cell values: text is always written as a string cell; a number as a number cell; a `Date` is a
   * date cell in China time.
   */
  rows: Row[];
}

/**
 * A plain-text file: `fileName` in the download's language, `asciiFileName` the ASCII fallback of
 * `Content-Disposition`, `text` the body, sent as UTF-8.
 */
export interface TextFileSpec {
  fileName: string;
  asciiFileName: string;
  text: string;
}

type CellValue = string | number | Date;

/**
 * A one-sheet workbook with its texts already in the download's language: `fileName` and its
 * ASCII fallback `asciiFileName` (`Content-Disposition`), the sheet's name, the columns' headers.
 */
export interface SheetSpec {
  fileName: string;
  asciiFileName: string;
  sheetName: string;
  columns: { header: string; key: string; width: number }[];
  rows: Record<string, CellValue>[];
}

/**
 * `time` as an Excel date cell value that reads as China wall-clock time: Excel dates have no
 * time zone and exceljs writes a `Date` as its UTC fields.
 */
function chinaTime(time: Date): Date {
  return new Date(time.getTime() + CHINA_OFFSET_MS);
}

/** A {@link WorkbookSpec} with its texts in `lang`. */
function sheetOf<Row extends Record<keyof Row, CellValue>>(spec: WorkbookSpec<Row>, lang: Lang): SheetSpec {
  return {
    fileName: t(lang, spec.file),
    asciiFileName: t('en', spec.file),
    sheetName: t(lang, spec.sheet),
    columns: spec.columns.map((column) => ({ header: t(lang, column.header), key: column.key, width: column.width })),
    rows: spec.rows,
  };
}

/**
 * Writes `spec` as an .xlsx and sends it: `Content-Type` {@link XLSX_CONTENT_TYPE},
 * `Content-Disposition: attachment` with the ASCII file name and, when the name is not ASCII, the
 * RFC 5987 `filename*`. Row 1 is the header row (bold); dates use `yyyy-mm-dd hh:mm:ss`.
 *
 * Text cells are plain strings, never formulas: a value such as `=HYPERLINK("x")` stays text, so
 * a spreadsheet cannot be turned into an attack on whoever opens it.
 */
async function sendWorkbook(reply: FastifyReply, spec: SheetSpec): Promise<FastifyReply> {
  // Loaded at the first export, not at start: exceljs is some 8 MB of heap (docs/architecture.md, "Memory").
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(spec.sheetName.slice(0, 31));
  sheet.columns = spec.columns;
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.rows) {
    const added = sheet.addRow(
      Object.fromEntries(
        spec.columns.map(({ key }) => {
          const value = row[key] ?? '';
          return [key, value instanceof Date ? chinaTime(value) : value];
        }),
      ),
    );
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm:ss';
    });
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(spec.fileName, { fallback: spec.asciiFileName }))
    .send(body);
}

/** Sends `file` as a `text/plain; charset=utf-8` attachment under its names (RFC 5987 `filename*` when not ASCII). */
function sendText(reply: FastifyReply, file: TextFileSpec): FastifyReply {
  return reply
    .type('text/plain; charset=utf-8')
    .header('content-disposition', contentDisposition(file.fileName, { fallback: file.asciiFileName }))
    .send(file.text);
}

/**
 * The `response` of a download: the file (an .xlsx workbook or a text file), or, with HTTP 200
 * too, the JSON envelope of a refused session (603, 700), since a hidden frame cannot show a
 * status; the other refusals are added by `declareRefusals` (src/lib/schemas.ts).
 */
const DOWNLOAD_RESPONSE = {
  200: {
    description: 'The file, or the envelope of a refused session',
    content: {
      [XLSX_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } },
      'text/plain': { schema: { type: 'string' } },
      'application/json': { schema: ErrorEnvelope },
    },
  },
};

/**
 * Registers `url` for GET (parameters in the query) and POST (in the urlencoded form), both
 * answering the workbook or text file `build` returns for the request in its language (`lang`,
 * default zh). `fields` declares the route's own parameters (read with {@link downloadParams});
 * a value outside them gets 400. `resource` is the resource code the caller must hold
 * (src/lib/access.ts); without it the route's context decides (a self-service download).
 */
export function downloadRoute<Row extends Record<keyof Row, CellValue>>(
  app: FastifyInstance,
  url: string,
  build: (request: FastifyRequest, lang: Lang) => Promise<WorkbookSpec<Row> | SheetSpec | TextFileSpec>,
  fields: TProperties = {},
  resource?: string,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = downloadParams(request).lang ?? 'zh';
    const spec = await build(request, lang);
    if ('text' in spec) return sendText(reply, spec);
    return sendWorkbook(reply, 'sheetName' in spec ? spec : sheetOf(spec, lang));
  };
  const params = Type.Object({ ...DownloadParams.properties, ...fields });
  const config = resource === undefined ? {} : { resource };
  app.get(url, { schema: { querystring: params, response: DOWNLOAD_RESPONSE }, config }, handler);
  app.post(url, { schema: { body: params, response: DOWNLOAD_RESPONSE }, config }, handler);
}
