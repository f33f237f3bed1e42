// Test support: validates a url set against the sitemaps.org 0.9 schema, the copy the
// `sitemap` package ships (schema/sitemap.xsd), with libxml2 (xmllint-wasm). That schema
// takes elements of other namespaces strictly, so the xhtml:link alternates are declared
// here: the schema below is in the XHTML namespace, declares `link` as Google documents it
// for hreflang, and imports the sitemap schema.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { SITEMAP_NS, XHTML_NS } from './sitemap-xml';

const require = createRequire(import.meta.url);

const ALTERNATES_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="${XHTML_NS}"
  elementFormDefault="qualified">
  <xsd:import namespace="${SITEMAP_NS}" schemaLocation="sitemap.xsd"/>
  <xsd:element name="link">
    <xsd:complexType>
      <xsd:attribute name="rel" type="xsd:string" fixed="alternate" use="required"/>
      <xsd:attribute name="hreflang" type="xsd:language" use="required"/>
      <xsd:attribute name="href" type="xsd:anyURI" use="required"/>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>`;

/** The schema's complaints about a url set; none when it is valid. */
export const urlSetErrors = async (xml: string): Promise<string[]> => {
  const schemaDir = join(dirname(require.resolve('sitemap/package.json')), 'schema');
  const sitemapXsd = await readFile(join(schemaDir, 'sitemap.xsd'), 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'alternates.xsd', contents: ALTERNATES_XSD }],
    preload: [{ fileName: 'sitemap.xsd', contents: sitemapXsd }],
  });
  return result.errors.map((error) => error.message);
};
