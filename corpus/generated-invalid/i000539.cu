// cudagen 0.1 seed 539 invalid:return_type_overload
// features: kernel,launch_bounds,launch,builtin_vars,device_function,static_device_function,host_device_function,host_function,static_host_function,constexpr_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,namespace,if,for,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,lambda,macro_object,comments
#include "prelude.cuh"

#define CHUNK_1 256
#define RADIUS_2 (0x2 * 2)
#define CHUNK_3 (32)
/* Computes one element per thread. */

static float host_blend4(int lane5, int len6 = 0x1b)
{
    if (((len6 >> lane5) & 1)) {
        return 3395 + static_cast<int>(lane5);
    }
    for (int j7 = 0; j7 < 8; j7 += 2) {
        len6--;
    }
    len6 = len6;
    return (6.f / (len6 << 6)) + ((long)((unsigned)lane5));
}

static __device__ void relax8(const int* in9, unsigned long beta10, unsigned* data11)
{
    float* flag12 = reinterpret_cast<float*>(data11);
    beta10 = (unsigned(in9[beta10]) & CHUNK_3) | (beta10 & (threadIdx.x * threadIdx.y));
    beta10++;
    beta10 = ((-(-23)) | (~in9[2])) << 7;
    double* diff13 = nullptr;
    beta10 += diff13[0x6];
    beta10 = static_cast<float>(2 | (beta10 | blockDim.y));
}

__global__ void __launch_bounds__(4 * (RADIUS_2 + (RADIUS_2 + 8))) bias14_kernel(unsigned long long* out15, int* acc16, int n17, double cfg18)
{
    unsigned int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid19 >= n17) {
        return;
    }
    n17 = ((acc16[warpSize & 7] ^ 9) << blockIdx.x) - (0x8 ^ short(gid19));
    float acc20 = gid19;
    ++n17;
    if (!acc16) {
        return;
    }
    acc20 = 52;
    int m21 = n17;
}
__constant__ double c_trace22 = 16.625F;

namespace ops23 {
constexpr __host__ __device__ int gather24(int len25)
{
    int t26 = len25;
    return 0x35 + len25;
}
} // namespace ops23

__global__ void __launch_bounds__(0x400) norm27_kernel(unsigned short* dst28)
{
    extern __shared__ int dyn_29[];
    (*dst28) -= blockDim.z;
    for (int j30 = 0x5; j30 > 0x0; --j30) {
        dst28[j30]++;
        if (dst28 == nullptr) {
            return;
        }
    }
    if ((dyn_29[gridDim.x] ^ (*dst28)) == 1) {
        goto finish31;
    }
    dst28[blockIdx.x] = ~static_cast<unsigned int>(dst28[warpSize & 0x7]);
    dyn_29[0x5] = (dst28[2]) % (dst28[threadIdx.x] | dst28[7]);
    dyn_29[4] = dyn_29[threadIdx.y & 7];
finish31:;
}

int host_fuse32(int stride33, const unsigned int* in34)
{
    --stride33;
    stride33 ^= 11 >> stride33;
    bias14_kernel<<<1 << 5, 32>>>((unsigned long long*)nullptr, nullptr, (0x23U < (stride33 * 35l)) ? (in34[stride33] * stride33) : ((!in34) ? stride33 : 0x6), *in34);
    norm27_kernel<<<1 << 0x2, 512>>>(nullptr);
    return (-(-29L)) / in34[6];
}
int conv_38(int a);
float conv_38(int a);

int main()
{
    int size35 = 0xC36;
    bias14_kernel<<<(RADIUS_2 + 28) * 0x2, (RADIUS_2 + 28)>>>(nullptr, nullptr, size35, 0x39ull);
    auto fn36 = []() -> long {
        return (int)51L;
    };
    fn36();
    float h37 = static_cast<float>(size35);
    static_assert(28 == 28);
    return 0x0;
}
