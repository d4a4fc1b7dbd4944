// cudagen 0.1 seed 157 invalid:kernel_deduced_return
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,const_local,typedef,namespace,nested_namespace,if,while,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

static __global__ void norm6(const float* coef7, const unsigned int* in8)
{
    const unsigned char lo9 = in8[threadIdx.z] + 57;
    static_assert(58 > 57, "tile must fit");
}

namespace ops10 {
constexpr int host_pack11(int lane12)
{
    return lane12;
}

static __global__ void march13_kernel(unsigned short* __restrict__ dst14, int stride15)
{
    int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst14[6] = (dst14[i16] | (55 - i16)) + (dst14[6] += 51, dst14[7]);
    dst14[2] &= static_cast<unsigned char>((dst14[blockIdx.z] % i16) + (12lu));
    (--dst14[gridDim.x], (stride15 |= threadIdx.z));
}
} // namespace ops10

template <typename T, int N>
__global__ void mix17_kernel(const T* coef18, const unsigned* coef19)
{
    extern __shared__ int dyn_20[];
    unsigned int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int diff22 = (static_cast<short>(coef18[1]) & (14 | coef19[tid21 & 7])) / (warpSize * 51 * N);
    static __shared__ float sh_23[32];
    diff22++;
    __shared__ float sh_24[64];
    sh_24[9] *= 24.0F;
    if (MIN2_2(sh_23[8], 14) > N) {
        return;
    }
}

namespace kern25::inner26 {
typedef int *ptr27_t;

__global__ void step28_kernel(int stride29, float alpha30, int stride31)
{
    int w32 = 0;
    if (w32 <= stride29) {
        goto out36;
    }
    while ((w32 < 9) && CAT_5(stride, 31)) {
        int w33 = 0;
        while (w33 < 2) {
            __shared__ int sh_34[128];
            float lim35[2]{-1630, float(sizeof(unsigned))};
            ++w33;
        }
        stride29++;
        ++w32;
    }
out36:;
}

template <typename T, int N = 5>
__global__ void gather37(T a38, float* acc39)
{
    int gid40 = threadIdx.x;
    a38++;
    a38++;
    if ((a38 + 067u) <= N) {
        return;
    }
    float y41 = gid40;
}
} // namespace kern25::inner26
// Computes one element per thread.

__global__ void __maxnreg__(32) warp42_kernel(const float* __restrict__ coef43, const int* input44)
{
    int idx45 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long m46[(3)] = {};
    m46[1] %= ((((*input44) | 32ULL) > blockIdx.x) ? sizeof(double) : input44[4]);
    double f47(((idx45 - m46[2]) > 25U) ? threadIdx.x : blockDim.z);
    __shared__ signed char sh_48[16];
}
__global__ auto auto_kernel51(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
    int len49 = 3343;
    cudaStream_t lim50 = (cudaStream_t)0;
    len49 |= len49;
    (len49--, (len49 &= (3816 % len49) + 58 + 62));
    norm6<<<(8), 128, 4096, nullptr>>>((const float*)nullptr, (const unsigned int*)nullptr);
    ops10::march13_kernel<<<(len49 + 255) / 256, dim3(64, (len49 + 31) / 32)>>>((unsigned short*)nullptr, (CAT_5(len, 49) <= 53) ? static_cast<unsigned>(len49) : MIN2_2(len49, len49));
    mix17_kernel<unsigned int, 6><<<dim3((len49 + 63) / 64, (len49 + 255) / 256), dim3((len49 + 31) / 32, (len49 + 127) / 128), sizeof(int) * 256, lim50>>>(static_cast<const unsigned*>(nullptr), nullptr);
    return 0;
}
