// cudagen 0.2 seed 394 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,device_function,main,constant_var,shared_var,constexpr_var,if,if_else,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,pp_undef,comments,variadic_template,pack_expansion,fold_expression,constexpr_loop,exceptions,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>

#define RADIUS_1 128
#define WARPS_2 5
#define CHUNK_3 (0100)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef RADIUS_1
#define RADIUS_1 12
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
/* NOTE: keep in sync with the host reference. */

inline __device__ int rank7(int *buf8, unsigned int *out9, int n10) {
    constexpr float acc11 = 9.625f;
    (void)acc11;
    float hi12{15};
    (void)hi12;
    return (CHUNK_3 | (*out9)) * (2 % (~n10));
}
__constant__ float c_stencil13 = 3488;
template <typename... Ts>
double fold14(Ts... xs) {
    return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
int count15(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
int spread17(int x) {
    return static_cast<int>(fold14(x, 8.5f, 8u)) + count15(x, x, 1.0) + count15(static_cast<long>(x), 8);
}
__host__ __device__ constexpr int powSum18(int n) {
    int s = 0;
    for (int i = 1; i <= n; ++i) {
        s += i * 1;
    }
    return s;
}
constexpr int kSteps19 = powSum18(9);
static_assert(powSum18(9) == 45, "a constexpr loop");
template <typename... Ts>
__device__ double fold20(Ts... xs) {
    return (... * static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count21(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all22(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread23(int x) {
    return static_cast<int>(fold20(x, 4.5f, 4u)) + count21(x, x, 1.0) + (all22(x, 4) ? 1 : 0) + count21(static_cast<long>(x), 4);
}

static __global__ void gather24_kernel(bool b25, double *out26, int *data27) {
    int m28 = spread23(cosf(~data27[0]));
    unsigned int lim29 = ((short)(kSteps19 - c_stencil13)) / (WARPS_2 * floorf(*out26));
    __shared__ double sh_30;
    (void)sh_30;
    out26[m28] = *out26;
    lim29 = 45;
    out26[lim29] = kSteps19 * (c_stencil13 + (6.625 + (*out26)));
}

int main() {
    int len31 = 0xE87;
    if (13L == ((len31 & kSteps19) + (WARPS_2 - len31))) {
        len31 = (unsigned)(-powSum18(len31));
        int res32 = kSteps19;
        try {
            cudaStream_t lo33 = (cudaStream_t)0;
            (void)lo33;
            if (res32 > 91) {
                throw 91;
            }
        } catch (...) {
        }
    } else {
    }
    gather24_kernel<<<2 * 0x2, 512, 0, (cudaStream_t)0>>>(((len31 - len31) & 1), nullptr, (int*)nullptr);
    return 0x0;
}
