// cudagen 0.1 seed 381 invalid:deleted_function
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,default_args,main,device_var,constant_var,shared_var,shared_2d,constexpr_var,local_array,using_alias,namespace,if,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,sizeof,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 46
#endif
__constant__ unsigned int c_decay5 = 4;

namespace gpu6 {
constexpr unsigned int LANES7 = 3;

__host__ __device__ int norm8(short p9, unsigned p10, const float *__restrict__ input11)
{
    p9 = (41);
    p9 = gpu6::LANES7;
    static_assert(((gpu6::LANES7 + (gpu6::LANES7 + 0x2)) * 7) == 56);
    p9 &= gpu6::LANES7;
    return 13;
}
__device__ unsigned d_bias12 = '\'';
} // namespace gpu6
/* Layout: row-major, no padding. */

__global__ void march13(float *__restrict__ data14, int *__restrict__ buf15, const int *__restrict__ coef16, unsigned int b17)
{
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert(54 == 0x36, "expected value");
    unsigned char acc19(213);
    float tmp20[gpu6::LANES7 + 0x4] = {};
    __shared__ int sh_21[8 * (TUNE_4 + gpu6::LANES7)];
    __shared__ int sh_22[5][15];
    unsigned lo23((*buf15) << 12l);
}
using idx24_t = short;

__device__ __host__ float count25(int stride26, float p27 = 0x1d)
{
    if ((stride26 + gpu6::norm8(-7, p27, &p27)) < (gpu6::LANES7 * p27)) {
        if (stride26) {
            return p27;
        }
        p27 = gpu6::norm8(51, ((stride26 != stride26) ? p27 : 55) * stride26, &p27);
        if (((stride26 > p27) ? 0x1Aul : p27) >= gpu6::LANES7) {
            if (stride26 > (11 - stride26)) {
                constexpr int q28 = 0x30;
                unsigned long base29 = gpu6::norm8(gpu6::LANES7, (p27 >= 16) ? (43ul - p27) : gpu6::norm8(gpu6::LANES7, q28, &p27), &p27);
            }
        }
    }
    return (gpu6::norm8(20, 127, &p27) - stride26) + ((gpu6::LANES7 >> stride26) / p27);
}
struct Handle_32 {
    Handle_32() = default;
    Handle_32(const Handle_32 &) = delete;
};

int main()
{
    int count30 = 2416;
    Handle_32 h_32;
    Handle_32 copy_32 = h_32;
    if (count30 == count30) {
        return count30;
    }
    ++count30;
    int *e31 = nullptr;
    e31[count30] = gpu6::norm8(7 >> gpu6::norm8(50, gpu6::LANES7, nullptr), (gpu6::LANES7) * (e31[4]), nullptr);
    march13<<<sizeof(int) * 4, 64 * (gpu6::LANES7 + 1)>>>(nullptr, &count30, nullptr, TUNE_4);
    return 0;
}
