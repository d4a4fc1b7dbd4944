// cudagen 0.1 seed 567 invalid:endif_without_if
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,default_args,main,shared_var,extern_shared,host_global,constexpr_var,using_alias,namespace,if,switch,switch_fallthrough,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
int g_mix5 = 33;

namespace gpu6 {
__host__ __device__ int warp7(long a8 = 8U) {
    a8 ^= -(a8 + a8);
    switch (a8) {
    case 0b1010: {
        a8 ^= 42ul;
        int z9 = MAX2_1((a8 - a8) - (a8), MAX2_1(a8, a8 >> a8));
        break;
    }
    case 6:
    case 8:
        break;
    }
    unsigned int r10 = MAX2_1((a8 >= 8) ? 9ll : a8, 47) * static_cast<int>(static_cast<int>(a8));
    a8 = 0b11001;
    return r10 - 45;
}
} // namespace gpu6

inline __host__ __device__ float score11(int *buf12, const int *input13) {
    (*buf12) <<= *input13;
    gpu6::warp7(18);
    (*buf12) &= gpu6::warp7();
    float stride14 = 14.75F;
    gpu6::warp7('a');
    buf12[7] &= *buf12;
    buf12[7] = 48L;
    return static_cast<unsigned char>(255u);
}

__global__ void accum15(const int *__restrict__ src16) {
    int tid17 = threadIdx.x;
    __shared__ float sh_18[8];
    sh_18[blockIdx.x] += tid17;
}

__global__ void __launch_bounds__(64 * 4) weigh19_kernel(const unsigned long *__restrict__ src20, long *buf21) {
    unsigned idx22 = threadIdx.x;
    --(*buf21);
    --buf21[0b1];
    float w23 = 10.5f;
    double u24 = (*buf21) + gpu6::warp7(-2572);
    __shared__ unsigned sh_25[16];
    constexpr long long r26 = 38lu;
    if (src20[idx22] && (!src20)) {
        goto done27;
    }
    sh_25[idx22] |= gpu6::warp7(-16LL) - (*buf21);
done27:;
}
using real28_t = float;

template <typename T, int N = 3>
__global__ void kick29(T *acc30, double b31, double *__restrict__ dst32) {
    extern __shared__ int dyn_33[];
    if (static_cast<T>(dst32[blockDim.x]) < N)
        return;
    b31 = 53;
    dst32[blockDim.x]++;
}

template <typename T, int N = 6>
__global__ void __launch_bounds__(1 << 5) gather34_kernel(T p35, float *acc36) {
    int f37 = 63U;
    p35 = 12.375;
}
#endif

int main(void) {
    int len38 = 3408;
    bool q39 = gpu6::warp7();
    (++g_mix5, (g_mix5 |= 3));
    gather34_kernel<double, (1 << 0b10)><<<4, 1 << 6>>>(MAX2_1(g_mix5, q39) + MAX2_1(g_mix5, 11), nullptr);
    g_mix5 |= (len38 += 52, gpu6::warp7());
    int idx40 = score11(static_cast<int*>(nullptr), nullptr);
    accum15<<<(idx40 + 31) / 32, 256, 256, nullptr>>>(&len38);
    weigh19_kernel<<<(32), 128>>>((const unsigned long*)nullptr, static_cast<long*>(nullptr));
    kick29<unsigned, 3><<<(len38 + 31) / 32, dim3(512)>>>(nullptr, (g_mix5 * 16.125f) + (idx40 - 58u), static_cast<double*>(nullptr));
    return 0;
}
