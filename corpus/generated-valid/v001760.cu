// cudagen 0.1 seed 1760 valid
// features: kernel,kernel_extern_c,launch,builtin_vars,device_function,device_forceinline,host_device_function,host_function,static_host_function,constexpr_function,default_args,main,constexpr_var,struct,struct_methods,typedef,namespace,nested_namespace,if,do_while,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 16
#define RADIUS_2 4
#define HALF_3(x) ((x) / 2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 64
#endif
#undef TUNE_6
#define TUNE_6 8

struct Bounds7 {
    bool count8;
    double w9, count10;
    __host__ __device__ double get11() const {
        Bounds7 acc12 = Bounds7{false, count10, w9};
        return count8;
    }
};
typedef Bounds7 rec13_t;

namespace math14::v15 {
__global__ void drift16(float *acc17) {
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Bounds7 mid19{true, static_cast<double>(tid18), 13.125};
    Bounds7 base20 = mid19;
}

struct Cell21 {
    long lo22;
    long id23;
    __host__ __device__ void bump24(double t25) {
        bool tmp26 = false;
        if ((t25 - tmp26) > 8u) {
            return;
        }
    }
};

constexpr __device__ __host__ int drift27(int n28) {
    return 24;
}
} // namespace math14::v15

extern "C" {
__device__ __forceinline__ char kick36(float a37, double p38, double *out39) {
    out39[7] = HALF_3((unsigned long long)(p38 * 0x2B));
    double mid40(*out39);
    float stride41 = 0xd >> blockIdx.x;
    int pass42 = 0;
    do {
        p38 = a37;
        ++pass42;
    } while ((pass42 < (8)) && ((stride41 - threadIdx.x) <= 53U));
    float q43 = 28l;
    return (unsigned int)HALF_3(mid40);
}

__global__ void relax29_kernel(int lane30, Bounds7 cfg31) {
    --cfg31.count10;
    Bounds7 off32{false, 1.0, 25};
    if (cfg31.w9 <= lane30) {
        return;
    }
    Bounds7 tmp33 = off32;
    off32 = off32;
    long long m34(HALF_3(cfg31.w9 + off32.count8) + ((lane30 - RADIUS_2) | WARPS_1));
    unsigned short m35 = TUNE_6;
}
}

__device__ __host__ float split44(float *out45, int *dst46) {
    out45[3] = (2634 * (*dst46)) % ((*dst46) % (*dst46));
    out45[0x1] = ((918lu - dst46[0x1]) >> (TUNE_6 + (*dst46))) - (TUNE_6 + ((int)out45[0x2]));
    (*dst46) = 0x30 * (out45[0] - 55);
    return dst46[1];
}

static int warp47(bool q48, int lane49, int len50 = 04701lu) {
    relax29_kernel<<<(TUNE_6 + 248), 1 << 9>>>((len50 ^ len50) * (WARPS_1 + lane49), Bounds7{static_cast<bool>(HALF_3(q48)), 7.375, 18.125});
    lane49--;
    double x51{8.0};
    SWAP_4(int, lane49, len50);
    int stride52 = HALF_3(HALF_3(HALF_3(x51)));
    return q48 * RADIUS_2;
}

int main() {
    int size53 = 1'479;
    math14::v15::drift16<<<2 * 8, (64)>>>(nullptr);
    math14::v15::drift16<<<(RADIUS_2 + (RADIUS_2 + 504)), 1 << (RADIUS_2 + 3)>>>((float*)nullptr);
    size53 = TUNE_6;
    return 0;
}
