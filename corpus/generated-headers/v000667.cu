// cudagen 0.2 seed 667 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,shared_2d,static_shared,constexpr_var,struct,struct_methods,operator_overload,aligned_struct,if,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_statement,pp_if,pp_undef,exceptions,runtime_api
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cooperative_groups.h>

#define RADIUS_1 128
#define NUM_ITERS_2 8
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if NUM_ITERS_2 > 46
#define CONFIG_4 1
#elif NUM_ITERS_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 31
#endif
#undef CONFIG_4
#define CONFIG_4 8
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void kick6_kernel(double* __restrict__ acc7, const int* input8)
{
    int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ long sh_10[64];
    sh_10[threadIdx.x] += (~((threadIdx.y >= (*acc7)) ? (*input8) : sh_10[0b100110])) * (sh_10[i9 & 63] + ((*input8) - sh_10[i9]));
    __shared__ unsigned int sh_11[2][5];
    if (43ULL == (blockDim.x + input8[2])) {
        return;
    }
    sh_11[warpSize][threadIdx.x] <<= *input8;
    __shared__ int sh_12[16];
    float r13 = (sh_12[gridDim.x & 15] >> sh_10[i9]) + 10.125f + (((*acc7) > i9) ? input8[0x3] : 56);
    (void)r13;
}

struct __align__(16) Stats14 {
    unsigned int z15;
    int mass16, x17;
    unsigned int mass18;
    __host__ __device__ void bump19(unsigned prod20)
    {
        int val21 = ((x17 % CONFIG_4) & 1) ? RADIUS_1 : (prod20 += prod20, mass16);
        (void)val21;
    }
};

inline __host__ __device__ Stats14 operator+(Stats14 a, Stats14 b)
{
    Stats14 r = a;
    r.z15 += b.z15;
    r.mass16 += b.mass16;
    r.x17 += b.x17;
    r.mass18 += b.mass18;
    return r;
}
struct Failure22 {
    int code;
};
int check24(int v) {
    if (v > 24) {
        throw v;
    }
    return v;
}
int guarded23(int x) {
    try {
        return check24(x);
    } catch (const Failure22 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

int main()
{
    int n25 = 726;
    cudaError_t err26 = cudaDeviceSynchronize();
    int ok27 = err26 == cudaSuccess ? 1 : 0;
    if ((unsigned)ok27) {
        return ok27;
    }
    n25 ^= static_cast<int>(n25 * ok27) - (ok27 += ' ', n25);
    ok27 = n25 ? n25 : 0b101010L;
    kick6_kernel<<<(n25 + 63) / 64, dim3(0x10, (n25 + 63) / 64, 512)>>>(nullptr, nullptr);
    return 0;
}
