// cudagen 0.1 seed 631 invalid:launch_bad_arg_type
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,if,if_else,if_init,goto,nested_block,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define LOW_BITS_2(x) ((x) & 0xF)
#define LOW_BITS_3(x) ((x) & 0xF)
#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_4 6
#else
#define CONFIG_4 24
#endif
__device__ float d_sweep5;
__host__ __device__ long blend6(bool cfg7)
{
    constexpr short lo8 = -19;
    double prod9(cfg7);
    if ((prod9 >= prod9) || (012 != cfg7)) {
        return (62L * cfg7) + 24;
    }
    if (!cfg7) {
        return cfg7 + 61ul;
    }
    return cfg7;
}
__host__ __device__ unsigned char kick10(const float *src11)
{
    if (((*src11) - src11[6]) >= 39ul) {
        goto skip12;
    }
    blend6(((src11 != nullptr) && (NUM_ITERS_1 >= src11[3])) || ((*src11) == src11[4]));
skip12:;
    return 44UL;
}
__global__ void __launch_bounds__((128)) norm13(int count14, const float *coef15)
{
    int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    count14 = -LOW_BITS_2(count14);
    kick10(static_cast<const float*>(nullptr));
    float idx17 = LOW_BITS_3(blend6(true)) * blend6(threadIdx.x);
    {
        int u18((d_sweep5 - NUM_ITERS_1) - i16);
        count14 %= count14;
    }
    constexpr unsigned lo19 = 33;
}
__device__ float rank20(float a21, float alpha22)
{
    d_sweep5 *= kick10(nullptr);
    unsigned sum23 = blend6(a21);
    return 13.625F;
}
template <class T, int N>
__global__ void kick24(T a25, T *dst26)
{
    extern __shared__ signed char dyn_27[];
    int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int res29 = rank20(dyn_27[blockDim.x], rank20(23, d_sweep5));
    if (((a25 * 30) == N) || (threadIdx.x <= 56)) {
        if ((d_sweep5 <= gridDim.x) || (dst26 == nullptr)) {
            return;
        }
    } else {
        res29 >>= (dyn_27[tid28] + (tid28 - blockIdx.x)) >> tid28;
    }
    T mid30 = rank20(N, 20.25f);
    mid30 += mid30 * 11;
    dyn_27[tid28] = threadIdx.x * 59L;
}
short run_rank31(long long alpha32, int n33, double alpha34 = 53)
{
    constexpr int z35 = 49l;
    alpha32 = (38 + alpha32) - (38L - alpha34);
    return z35;
}
__global__ void probe_kernel38(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
int main()
{
    int n36 = 401;
    float ratio39 = 0.5f;
    probe_kernel38<<<1, 128>>>(&ratio39, n36);
    if (int q37 = run_rank31(kick10(nullptr), short(3) >> (n36 + n36), 3u); ((+q37) / 5) > LOW_BITS_2(n36)) {
        kick24<float, 2><<<dim3((n36 + 63) / 64, (q37 + 31) / 32), sizeof(int) * (CONFIG_4 + 2), (CONFIG_4 + (CONFIG_4 + 4084)), 0>>>(run_rank31(n36, 25) * (q37 + sizeof(short)), nullptr);
    }
    norm13<<<(n36 + 31) / 32, (CONFIG_4 + 2) * (CONFIG_4 + (CONFIG_4 + 4)), sizeof(int) * 0400, 0>>>(LOW_BITS_2(n36), (const float*)nullptr);
    if (n36 < n36) {
        if ((n36 >= 49u) && n36) {
            return static_cast<float>((int)n36);
        }
        norm13<<<(n36 + 63) / 0100, dim3(CONFIG_4 + 506, (n36 + 127) / 128), sizeof(int) * 32>>>(run_rank31(+n36, n36 << 6, CONFIG_4 * n36), nullptr);
    }
    return 0;
}
