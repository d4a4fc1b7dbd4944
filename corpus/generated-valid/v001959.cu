// cudagen 0.1 seed 1959 valid
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,main,shared_var,static_shared,constexpr_var,if,goto,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define MOD8_2(x) ((x) % 8)
__global__ void warp3(const float *input4, const unsigned *src5)
{
    int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (MOD8_2(threadIdx.x) == (*input4)) {
        return;
    }
    if ((*src5) == gridDim.x) {
        float q7 = blockIdx.z;
        if (MOD8_2(*src5) == '\x41') {
            return;
        }
    }
    __shared__ int sh_8[64];
}
__host__ __device__ void probe9(int len10)
{
    len10 = static_cast<unsigned int>(BLOCK_SIZE_1);
    len10++;
}
extern "C" {
static __device__ __noinline__ unsigned split19(int n20, int n21, float *acc22)
{
    if (n20) {
        return BLOCK_SIZE_1;
    }
    n21 = static_cast<long>(n21);
    return n21;
}
static __global__ void __launch_bounds__((BLOCK_SIZE_1 + BLOCK_SIZE_1), 2) march11(int *__restrict__ out12, unsigned int p13, double *buf14, double p15)
{
    int idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ float sh_17[sizeof(int) * BLOCK_SIZE_1];
    if (sh_17[p13] < (sh_17[p13] * p13)) {
        goto skip18;
    }
    (*buf14) = *buf14;
    probe9(p15);
skip18:;
}
}
int main()
{
    int len23 = 3011;
    march11<<<(len23 + 255) / 0400, (BLOCK_SIZE_1 + BLOCK_SIZE_1), 0, nullptr>>>(nullptr, (int)MOD8_2(len23), (double*)nullptr, 7lu);
    warp3<<<dim3((len23 + 255) / 256, 8, (len23 + 127) / 0200), 256, 0>>>(nullptr, (const unsigned int*)nullptr);
    const char *stride24 = "\x41\102";
    return 0;
}
