// Alternative tokens ([lex.digraph]) are the operators they spell, in every context.
#include "prelude.cuh"
struct Flags { unsigned v; };

bool both(int a, int b) { return a and b; }
bool either(int a, int b) { return a or not b; }
unsigned mix(unsigned a, unsigned b) { return (a bitand b) bitor (a xor compl b); }
void update(Flags &f, unsigned m) { f.v and_eq m; f.v or_eq 1u; f.v xor_eq 2u; }
bool differ(int a, int b) { return a not_eq b; }
void take(Flags bitand f, Flags and g);

template <typename T>
bool check(T x) { return x > 0 and not (x == 3); }

__global__ void kernel(unsigned *out, int n)
{
    int i = n - 1;
    if (i < n and not (out[i] == 0 or out[i] == 1))
        out[i] = (out[i] bitand 0xF0u) xor compl 0u;
}

int main() { return check(2) and both(1, 2) ? 0 : 1; }
