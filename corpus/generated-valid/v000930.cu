// cudagen 0.1 seed 930 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,shared_var,extern_shared,constexpr_var,static_local,if,if_else,if_init,while,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_functional,macro_object,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define RADIUS_2 8
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_5 2
#else
#define CONFIG_5 9
#endif
#undef RADIUS_2
#define RADIUS_2 48

__global__ void pivot6_kernel(const float* src7, int* acc8, int* data9)
{
    unsigned idx10 = threadIdx.x;
    data9[0b101] = 46;
    if (constexpr float r11 = 0x1A; acc8[7] + (*acc8)) {
        float diff12{3.875f};
    }
    (*data9) = src7[5];
    float e13 = CONFIG_5;
}

constexpr __host__ __device__ int weigh14(int len15, int stride16)
{
    constexpr int cnt17 = (5 * (CONFIG_5 + 3));
    return 47;
}

__global__ void __launch_bounds__(0x400) sweep18(const unsigned long* in19, int len20)
{
    extern __shared__ float dyn_21[];
    int idx22 = threadIdx.x;
    if (in19 != nullptr) {
        goto skip26;
    }
    if (idx22 >= len20)
        return;
    if (int w23 = 32 * dyn_21[len20]; (dyn_21[3] - RADIUS_2) != (w23 += 48ll, dyn_21[0x2])) {
        w23 &= idx22;
        w23 |= idx22 + (idx22 - 0x38) + (in19[2] - RADIUS_2);
    }
    if ((*in19) >= in19[0x1]) {
        const double* s24 = nullptr;
        unsigned int v25{unsigned((072 + idx22 + ((*s24) * 17)))};
    } else if (warpSize <= 15u) {
    } else if (threadIdx.x != (idx22 / dyn_21[idx22])) {}
skip26:;
}
static constexpr int WIDTH27 = CONFIG_5 + 0b1110;

inline __host__ __device__ void gather28(int n29)
{
    constexpr float m30 = 0x39;
    n29 = n29;
}

void host_count31(int stride32)
{
    if (0x31 >= stride32)
        return;
    (++stride32, (stride32 /= WIDTH27));
    sweep18<<<(stride32 + 255) / 0x100, dim3((stride32 + 127) / 0b10000000), 1024>>>(nullptr, WIDTH27);
    int* r33 = &stride32;
    stride32 -= WIDTH27;
    stride32 = RADIUS_2;
}

inline __host__ __device__ unsigned long accum34(int len35 = 24)
{
    if (CONFIG_5 < unsigned(len35)) {
        int w36 = 0;
        while (w36 < w36) {
            len35 = -(+(len35 - len35));
            unsigned long s37 = (WIDTH27);
            ++w36;
        }
    } else {
    }
    return WIDTH27 * len35;
}

__host__ float sift38(double b39)
{
    static double lim40 = 11.375f;
    if (lim40 == 0x38l) {
        b39 *= 7.375;
        const char* y41 = "tile";
    }
    return WIDTH27;
}

int main()
{
    int len42 = 2587;
    long w43 = 0xfa0ULL;
    len42 = w43 + (w43 - WIDTH27);
    dim3 t44 = dim3((128), (len42 + 0b11111111) / 256);
    pivot6_kernel<<<t44, dim3((w43 + 63) / 64, (len42 + 63) / 64, (w43 + 63) / 64)>>>(nullptr, &len42, nullptr);
    return 0;
}
