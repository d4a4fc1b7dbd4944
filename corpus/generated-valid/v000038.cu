// cudagen 0.1 seed 38 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_template_function,host_function,constexpr_function,main,shared_var,static_shared,local_array,if,if_else,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
/* Layout: row-major, no padding. */

__global__ void score6_kernel(long *acc7, unsigned char alpha8, int *__restrict__ acc9, int n10)
{
    int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double z12[8]{15.5F, 23.75, 8.0, static_cast<double>(idx11), 16u, 13ul, 23.375, 2748L};
    if (((threadIdx.x != CAT_5(alpha, 8)) ? CAT_5(alpha, 8) : acc7[alpha8]) > z12[n10]) {
        goto finish13;
    }
    acc7[2] &= ~static_cast<long>(alpha8 - u8'A');
finish13:;
}

__global__ void __launch_bounds__(8 * 4) update14_kernel(size_t b15, const unsigned char *in16)
{
    int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b15 += idx17;
    int u18{static_cast<int>(*in16)};
    b15 = (9l > (u18)) ? 15 : ((in16[u18 & 7]) - ((b15 >= blockDim.x) ? ' ' : u18));
    __shared__ unsigned int sh_19[(16)];
}

__global__ void __maxnreg__(32) march20_kernel(float b21)
{
    unsigned tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b21 = 9.125F * ((SQR_2(tid22) > 0x3C) ? threadIdx.x : (6 - b21));
    if (((tid22 + 44lu) - 51l) != CAT_5(b, 21)) {
        b21 = b21;
        b21 *= (tid22 + tid22) << blockIdx.z;
        b21 = '\n';
    } else {
    }
}
// Layout: row-major, no padding.

template <typename T, typename U>
inline __device__ short update23(U beta24, int lane25)
{
    static __shared__ size_t sh_26[8];
    __shared__ unsigned int sh_27;
    return beta24;
}

constexpr int update28(int lane29)
{
    return -lane29;
}

int main()
{
    int len30 = 514;
    const double *tmp31 = nullptr;
    update28(tmp31[len30]);
    if ((~len30) == len30)
        return 2 + len30;
    score6_kernel<<<32, 64 * 8>>>(nullptr, update28(len30), nullptr, (len30 >> len30) * static_cast<double>(len30));
    update14_kernel<<<dim3((len30 + 255) / 256), dim3((len30 + 255) / 256, 128)>>>(update28(tmp31[len30 & 7]) + len30, (const unsigned char*)nullptr);
    march20_kernel<<<2 * 8, 512>>>(6);
    return 0;
}
