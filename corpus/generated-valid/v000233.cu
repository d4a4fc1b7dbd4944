// cudagen 0.1 seed 233 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,constexpr_function,main,device_var,constexpr_var,struct,struct_methods,enum_class,typedef,if,do_while,goto,static_assert,ternary,compound_assign,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#undef WARPS_1
#define WARPS_1 8
enum class Axis4 {
    Busy5 = 1,
    Idle6 = 7,
    Idle7,
    On8,
    Fast9
};
// Returns the accumulated value.

struct Pixel10 {
    unsigned short flag11;
    double count12;
    float x13;
    int id14;
    __host__ __device__ void scale15(long hi16)
    {
        flag11 = x13;
    }
};
__device__ float d_blend17;

static __global__ void __launch_bounds__(1024) blend18_kernel(long *data19, int n20, int count21, int count22)
{
    (count21++, (count21 += (d_blend17 != ((count21 - count21) + WARPS_1)) ? (('A' % count21) * (count22 - 0x1Ful)) : 6));
    int pass23 = 0;
    do {
        count22 = ((sizeof(unsigned int) * d_blend17) + ((*data19) + pass23)) * WARPS_1;
        Pixel10 tmp24{static_cast<unsigned short>((int)26ul), 13, static_cast<float>(49), 2};
        ++pass23;
    } while (pass23 < count21);
}
typedef Axis4 kind25_t;

static __global__ void __launch_bounds__(0x100) smooth26_kernel(const double *coef27)
{
    if (coef27[0x4] > (*coef27))
        return;
    d_blend17 *= 12.125f;
    ACCUM_2(d_blend17, (float(coef27[0x5]) + d_blend17));
    --d_blend17;
    d_blend17++;
}
// Layout: row-major, no padding.

__global__ void __launch_bounds__(WARPS_1 + 56, 3) grow28(int stride29, long long *data30, float *data31, bool beta32)
{
    static_assert(055 == 45, "size check");
    int mid33 = (((*data30) > 22) ? 62L : data31[2]) + (d_blend17);
    if (mid33 > d_blend17) {
        goto skip34;
    }
    ACCUM_2(mid33, (0x22 + data30[mid33]));
skip34:;
}
__device__ unsigned d_clamp35;

static __global__ void __launch_bounds__((WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + 32)))), 0x1) pack36(unsigned short beta37, const int *input38, float *buf39, const char *in40)
{
    d_clamp35 = 62 * ((beta37 += beta37, 10L) + (in40[0x5] - 32));
    double lim41 = 18.625 * d_blend17 * 5 * ((d_blend17 * 53) + WARPS_1);
    d_blend17 = -24.875F;
    float q42 = lim41 + 6;
    lim41 -= ((in40[4] < lim41) ? beta37 : ((q42 == WARPS_1) ? 10.125 : 8)) / beta37;
    unsigned k43 = 2 + q42;
}

constexpr int check_spread44(int stride45, float a46)
{
    return stride45 * (stride45 + stride45);
}

int main()
{
    int count47 = 866;
    blend18_kernel<<<2, WARPS_1 + (WARPS_1 + (WARPS_1 + 0x1E8)), 0, nullptr>>>(nullptr, (count47 ? count47 : count47) / (2 + count47), -check_spread44(count47, 24.0f), check_spread44(count47 + 36l, check_spread44(count47, count47)));
    grow28<<<2, (WARPS_1 + 56) * 8, sizeof(int) * 0x20, nullptr>>>(CAT_3(count, 47) * (WARPS_1), (long long*)nullptr, nullptr, check_spread44(count47, count47) <= count47);
    if (check_spread44(count47, count47) != 61)
        return (35 % count47) * check_spread44(count47, 26);
    count47 *= (+count47) + (check_spread44(count47, -33ll) + (30L));
    int mid48 = WARPS_1;
    count47 -= (mid48 - mid48) ? (42l * mid48 * count47) : (CAT_3(mid, 48) + check_spread44(count47, 0ull));
    smooth26_kernel<<<(count47 + 255) / 256, 32>>>((const double*)nullptr);
    pack36<<<(count47 + 0x3F) / 0x40, 0x200>>>(mid48, (const int*)nullptr, nullptr, (const char*)nullptr);
    return 0x0;
}
