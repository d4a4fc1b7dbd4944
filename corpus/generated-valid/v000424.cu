// cudagen 0.1 seed 424 valid
// features: kernel,launch,launch_dim3,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,enum,namespace,if,for,pragma_unroll,switch,goto,nested_block,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
enum Axis4 { BUSY5, IDLE6 = 3 };

__global__ void norm7_kernel(int lane8)
{
    __shared__ int sh_9[5][12];
    __shared__ short sh_10[128];
    int flag11 = 19;
}

__global__ void scale12(int len13)
{
    Axis4 sum14 = IDLE6;
    if (37UL >= sum14) {
        return;
    }
}

__global__ void trace15(const signed char* input16)
{
    extern __shared__ float dyn_17[];
    if ((input16[1] <= 28l) || input16[1]) {
        goto done19;
    }
    {
        dyn_17[4] = 12 ^ ((dyn_17[6] += BUSY5, (*input16)) | (sizeof(long) ^ (*input16)));
        #pragma unroll
        for (int i18 = 0; i18 < 12; ++i18) {
            if ((input16[7] != (*input16)) || (IDLE6 == i18)) {
                break;
            }
            dyn_17[1] = 19.875F;
        }
    }
done19:;
}

namespace img20 {
constexpr unsigned STEPS21 = sizeof(int) * (IDLE6 + 1);

__global__ void grow22(char* acc23, const float* input24, const int* input25, long long b26)
{
    extern __shared__ float dyn_27[];
    dyn_27[b26] = (long)226;
    b26 = input24[b26 & 7] - 0;
}

float trace28(int count29, const double* coef30)
{
    trace15<<<dim3((count29 + 255) / 256), img20::STEPS21 + 112>>>(reinterpret_cast<const signed char*>(coef30));
    count29 = img20::STEPS21;
    switch (count29 - 6) {
    case (IDLE6 + (IDLE6 + (IDLE6 + 3))):
        break;
    case (IDLE6 + 3):
        break;
    case 2 * 4:
        break;
    default:
        for (int it31 = 0; it31 < 13; ++it31) {
            Axis4 res32 = IDLE6;
            if ((coef30[it31 & 7] > sizeof(int)) && (it31 != 36)) {
                continue;
            }
        }
        break;
    }
    return ((img20::STEPS21 ^ count29) & ((long)(*coef30))) & img20::STEPS21;
}
} // namespace img20

int main()
{
    int len33 = 694;
    ACCUM_1(len33, (len33));
    constexpr int mid34 = 4362;
    norm7_kernel<<<(len33 + 127) / 128, 32 * 16>>>((len33 & 12) * (img20::STEPS21 - len33));
    scale12<<<(img20::STEPS21), 1 << 6>>>(sizeof(int) | len33);
    img20::grow22<<<(len33 + 31) / 32, sizeof(float) * 8>>>(static_cast<char*>(nullptr), static_cast<const float*>(nullptr), nullptr, len33);
    return 0;
}
