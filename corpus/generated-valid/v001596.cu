// cudagen 0.1 seed 1596 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,if,ternary,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_function,macro_statement,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void probe4_kernel(const int* src5, int n6) {
    extern __shared__ float dyn_7[];
    if (!(((float)n6) == n6)) {
        n6++;
        if (!(src5[n6] <= n6)) {
            return;
        }
    }
}

static __global__ void stencil8(float* __restrict__ out9) {
    extern __shared__ double dyn_10[];
    (*out9) = ADD3_1(HALF_2((dyn_10[2])), dyn_10[6], 0x1Blu);
    ACCUM_3(out9[0b101], (10.625f));
    __shared__ double sh_11;
    double tmp12{63ll};
}
// Layout: row-major, no padding.

__global__ void __launch_bounds__(0x1 << 5) stencil13_kernel(const float* in14) {
    __shared__ long long sh_15[256];
    ACCUM_3(sh_15[64], (5U / ADD3_1((41 >= sh_15[113]) ? (*in14) : sh_15[0xf5], 1, 51 - sh_15[176])));
    double r16 = *in14;
    __shared__ float sh_17[8];
}

int main() {
    int n18 = 06614;
    auto step20 = [&](int flag19) -> int {
        probe4_kernel<<<(n18 + 077) / 64, (256), 512 * 8, (cudaStream_t)0>>>(nullptr, 12ull);
        flag19 = 0x31U;
        flag19 = flag19;
        return n18;
    };
    if ((n18 == n18) || (n18 > n18)) {
        return ((unsigned)49) * n18;
    }
    if (n18 > 30l) {
        return n18;
    }
    n18 = step20(n18);
    double prod21 = n18;
    stencil8<<<16 * 8, 64, sizeof(int) * 256, nullptr>>>(nullptr);
    stencil13_kernel<<<2, 64 * 8>>>(nullptr);
    return 0;
}
