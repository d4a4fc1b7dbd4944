// cudagen 0.1 seed 445 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,device_template_function,main,shared_var,constexpr_var,auto_var,const_local,enum,if,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 45
#endif
#undef TUNE_3
#define TUNE_3 8
enum Axis4 {
    FAST5,
    ADD6,
    SLOW7 = 5,
    RED8,
    OFF9
};

__global__ void lerp10_kernel(float *__restrict__ out11, const double *src12, char b13) {
    b13++;
    __shared__ int sh_14;
    unsigned short t15 = sh_14 * (sizeof(float) * src12[b13]);
}

template <typename T, int N = 8>
inline __host__ __device__ T bias16(T b17, float a18) {
    auto sum19 = b17 < (ADD6 + b17);
    auto r20 = 16u + sum19;
    const T h21 = (N * (sum19 * 25u)) - 61;
    ++r20;
    int hi22(N);
    return '"';
}

int main() {
    int size23 = 3474;
    if ((size23) < (ADD6 - CAT_1(size, 23))) {
        size23 = FAST5;
    }
    size23 = float(RED8 * size23 * 4133);
    size23 = (size23 += size23, size23) - 49;
    auto hi24 = ((size23 + size23) - (61 - CAT_1(size, 23))) % (size23);
    lerp10_kernel<<<dim3(8, OFF9 + 1, 0b1000000), 32, (1024), (cudaStream_t)0>>>((float*)nullptr, (const double*)nullptr, -(size23 += 51L, 0b100000));
    return 0;
}
