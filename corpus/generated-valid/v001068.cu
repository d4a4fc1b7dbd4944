// cudagen 0.1 seed 1068 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,main,device_var,shared_var,extern_shared,constexpr_var,enum,using_alias,namespace,if,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

template <typename T, int N = 7>
__global__ void mix5_kernel(T a6) {
    extern __shared__ float dyn_7[];
    float mid8 = (((a6 + 6) > a6) ? ((dyn_7[6] >= 37) ? N : 3) : (dyn_7[2] - sizeof(T))) - N;
    a6 = 8.875 + dyn_7[3];
    (a6--, (a6 = N));
}
__device__ unsigned long long d_weigh9;
enum Kind10 : unsigned char { IDLE11, BLUE12, ON13 };

static __global__ void tile14_kernel(int stride15, unsigned long long alpha16, long *acc17, int len18) {
    double h19 = len18 - acc17[4];
    d_weigh9 = 8;
    if ((d_weigh9 += alpha16, 0x3bLL)) {
        return;
    }
    Kind10 lo20 = BLUE12;
}

namespace detail21 {
__device__ short lerp22(double *acc23) {
    acc23[0] = d_weigh9;
    acc23[6] = acc23[2];
    return (29 << (d_weigh9 + 43)) - 13;
}
using idx24_t = size_t;

double host_relax25(float *out26, int len27, Kind10 beta28) {
    cudaStream_t stride29 = 0;
    len27 = long(len27 >> beta28) * beta28;
    ++out26[len27];
    --out26[len27];
    float sum30 = 20.5F;
    int res31(out26[4]);
    return static_cast<unsigned int>(56) / (*out26);
}
} // namespace detail21

int main() {
    int n32 = 2683;
    if ((n32) < ON13) {
        return static_cast<unsigned int>((n32 < n32) ? n32 : n32);
    }
    mix5_kernel<<<dim3(0x1), (64)>>>(3.0);
    n32 = n32;
    tile14_kernel<<<dim3(ON13 + 0376), ON13 + (ON13 + 252), 0x0, nullptr>>>(detail21::host_relax25((float*)nullptr, 12 * n32, IDLE11), detail21::host_relax25(nullptr, n32, IDLE11), (long*)nullptr, (ON13 + n32) - BLUE12);
    if (n32 >= 54) {
        return BLUE12;
    }
    return 0;
}
