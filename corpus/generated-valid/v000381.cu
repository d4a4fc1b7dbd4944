// cudagen 0.1 seed 381 valid
// features: kernel,maxnreg,launch,builtin_vars,host_function,constexpr_function,main,shared_var,static_shared,host_global,constexpr_var,enum_class,namespace,nested_namespace,if,for,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define RADIUS_1 64
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define HALF_3(x) ((x) / 2)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

__global__ void __maxnreg__(32) lerp7(int* acc8, const float* in9)
{
    unsigned gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ int sh_11[256];
    long long val12{static_cast<long long>((sh_11[206] += acc8[7], (acc8[gridDim.z & 7] * 19lu)))};
    val12 = 0x37ll;
    acc8[gridDim.z] = RADIUS_1;
    __shared__ double sh_13[0100];
    val12 |= (4644 - gid10) % ((unsigned char)(8 + (*acc8)));
    if ((acc8[2] * sh_11[threadIdx.z]) < 37U)
        return;
}

namespace img14::v15 {
enum class Axis16 : short { On17, Red18, Low19, Idle20 = 6 };
} // namespace img14::v15

__global__ void __maxnreg__(64) tile21_kernel(double* data22, img14::v15::Axis16 alpha23, unsigned alpha24)
{
    for (int i25 = 0; i25 < 7; i25++) {
        (*data22) = (alpha24 * alpha24) - data22[warpSize];
        ACCUM_4(data22[7], ((i25 - (alpha24 | i25)) & (RADIUS_1 * threadIdx.y)));
        if (alpha24 < alpha24)
            return;
    }
}
static float g_march26;

constexpr int host_relax27(int count28)
{
    count28 = (count28 += 0x23U, (count28 + TWICE_PLUS_2(count28, 27)));
    return count28;
}

int main(void)
{
    int n29 = 1495;
    tile21_kernel<<<(64), 128>>>((double*)nullptr, img14::v15::Axis16::Idle20, RADIUS_1);
    lerp7<<<(n29 + 127) / 128, 0x80>>>((int*)nullptr, nullptr);
    lerp7<<<2 * 2, 8 * 4>>>(nullptr, nullptr);
    return 0;
}
