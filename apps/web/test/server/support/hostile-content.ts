/**
 * Content an editor may leave that the website must still show safely: markup with scripts, event attributes and
 * `javascript:` links in a body, a title that tries to close a script tag, markup in a description. The tests create
 * it through dept-api's own write calls (as the content editor) in their setup.
 */
export const MALICIOUS_BODY =
  '<p>ข่าวที่มีสคริปต์</p><script>alert("body")</script><img src="/media/x.png" alt="x" onerror="alert(1)">' +
  '<a href="javascript:alert(2)">bad</a><a href="https://example.org/page">external</a>' +
  '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p>';
export const SCRIPT_BREAKING_TITLE = 'Title </script><script>alert("title")</script>';
export const MARKUP_DESCRIPTION =
  '<script>alert("x")</script><b>ตัวหนา</b> &amp; <img src=x onerror=alert(1)>คำอธิบาย';
export const PAGE_TABLE =
  '<table><thead><tr><th scope="col">ปี</th><th scope="col">เหตุการณ์</th></tr></thead>' +
  '<tbody><tr><td>2535</td><td>ก่อตั้งกรมคุมประพฤติ</td></tr></tbody></table>';
