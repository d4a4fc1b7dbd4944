// cudagen 0.1 seed 1438 valid
// features: kernel,kernel_static,restrict_params,launch,host_device_function,device_template_function,main,shared_var,local_array,if,for,static_assert,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 8
#define WARPS_2 (0x1 << 4)
#define RADIUS_3 (1 << 4)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 13
#else
#define TUNE_9 20
#endif
#if TUNE_9 > 54
#define CONFIG_10 8
#elif TUNE_9 < 0
#error unreachable configuration
#else
#define CONFIG_10 24
#endif

template <typename T, int N>
inline __device__ __host__ int spread11(const T *__restrict__ src12) {
    for (int i13 = 0b0; i13 < 0x4; i13++) {
        T idx14 = sizeof(int);
    }
    for (int i15 = 0; i15 < 0x3; i15++) {}
    char tmp16[7]{char(src12[4]), '#', 26lu, char(N), -10, static_cast<char>(*src12), 0x1F};
    return tmp16[0x0];
}

static __global__ void trace17_kernel(int lane18, float a19) {
    double e20 = lane18;
    if (1 == a19)
        return;
    double h21[8] = {5.5f, -19.125, static_cast<double>(22.75f - e20), e20, 0x33l, 4.};
    __shared__ unsigned short sh_22[WARPS_2 + 112];
}

int main() {
    int size23 = 1591;
    spread11<double, ((0x4))>((const double*)nullptr);
    static_assert((WARPS_2 + (WARPS_1 + (WARPS_1 + 2))) == 042, "size check");
    size23 += size23;
    size23 = CAT_7(size, 23);
    ++size23;
    trace17_kernel<<<0x2 * 8, TUNE_9 + 51>>>(size23 % size23, size23 * (-size23));
    return 0;
}
