// cudagen 0.1 seed 457 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,shared_2d,host_global,using_alias,if,switch,switch_fallthrough,goto,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SQR_2(x) ((x) * (x))
const float g_rank3 = 3.125f;
using real4_t = float;
// NOTE: keep in sync with the host reference.

static __global__ void __launch_bounds__(1024) scatter5_kernel(const short* coef6)
{
    const int* lim7 = reinterpret_cast<const int*>(coef6);
    if (((*coef6) * (*coef6)) >= ' ') {
        return;
    }
}

__global__ void __launch_bounds__(32, 1) march8(const char* coef9, int lane10, unsigned short* dst11)
{
    if (!(lane10 > 27)) {
        return;
    }
    long acc12 = dst11[lane10 & 7];
    if (lane10 != (*coef9)) {
        goto done13;
    }
    lane10 = *coef9;
    if ((lane10 != lane10) && ((*coef9) != lane10)) {
        return;
    }
done13:;
}

__global__ void __launch_bounds__(256) smooth14_kernel(unsigned int cfg15, const real4_t* input16, int* out17, int* dst18)
{
    __shared__ double sh_19[13][3];
    __shared__ int sh_20[32];
    switch (dst18[3]) {
    case 3: {
        float acc21((real4_t((027 * (*out17)) ^ 2578)));
        if (sh_19[cfg15][cfg15] >= sizeof(double)) {
            return;
        }
        break;
    }
    case (12):
    case (4):
    case 8:
        break;
    }
}

int main(void)
{
    int n22 = 1613;
    if (n22 < sizeof(int)) {
        return 4;
    }
    n22++;
    n22 = n22 - g_rank3;
    march8<<<(n22 + 31) / 32, 0b1000000 * 8, 0, nullptr>>>(nullptr, ~static_cast<int>(n22), nullptr);
    smooth14_kernel<<<dim3((n22 + 0b111111) / 64), 128>>>(g_rank3, &g_rank3, &n22, &n22);
    scatter5_kernel<<<4, (32)>>>(nullptr);
    return 0;
}
