// An `extern "C"` / `extern "C++"` block is positioned at the `extern` keyword,
// not at its opening brace, even when the string literal or the brace is on a later line.
int a;
extern "C++"
{
int b;
}
extern
"C++"
{
namespace ns __attribute__((__visibility__("default")))
{
int c;
}
}
extern "C"

{
int d(int);
}
