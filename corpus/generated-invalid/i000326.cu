// cudagen 0.1 seed 326 invalid:memory_space_local_in_host
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,constexpr_var,local_array,const_local,if,if_else,if_init,for,while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 47
#endif

#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 1
#else
#define CONFIG_6 12
#endif

__global__ void score7_kernel(const int *input8) {
    unsigned int tid9 = threadIdx.x;
    for (int it10 = 16; it10 > 0; --it10) {
        for (int i11 = it10; i11 > 0b0; --i11) {
            if (tid9) {
                break;
            }
        }
        __shared__ double sh_12[256];
    }
}

template <typename T, typename U>
__global__ void pivot13(const T *coef14, unsigned int *__restrict__ out15, long cfg16) {
    if (out15[cfg16] >= ((gridDim.x != out15[threadIdx.x]) ? 1 : coef14[5])) {
        return;
    }
    if (const T k17 = (coef14[3] == CAT_3(cfg, 16)) ? coef14[cfg16] : (TUNE_5); out15[cfg16]) {
        int f18 = 0x4;
        int w19 = 0;
        while (w19 < f18) {
            double off20[2] = {45ULL};
            off20[0]++;
            ++w19;
        }
    }
}

__global__ void step21_kernel(const double *__restrict__ input22) {
    unsigned gid23 = threadIdx.x;
    float val24 = -3.5f;
    val24 = gid23;
    (val24++, (val24 = gid23));
    val24 = val24;
}

template <typename T, int N = 3>
__global__ void gather25_kernel(T *__restrict__ data26, T a27, int lane28) {
    int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i29 >= lane28) {
        return;
    }
    (*data26) = 127lu;
    if (!data26) {
        float hi30 = 12;
    } else {
        data26[blockDim.z]--;
    }
}

inline __host__ __device__ float blend31(int count32, float cfg33, int stride34) {
    if (count32 >= TUNE_5) {
        return count32 * count32;
    }
    cfg33++;
    return CAT_3(count, 32) - count32;
}

constexpr int count35(int len36, int n37) {
    n37 = len36;
    return n37;
}

int main() {
    int len38 = 2822;
    __managed__ static int local_mem41 = 1;
    len38 %= 31;
    const int mid39 = 10;
    int lo40 = 016ll;
    score7_kernel<<<dim3(2, 8, CONFIG_6 + 500), 0b1000000>>>(nullptr);
    pivot13<unsigned int, unsigned int><<<0x100, 256, 0>>>(nullptr, nullptr, +(3143 % len38));
    step21_kernel<<<dim3((len38 + 127) / 0b10000000, (lo40 + 0xff) / 256, (lo40 + 255) / 256), 0b10000000>>>(nullptr);
    return 0x0;
}
