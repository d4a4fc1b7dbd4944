// cudagen 0.1 seed 1323 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,host_function,static_host_function,constexpr_function,default_args,main,shared_var,static_shared,extern_shared,constexpr_var,static_local,enum_class,anon_namespace,if,for,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_launch
#include "prelude.cuh"

namespace {
__global__ void __maxnreg__(32) clamp1_kernel(long *out2, int stride3, const float *in4)
{
    extern __shared__ unsigned long long dyn_5[];
    int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i6 >= stride3) {
        return;
    }
    float h7 = 42 | ((i6 != in4[i6 & 7]) ? blockIdx.x : dyn_5[blockDim.y]);
    __shared__ int sh_8;
    for (int it9 = 0; it9 < sh_8; ++it9) {
        if (it9 <= dyn_5[5]) {
            continue;
        }
        if ((stride3 & 1)) {
            return;
        }
    }
    __shared__ int sh_10[16];
    stride3 = 12;
}
enum class Level11 { Blue12, Green13 = 3, High14, Off15 = 9 };
} // namespace

__device__ __noinline__ int filter16(bool a17, int lane18 = 033UL)
{
    lane18 = lane18 * ((16 & a17) | lane18);
    ++lane18;
    static __shared__ size_t sh_19;
    return (((!a17) ? a17 : a17) | 8) >> 0;
}

constexpr __host__ __device__ int relax20(int stride21)
{
    constexpr long long k22 = 42;
    double k23 = stride21;
    return k23;
}

static __global__ void pack24_kernel(int len25, const int *input26, int n27)
{
    int gid28 = threadIdx.x;
    if (gid28 >= len25) {
        return;
    }
    for (int j29 = 0; j29 < len25; j29++) {
        int stride30(filter16((gid28 & (*input26)) < 8));
        n27 = gid28;
    }
}

static void fuse31(int lane32, double alpha33, int count34)
{
    int x35 = relax20(relax20(alpha33));
    Level11 sum36 = Level11::High14;
    if (alpha33 <= lane32) {
        return;
    }
}

int main()
{
    int n37 = 998;
    n37 = n37;
    auto lam41 = [](float prod38, double idx39) {
        cudaStream_t m40 = (cudaStream_t)0;
        pack24_kernel<<<2 * 16, 512, 0, m40>>>(relax20(idx39), (const int*)nullptr, sizeof(float));
    };
    lam41(n37, 11ul);
    static int r42 = 39;
    constexpr float lim43 = 20.75f;
    fuse31(r42, lim43, (r42));
    clamp1_kernel<<<2 * 4, 128, sizeof(int) * 64, nullptr>>>((long*)nullptr, (r42), &lim43);
    return 0;
}
