// cudagen 0.1 seed 1275 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,constexpr_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,class_private,enum,if,static_assert,ternary,compound_assign,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,sizeof,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 42
#endif

#if TUNE_3 == 7
#define CONFIG_4 3
#else
#define CONFIG_4 13
#endif
// NOTE: keep in sync with the host reference.

class Particle5 {
    int hi6;
public:
    __host__ __device__ Particle5(int b7) : hi6(b7) {}
    __host__ __device__ void get8(size_t e9) {
        size_t t10 = e9;
    }
    __host__ __device__ int get11() const {
        return hi6;
    }
};

template <class T, typename U>
__global__ void __launch_bounds__(128) step12(U alpha13, U q14) {
    q14 -= alpha13;
    if ((q14 - 49) < 0b100000u) {
        return;
    }
    static_assert((CONFIG_4 * 10) > 29, "size check");
    __shared__ double sh_15[256];
    alpha13++;
    sh_15[0x11]++;
    signed char idx16[7]{static_cast<signed char>(0x39u), static_cast<signed char>(0x2lu), 4u, -2, 29u, 0x28L, static_cast<signed char>(sh_15[210])};
}
enum Color17 : unsigned int { BUSY18, HIGH19 };
static __device__ unsigned int d_decay20 = 23;

static __global__ void __launch_bounds__(CONFIG_4 + 509, HIGH19 + 3) accum21(const int* in22) {
    extern __shared__ long dyn_23[];
    d_decay20 = 0x2CLL * d_decay20;
    auto sum24 = 11.75;
    __shared__ float sh_25[128];
    int k26(sh_25[d_decay20]);
}

__global__ void __launch_bounds__(256, HIGH19 + HIGH19) fuse27_kernel(const int* in28, int count29, const double* input30) {
    count29 = HIGH19;
    count29 = (d_decay20) * 60LL;
    ++count29;
    if (!(in28 != nullptr)) {
        return;
    }
}

__global__ void __launch_bounds__((CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 027))) * 8, CONFIG_4) clamp31_kernel(int* dst32, int* buf33, int stride34, int len35) {
    Particle5 base36((CONFIG_4));
    ACCUM_1(dst32[stride34], (TUNE_3 - (buf33[2] + len35)));
    static_assert(sizeof(int) == 0b100, "tile must fit");
    ++len35;
    len35 = len35 + ((d_decay20 * BUSY18) / len35);
}
// Computes one element per thread.

constexpr __host__ __device__ int norm37(int len38) {
    auto flag39 = HIGH19;
    unsigned e40 = ((len38 + 62u) >= len38) ? (len38 + len38) : flag39;
    return static_cast<float>(HIGH19);
}

int main() {
    int n41 = 0xCBE;
    const char* lim42 = "\x41\102";
    Color17 tmp43 = HIGH19;
    n41 = HIGH19 + tmp43;
    const char* m44 = "\"q\"";
    step12<unsigned, unsigned><<<(n41 + 0x3F) / 0b1000000, dim3((n41 + 0x7F) / 128, 32), 0x400, 0>>>(45 + (+n41), ((lim42[0] / 36) <= n41) ? 14 : (31 - lim42[1]));
    accum21<<<(n41 + 63) / 0x40, dim3((n41 + 31) / 32, 32, 0x40), sizeof(double) * 256, 0>>>(&n41);
    fuse27_kernel<<<(n41 + 0377) / 0x100, HIGH19 + 0b11111>>>(nullptr, n41, nullptr);
    return 0x0;
}
