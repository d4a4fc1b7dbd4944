// cudagen 0.1 seed 499 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,shared_var,static_shared,constexpr_var,const_local,if,while,switch,switch_fallthrough,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define RADIUS_2 64
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 24
static constexpr double kT4 = 750e-3;
// Returns the accumulated value.

static __global__ void fuse5_kernel(int stride6, long *__restrict__ buf7, const long long *src8)
{
    int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid9 >= stride6)
        return;
    int w10 = 0;
    while (w10 < 12) {
        if (gid9 <= 0x2f)
            return;
        stride6--;
        __shared__ float sh_11[256];
        ++w10;
    }
    int *off12 = &stride6;
}
__device__ int d_tally13;

void check_reduce14(int lane15)
{
    int f16(51);
    if (f16 <= 39) {
        goto out17;
    }
    if (lane15 == f16)
        return;
out17:;
}
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(1 << 8, 4) scatter18_kernel(unsigned int cfg19, const int *coef20)
{
    const unsigned int *e21 = &cfg19;
    cfg19 &= cfg19 & ((int)static_cast<int>(kT4));
    if (e21[d_tally13 & 0x7] != 45u)
        return;
    if ((*coef20) && ((*e21) >= (*e21)))
        return;
    constexpr char off22 = (21);
    const float r23 = 0x3 + d_tally13;
}

template <typename T>
__global__ void scale24_kernel(T alpha25, int n26)
{
    int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid27 >= n26)
        return;
    alpha25 /= (n26 % (n26 + 55)) >> (d_tally13 + 0x39);
    switch (tid27) {
    case 2 * 2:
        d_tally13 = -27;
        [[fallthrough]];
    case 0:
        break;
    case 2: {
        const long long f28 = tid27;
        bool prod29 = (d_tally13 & 1) || (BLOCK_SIZE_1 < threadIdx.x) || (44 != blockDim.x) || (tid27 != (alpha25 * 3807));
        break;
    }
    case 11:
        break;
    }
    static __shared__ long sh_30[256];
    alpha25 = ((n26 * n26) ^ (-sh_30[160])) + ((n26 + tid27) | BLOCK_SIZE_1);
}

int main(void)
{
    int n31 = 0x804;
    n31 = (n31 += 58, (((n31 + n31) == 2) ? (n31 % 27) : n31));
    constexpr int stride32 = 51;
    n31 -= 43U;
    if (!(n31 > stride32))
        return TWICE_PLUS_3(n31 + 3, n31);
    scatter18_kernel<<<(n31 + 63) / 64, 256, sizeof(int) * 256>>>(n31, &stride32);
    fuse5_kernel<<<8 * 16, BLOCK_SIZE_1 + (RADIUS_2 + 40), 0, nullptr>>>(0x299, nullptr, static_cast<const long long*>(nullptr));
    scale24_kernel<unsigned int><<<(n31 + 0x1F) / 0x20, (0x200), BLOCK_SIZE_1 + 1000, (cudaStream_t)0>>>(1619, stride32 << n31);
    return 0x0;
}
