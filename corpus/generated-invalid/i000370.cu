// cudagen 0.1 seed 370 invalid:call_too_many_args
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,shared_2d,static_shared,constexpr_var,auto_var,enum_class,if,do_while,goto,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,lambda,macro_object,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define NUM_ITERS_2 (64)
#define NUM_ITERS_3 16
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_6 6
#else
#define CONFIG_6 11
#endif

__global__ void __launch_bounds__(0x100) relax7(const float* src8, bool a9) {
    int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_11[128];
    unsigned long long val12 = (CONFIG_6 / a9) + a9;
    static __shared__ int sh_13[2][10];
    if ((sh_11[threadIdx.x] >> 8u) != 16) {
        goto finish14;
    }
    val12 ^= val12;
finish14:;
}
enum struct Color15 : short { Low16 = 3, Low17 = 6, Off18, On19 };

static __global__ void sift20_kernel(int* acc21, unsigned char p22) {
    unsigned int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_24;
    auto tmp25 = *acc21;
    (*acc21) %= ((*acc21) - sh_24);
    __shared__ int sh_26[(256)];
}

unsigned int host_grow27(int count28) {
    Color15 t29 = Color15::Off18;
    auto step31 = [](float idx30) -> unsigned int {
        idx30 += 19L + ((idx30 / .5f) - (11.5f + idx30));
        return idx30 + idx30 + 54;
    };
    int pass32 = 0;
    do {
        if ((pass32 - pass32) != count28)
            continue;
        ++pass32;
    } while ((pass32 < count28) && count28);
    sift20_kernel<<<16, (NUM_ITERS_1 + (NUM_ITERS_1 + 2)) * (NUM_ITERS_1 + 0x5), 64 * 4>>>(&count28, count28);
    count28 <<= (046 * (-count28)) + ((4837 - pass32) + pass32);
    return +pass32;
}
// NOTE: keep in sync with the host reference.

static __global__ void stencil33(float* data34) {
    int i35 = threadIdx.x;
    data34[5] += (data34[i35]);
    int iter36 = 0;
    do {
        float v37 = gridDim.x;
        ++iter36;
    } while (iter36 < 0xf);
    Color15 lim38 = Color15::Low17;
    static __shared__ int sh_39[128];
    if (!(data34[threadIdx.x] > data34[6]))
        return;
}

inline int check_spread40(int stride41) {
    stride41 = stride41 + (stride41 * 2242);
    stencil33<<<dim3(0x8 * (NUM_ITERS_1 + 1), 1 << 2), dim3(16, CONFIG_6 + (NUM_ITERS_1 + (CONFIG_6 + 1)), (stride41 + 127) / 0x80)>>>(nullptr);
    stride41 = (CONFIG_6 + stride41 + (NUM_ITERS_1 - stride41)) - stride41;
    float lo42 = (stride41 * stride41) - (stride41 * stride41 * (61u * stride41));
    return ((stride41));
}
int mix44(int a, int b)
{
    return a * b;
}

int main() {
    int size43 = 2'663;
    size43 = mix44(size43, 1, 2);
    sift20_kernel<<<1 << (CONFIG_6 + 3), dim3(8, (size43 + 255) / 256, (040)), 0x100>>>(&size43, (size43 + 38) * size43);
    if (size43 >= (size43 + size43)) {
        relax7<<<dim3(CONFIG_6 + 2), 2 * 16>>>(nullptr, !((size43 + size43) != 0x2b));
        size43 = ((size43 + size43) - (9 - size43)) - (size43 * (size43 * 0x31));
    }
    return 0;
}
