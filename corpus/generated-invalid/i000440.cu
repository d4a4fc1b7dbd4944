// cudagen 0.1 seed 440 invalid:host_call_from_device
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,device_var,shared_var,extern_shared,auto_var,const_local,struct,operator_overload,aligned_struct,enum,for,do_while,switch,compound_assign,bitwise,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 61
#endif
#undef TUNE_5
#define TUNE_5 24
__device__ double d_warp6;
template <typename T, int N = 7>
__global__ void __launch_bounds__(128) fold7(T* dst8, int stride9, const float* __restrict__ coef10, unsigned* data11)
{
    extern __shared__ int dyn_12[];
    for (int i13 = (blockIdx.x * blockDim.x) + threadIdx.x; i13 < stride9; i13 += blockDim.x * gridDim.x) {
        for (int i14 = (blockIdx.x * blockDim.x) + threadIdx.x; i14 < 0x3; i14 += blockDim.x * gridDim.x) {
            auto u15 = sizeof(float);
            T stride16 = ADD3_1(*coef10, threadIdx.x, sizeof(int));
        }
        int x17 = blockDim.x;
    }
}
__global__ void grow18_kernel(int stride19, int* acc20)
{
    extern __shared__ int dyn_21[];
    int w22 = 0x0;
    do {
        stride19++;
        ++w22;
    } while (w22 < 10);
    stride19 = w22;
    int z23 = -(3 - HALF_2(acc20[2]));
    dyn_21[z23] = w22;
    d_warp6--;
}
constexpr int run_relax24(int len25, unsigned long q26)
{
    const float off27 = -9.875F;
    long h28 = 14;
    return q26;
}
enum Color29 : int { IDLE30, HIGH31, OFF32 = 7 };
struct __align__(16) Span33 {
    float mass34;
    double lo35;
    bool vel36;
};
__host__ __device__ Span33 operator+(Span33 a, Span33 b)
{
    Span33 r = a;
    r.mass34 += b.mass34;
    r.lo35 += b.lo35;
    return r;
}
__global__ void __launch_bounds__(OFF32 + 1017, HIGH31 + (HIGH31 + HIGH31)) pivot37(float cfg38, int lane39, unsigned int beta40)
{
    int tid41 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int prod42 = lane39 / tid41;
    switch (tid41 & beta40) {
    case 6: {
        beta40 = static_cast<float>(15.875f);
        float base43 = HALF_2((blockDim.x * 63));
        break;
    }
    case 5:
        break;
    case 7:
        ++d_warp6;
        break;
    case HIGH31 + 10:
        break;
    }
}
int host_only45(int x)
{
    return x + 1;
}
__global__ void uses_host46(int *p)
{
    p[threadIdx.x] = host_only45(p[threadIdx.x]);
}
int main()
{
    int count44 = 1424;
    uses_host46<<<1, 32>>>(nullptr);
    pivot37<<<(count44 + 127) / 128, 0x200>>>((6.625f + count44), 0, (ADD3_1(count44, count44, CAT_3(count, 44))));
    run_relax24(CAT_3(count, 44), count44);
    fold7<<<(count44 + 31) / 040, sizeof(int) * (HIGH31 + (OFF32 + (HIGH31 + (HIGH31 + 22)))), 1024, (cudaStream_t)0>>>(static_cast<float*>(nullptr), count44, static_cast<const float*>(nullptr), nullptr);
    count44--;
    count44 -= count44;
    grow18_kernel<<<32, OFF32 + (TUNE_5 + HIGH31)>>>(static_cast<float>(13U * count44), nullptr);
    return 0x0;
}
