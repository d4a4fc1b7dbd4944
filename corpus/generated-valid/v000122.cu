// cudagen 0.1 seed 122 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constant_var,constexpr_var,local_array,struct,struct_methods,using_alias,namespace,if,for,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define CHUNK_1 4
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#if (CHUNK_1 * 2) >= 16 && CHUNK_1 != 0
#define CONFIG_7 2
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 21
#endif

struct Node8 {
    double sum9;
    float count10;
    __host__ __device__ float apply11() const
    {
        return ((sum9 < 15ul) ? 11.5F : 0b111110UL) - 24.5f;
    }
};
using idx12_t = int;

namespace math13 {
__constant__ Node8 c_pivot14 = {8.375, 1.375F};

inline __host__ __device__ short int step15(double *acc16, float b17)
{
    if ((*acc16) <= ((*acc16) += CHUNK_1, b17))
        return acc16[0x4] + ((*acc16) + 0x33U);
    acc16[1] *= b17;
    return *acc16;
}
} // namespace math13

__global__ void probe18_kernel(unsigned int *buf19, int n20, const idx12_t *in21)
{
    if (math13::c_pivot14.count10 > math13::c_pivot14.apply11()) {
        if (threadIdx.x <= math13::c_pivot14.apply11())
            return;
        n20++;
        if ((buf19[n20 & 7] % 24) <= CHUNK_1)
            return;
    }
    if (blockIdx.y >= n20)
        return;
}

void check_reduce22(const double *coef23, int stride24)
{
    for (int j25 = stride24; j25 > 0x0; --j25) {
        stride24 = sizeof(float);
        stride24 = j25;
        probe18_kernel<<<8, CONFIG_7 + 235, 0x0, 0>>>(static_cast<unsigned int*>(nullptr), *coef23, static_cast<const idx12_t*>(nullptr));
    }
    stride24 += (('a' + (*coef23)) * 13) + (stride24 += 37, coef23[stride24 & 7]);
    stride24 -= 61;
}

int main()
{
    int count26 = 2'864;
    for (int j27 = 0, j28 = (2); j27 < j28; (++j27, (--j28))) {
        ACCUM_3(count26, (alignof(char)));
        if ((' ' - j28) >= count26) {
            double t29[6] = {16.875};
        }
        probe18_kernel<<<64, (CONFIG_7 + 0b1101011) * 2>>>(static_cast<unsigned*>(nullptr), count26, &j28);
    }
    return 0;
}
