#include "prelude.cuh"
struct Shape { virtual float area() const = 0; };
struct Acc { int v; void bump() { ++v; } };
struct Id { explicit Id(int v) : x(v) {} int x; };
struct Cfg { int v; static int get() { return v; } };
struct Box { int w, h; };
struct Flags { int bits; };
__global__ void probe_kernel(int *p, int n) { }
int main(void) {
    int n = 3;
    Shape shape;
    const Acc a = {1};
    a.bump();
    Id id = n;
    double d = 1.5;
    int *p = (int *)d;
    Box box = {2, 3};
    probe_kernel<<<box, 128>>>(nullptr, 0);
    n = Flags + 1;
    {
        if (n > 3) goto skip;
        int value = n * 2;
    skip:
        n += value;
    }
    return 0;
}
