// cudagen 0.1 seed 1414 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,auto_var,static_local,struct,struct_template,anon_namespace,if,goto,ternary,compound_assign,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

inline __host__ __device__ int merge6(float p7, int lane8)
{
    unsigned s9 = (CAT_5(p, 7) > (0x3Ful)) ? 11 : MIN2_1(p7, -lane8);
    if (8L < (p7 + p7)) {
        goto out10;
    }
    lane8++;
out10:;
    return -((int)(p7 * 37));
}

namespace {
void check_weigh11(float* __restrict__ buf12)
{
    constexpr int val13 = 31;
    unsigned long m14 = buf12[7] - MIN2_1(buf12[7], val13);
    m14++;
    if (m14) {
        buf12[0x1] = (CAT_5(m, 14) ? (val13 - m14) : (.5f + m14)) * ((0x26 > ((*buf12) * m14)) ? 2 : (-(-12ll)));
        buf12[m14] *= ('\n') + (m14 - m14);
    }
}

template <typename T>
struct Stats15 {
    T vel16;
    __host__ __device__ T get17() const
    {
        return 25;
    }
};

inline __host__ __device__ char sift18(const float* input19, float* __restrict__ out20)
{
    auto res21 = 0x9 + out20[4];
    if ((*out20) < out20[0x0])
        return *out20;
    auto diff22 = (char)res21;
    if ((diff22 < 38) && (res21 >= input19[diff22]))
        return 14;
    diff22 *= sizeof(Stats15<int>);
    return input19[0x5];
}
} // namespace

long accum23(int len24, unsigned int alpha25, unsigned* __restrict__ out26)
{
    (*out26)++;
    if (((*out26) < len24) && (0b100010L != CAT_5(alpha, 25)))
        return 30;
    Stats15<long> res27 = {55u};
    if (len24 != alpha25) {
        goto finish30;
    }
    if ((((len24 < res27.vel16) ? alpha25 : res27.vel16) * 9) != (sizeof(double) - out26[5])) {
        out26[7] *= (((float)(*out26)) * alpha25) + (MIN2_1(out26[7], res27.vel16));
        int y28[8]{60u, 0b1111, -48, 27, len24, static_cast<int>(11), -0b1010L, 0b10};
        static float idx29 = 10.375f;
    }
finish30:;
    return (9 + (out26[0] + len24)) / (0x1187 + res27.vel16 + 9);
}

__global__ void relax31(int count32)
{
    extern __shared__ int dyn_33[];
    int gid34 = threadIdx.x;
    if (gid34 >= count32)
        return;
    ACCUM_2(count32, (MIN2_1(count32, 0x3Fu) - (count32 + blockIdx.x)));
    int w35[6]{count32, 3, static_cast<int>(blockIdx.x), static_cast<int>(dyn_33[blockIdx.x]), 4, -0b1000000};
    static __shared__ Stats15<int> sh_36[32];
}

int main()
{
    int len37 = 1819;
    int cnt38 = (((CAT_5(len, 37) - 7) < len37) ? 2445 : (3602l + len37)) + 0b11011;
    cnt38 = cnt38;
    if ((cnt38 - 0) >= cnt38)
        return (7 / CAT_5(cnt, 38)) + len37;
    relax31<<<(len37 + 255) / 0x100, 128 * 4>>>(39);
    return 0;
}
