// Pragmas after the last declaration of a linkage block print after its closing brace;
// a pragma between its declarations stays inside.
#pragma GCC visibility push(default)
extern "C++" {
int a;
#pragma GCC visibility pop
}
int d;
extern "C" {
int e;
#pragma GCC visibility push(default)
int f;
#pragma GCC visibility pop
}
