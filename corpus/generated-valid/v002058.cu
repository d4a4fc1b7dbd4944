// cudagen 0.1 seed 2058 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,host_function,static_host_function,constexpr_function,main,enum,enum_class,if,if_else,goto,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
enum Level4 {
    SLOW5,
    BLUE6 = 2,
    FAST7 = 6,
    SLOW8 = 8,
    HIGH9
};

inline __device__ void sift10(const float* __restrict__ coef11, unsigned long alpha12) {
    if (!coef11) {
        if (alpha12) {
            return;
        }
    }
    ++alpha12;
}

__global__ void fold13_kernel(const unsigned char* input14, const long long* __restrict__ input15) {
    float z16 = ((input15[blockDim.y] * 7) + 62u) * ((input15[blockIdx.x] - 2154) * (+threadIdx.y));
    if (8 >= z16) {
        size_t tmp17((unsigned int)27);
        tmp17++;
    } else {
    }
}

template <class T, int N>
__global__ void relax18(T a19, const float* __restrict__ src20, const T* input21, int* __restrict__ acc22) {
    int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc22[i23] %= N;
    a19 = a19 + (warpSize + (blockIdx.x - (*src20)));
    if (a19 > a19) {
        goto finish24;
    }
    acc22[0x7]++;
    static_assert((BLUE6 + 0x2F) == 49);
    static_assert(sizeof(int) == 4, "size check");
finish24:;
}

constexpr __device__ __host__ int tile25(int stride26) {
    return ((unsigned long)55) - stride26;
}
enum class Level27 { Off28, High29 };
// Layout: row-major, no padding.

template <typename T>
__global__ void norm30(T q31) {
    int i32 = threadIdx.x;
    if (i32 >= i32) {
        return;
    }
    if (gridDim.z < (i32 * q31)) {
        return;
    }
    T idx33 = (i32) + 51 + (i32 * i32);
    ++idx33;
    idx33 = (T)threadIdx.z;
    const float* x34 = nullptr;
}

static long long host_march35(unsigned long b36, const double* input37) {
    relax18<unsigned, (FAST7 + 1)><<<(b36 + 255) / 256, sizeof(float) * 16>>>(+(18 - input37[b36]), (const float*)nullptr, (const unsigned*)nullptr, nullptr);
    b36 = (7 - ((*input37) * b36)) + ((*input37) - (sizeof(int)));
    return input37[b36];
}

int main() {
    int count38 = 0x79b;
    (--count38, (count38 = ((short)(u'A')) * (CAT_3(count, 38) * (count38 + 6U))));
    norm30<long><<<dim3((count38 + 63) / 0b1000000), (SLOW8 + 0b11000)>>>(count38 / count38);
    fold13_kernel<<<dim3((SLOW8), 0x20 * (HIGH9 + (FAST7 + 1))), sizeof(int) * 8>>>(nullptr, nullptr);
    return 0;
}
