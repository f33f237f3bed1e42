import { describe, expect, it } from 'vitest';
import { contentTypeOf, errorCodeOf, normalizePrefix, parseListPage } from './s3-wire';

describe('parseListPage', () => {
  it('reads the common prefixes and the continuation token of a page', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
        <Name>b</Name><Prefix>a&amp;b/remotes/mf-x/</Prefix>
        <Contents><Key>a&amp;b/remotes/mf-x/readme</Key></Contents>
        <CommonPrefixes><Prefix>a&amp;b/remotes/mf-x/1.0.0/</Prefix></CommonPrefixes>
        <CommonPrefixes>
          <Prefix>a&amp;b/remotes/mf-x/1.1.0+build&#46;7/</Prefix>
        </CommonPrefixes>
        <IsTruncated>true</IsTruncated>
        <NextContinuationToken>1ue&#x2F;Gt==</NextContinuationToken>
      </ListBucketResult>`;
    expect(parseListPage(xml)).toEqual({
      prefixes: ['a&b/remotes/mf-x/1.0.0/', 'a&b/remotes/mf-x/1.1.0+build.7/'],
      next: '1ue/Gt==',
      truncated: true,
    });
  });

  it('accepts namespace prefixes and an empty last page', () => {
    const xml =
      '<s3:ListBucketResult xmlns:s3="x"><s3:CommonPrefixes><s3:Prefix>p/1.0.0/</s3:Prefix>' +
      '</s3:CommonPrefixes><s3:IsTruncated>false</s3:IsTruncated><s3:NextContinuationToken/>' +
      '</s3:ListBucketResult>';
    expect(parseListPage(xml)).toEqual({ prefixes: ['p/1.0.0/'], next: null, truncated: false });
    expect(parseListPage('<ListBucketResult/>')).toEqual({
      prefixes: [],
      next: null,
      truncated: false,
    });
  });
});

describe('S3 wire helpers', () => {
  it('reads the code of an error reply', () => {
    expect(errorCodeOf('<Error><Code>NoSuchBucket</Code><Message>…</Message></Error>')).toBe(
      'NoSuchBucket',
    );
    expect(errorCodeOf('')).toBeNull();
  });

  it('types the files of a build', () => {
    expect(contentTypeOf('static/js/1.a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('mf-manifest.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('static/font/x.WOFF2')).toBe('font/woff2');
    expect(contentTypeOf('LICENSE')).toBe('application/octet-stream');
  });

  it('makes a prefix end in one slash', () => {
    expect(normalizePrefix('')).toBe('');
    expect(normalizePrefix('/omad/prod//')).toBe('omad/prod/');
    expect(normalizePrefix('omad')).toBe('omad/');
  });
});
