// cudagen 0.1 seed 1483 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,main,shared_var,shared_2d,constexpr_var,auto_var,enum,if,for,pragma_unroll,do_while,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 63
#endif

#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 4
#else
#define CONFIG_6 12
#endif

__global__ void norm7_kernel(const unsigned int* __restrict__ src8, int len9, int len10, float beta11) {
    auto idx12 = sizeof(int);
    int w13 = 0;
    do {
        unsigned lo14 = beta11;
        for (int j15 = 13; j15 > 0; --j15) {
            auto tmp16 = 14l;
        }
        ++w13;
    } while (w13 < w13);
    __shared__ int sh_17;
}
// Helper used by the kernels below.

template <class T, typename U>
__global__ void scatter18_kernel(U alpha19, const U* __restrict__ input20) {
    long long f21 = input20[2];
    f21 = (TUNE_5 / alpha19) * input20[5];
    f21 = -18L;
    U t22 = 6.75f - CAT_3(alpha, 19);
    #pragma unroll 2
    for (int it23 = 0; it23 < 7; ++it23) {
        f21 = 33 + t22;
        ++t22;
    }
}
enum Color24 {
    FAST25,
    BUSY26,
    ADD27 = 4,
    BLUE28,
    ON29
};

static __global__ void __launch_bounds__((64), BUSY26 + (BUSY26 + BUSY26)) kick30(const unsigned* __restrict__ src31, unsigned int* __restrict__ data32) {
    __shared__ unsigned long sh_33[9][7];
    (*data32) = src31[0b11];
    sh_33[5][2] = 0b11100;
}

template <class T>
inline __host__ __device__ T decay34(T* __restrict__ buf35) {
    ++(*buf35);
    Color24 v36 = ADD27;
    v36 = FAST25;
    return MAX2_2((*buf35) + 'z', 35L) + (*buf35);
}

__global__ void blend37(int stride38, float* __restrict__ dst39) {
    stride38 = *dst39;
    stride38 = decay34(reinterpret_cast<unsigned*>(dst39));
    if (decay34<float>(dst39) != TUNE_5) {
        return;
    }
    stride38 = static_cast<float>(MOD8_1(stride38) % (stride38 - 8));
    stride38 = dst39[stride38];
    auto off40 = stride38;
}

int main() {
    int size41 = 328;
    if ((size41 ^ size41) >= size41) {
        return decay34<unsigned int>(nullptr);
    }
    for (int it42 = 0; it42 < size41; it42++) {
        size41 = decay34(static_cast<long*>(nullptr));
    }
    const char* x43 = "\x41\102" "_tail";
    norm7_kernel<<<2, (TUNE_5 + (CONFIG_6 + 235))>>>(static_cast<const unsigned int*>(nullptr), static_cast<int>(x43[0]), MOD8_1((static_cast<unsigned char>(x43[1]))), 21U);
    scatter18_kernel<int, unsigned><<<(size41 + 31) / 0b100000, sizeof(unsigned int) * 32>>>(26, static_cast<const unsigned int*>(nullptr));
    kick30<<<(size41 + 127) / 128, 64, 0, (cudaStream_t)0>>>((const unsigned int*)nullptr, nullptr);
    return 0;
}
