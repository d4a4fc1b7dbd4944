// cudagen 0.1 seed 349 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,main,shared_var,extern_shared,if,while,switch,compound_assign,comparison,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __launch_bounds__((0x80), 0x4) apply4_kernel(const long long *src5) {
    extern __shared__ int dyn_6[];
    __shared__ int sh_7[16];
    switch (dyn_6[4]) {
    case 0x6:
        break;
    case 3:
        break;
    }
    float prod8 = (3.5f) - SQR_1(LOW_BITS_2(dyn_6[0x0]));
    if (prod8 < (*src5))
        return;
    prod8 *= 468 - src5[3];
    short m9 = src5[2];
    prod8 = 0.625f;
}

int main() {
    int size10 = 159;
    apply4_kernel<<<1, (64), 0x400>>>(nullptr);
    int w11 = 0;
    while (w11 < 12) {
        apply4_kernel<<<128, 64, 0x40 * 4>>>(nullptr);
        if ((-w11) > size10)
            continue;
        ++w11;
    }
    return 0;
}
