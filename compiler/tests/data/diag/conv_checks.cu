#include "prelude.cuh"
enum class Mode { Off, On };
void consume(const int *p) { }
void nothing_back(int x) { return 1; }
__global__ void probe_kernel(int *p, int n) { }
float *ptr_of(float *p) { return p; }
int main(void) {
    int n = 3;
    float f = 1.5f;
    float vals[4];
    int *ptr = 1.5;
    ptr = 2.5;
    int mode_value = Mode::On;
    consume(vals);
    int &ref = n + 1;
    int &r2 = f;
    n = *n + 1;
    n = n[1];
    probe_kernel<<<1, 128>>>(1.5, ptr);
    char small = 300;
    unsigned int count = -1;
    return 0;
}
