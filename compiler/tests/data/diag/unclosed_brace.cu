#include "prelude.cuh"
// An unclosed function body: "expected a \"}\"" at the end of the source, note #3196 at its "{".
int f(int x)
{
    if (x) { return 1; }
    return 0;
