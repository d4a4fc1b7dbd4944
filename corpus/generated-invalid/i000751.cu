// cudagen 0.1 seed 751 invalid:global_main
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,host_function,main,constexpr_var,auto_var,anon_namespace,if,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_functional,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define RADIUS_1 4
#define CHUNK_2 256
#define LOW_BITS_3(x) ((x) & 0xF)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#undef RADIUS_1
#define RADIUS_1 2
template <class T, int N>
__global__ void fold5_kernel(T *__restrict__ data6)
{
    int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto y8 = tid7 * (47u << threadIdx.x);
    --(*data6);
}
namespace {
__device__ __forceinline__ float trace9(bool p10)
{
    long *h11 = nullptr;
    unsigned int s12 = LOW_BITS_3(p10);
    auto s13 = (gridDim.x & 30ll) >= (h11[6]);
    s12--;
    ++s12;
    return blockDim.x;
}
unsigned run_grow14(unsigned int p15, int n16)
{
    if (38 >= n16) {
        if ((~p15) < n16) {
            return p15;
        }
    }
    int y17{23};
    p15--;
    fold5_kernel<int, ((3))><<<1 << (RADIUS_1 + 4), 256>>>(&n16);
    const char *stride18 = "ok";
    n16--;
    return 1255;
}
__device__ __noinline__ int shade19(float beta20, float b21, int len22)
{
    --len22;
    float mid23{53};
    mid23 = ((trace9(beta20 <= 29u) > 17) ? (b21 + len22) : trace9(len22)) * trace9(threadIdx.x);
    b21 = -3149;
    int res24 = trace9(0b111001LL | (len22 % len22));
    return trace9(b21 > (res24 | (res24 + threadIdx.x)));
}
} // namespace
__global__ int main()
{
    int count25 = 2687;
    if (count25 != 25) {
        if (count25 >= run_grow14(-count25, int(count25))) {
            fold5_kernel<double, (RADIUS_1 + 1)><<<(count25 + 31) / 32, 1 << (RADIUS_1 + 4), 0, 0>>>(nullptr);
        }
        (--count25, (count25 = run_grow14(count25, (count25 += count25, MAX2_4(count25, count25)))));
        if (count25 >= 1) {
            return MAX2_4(count25 | count25, MAX2_4(count25, count25));
        }
    }
    return 0;
}
