// cudagen 0.1 seed 746 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,main,constexpr_var,struct,struct_template,operator_overload,namespace,if,for,do_while,goto,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifndef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 38
#endif

__device__ void fuse6(int *out7, double a8) {
    for (int n9 = 0; n9 < 0b1100; ++n9)
        (*out7)++;
    int acc10 = 9 - ((threadIdx.x * 29ll) - 19ul);
    if (static_cast<int>(out7[0]) <= 11)
        return;
    unsigned char idx11 = threadIdx.z;
    idx11 = 57;
}

namespace gpu12 {
__global__ void blend13(long *acc14, double *acc15) {
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    bool q17 = (MOD8_1(acc14[0b11]) - '0') <= TUNE_5;
    int w18 = 41ULL;
}
} // namespace gpu12

__device__ float mix19(int count20, int stride21) {
    char stride22 = 0x3el;
    count20 = 36U;
    count20 = ((count20 += L'A', stride21) - sizeof(float)) + (count20 * count20);
    float acc23 = count20;
    count20 = stride21;
    int *tmp24 = &count20;
    fuse6(nullptr, stride21);
    return ((*tmp24) += threadIdx.z, ((count20 < 0x10L) ? TUNE_5 : (-count20)));
}

struct Particle25 {
    long x26;
    int y27;
    float sum28;
    float count29;
};

__host__ __device__ Particle25 operator+(Particle25 a, Particle25 b) {
    Particle25 r = a;
    r.x26 += b.x26;
    r.y27 += b.y27;
    r.sum28 += b.sum28;
    r.count29 += b.count29;
    return r;
}

template <typename T>
struct Tile30 {
    T lo31;
    T vel32;
    T w33;
};

template <typename T>
__global__ void fold34(const T *src35, T *acc36, float *acc37) {
    acc37[7] = 41;
    acc37[blockIdx.x] = (float)(sizeof(T) * src35[4] * (23 >> gridDim.x));
    T k38 = MOD8_1(blockDim.x);
    double lo39 = 32 >> warpSize;
}

template <typename T, typename U>
__global__ void trace40_kernel(U b41, const U *in42) {
    int gid43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int it44 = 0, j45 = 10; it44 < j45; (++it44, (--j45))) {
        Particle25 y46 = Particle25{};
    }
    (b41--, (b41 = mix19((0x7) << MOD8_1(gid43), mix19(332, 1319) * mix19(27, TUNE_5))));
    b41--;
    unsigned long acc47{2lu};
    if (b41 <= (acc47 + 20ul)) {
        goto done48;
    }
    acc47 = 29;
done48:;
}

static int check_scatter49(int len50, float *out51, int lane52) {
    len50++;
    len50 = len50;
    return 39;
}

int main() {
    int size53 = 0x9ee;
    fold34<int><<<64, (TUNE_5 + (TUNE_5 + 0xE0)) * 2>>>(nullptr, &size53, (float*)nullptr);
    int w54 = 0x0;
    do {
        trace40_kernel<double, unsigned int><<<1 << 6, sizeof(unsigned int) * (TUNE_5 + TUNE_5)>>>(w54, nullptr);
        int base55 = w54 + size53;
        ++w54;
    } while (w54 < 5);
    gpu12::blend13<<<dim3((size53 + 255) / 0x100), 1 << 8>>>(nullptr, nullptr);
    return 0;
}
