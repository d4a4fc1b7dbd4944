// cudagen 0.1 seed 1077 valid
// features: kernel,launch,launch_stream,builtin_vars,host_device_function,host_function,main,device_array,constant_var,constexpr_var,struct,struct_methods,operator_overload,enum_class,using_alias,if,switch,goto,static_assert,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,pp_ifdef,pp_if
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 8
#else
#define TUNE_2 45
#endif
#if TUNE_2 == 8
#define CONFIG_3 6
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 16
#endif
static __device__ float d_fold4[16];

struct Tile5 {
    int y6;
    float weight7;
    unsigned int lo8;
    int val9;
};
__constant__ Tile5 c_warp10 = {u8'A', 16.25f, 041l, '#'};

__global__ void relax11_kernel(const float *in12) {
    switch (c_warp10.y6 - c_warp10.y6) {
    case (TUNE_2 + 1): {
        Tile5 f13 = Tile5{};
        break;
    }
    default:
        ++d_fold4[threadIdx.x];
        break;
    }
    static_assert(sizeof(int) == 4, "tile must fit");
    if ((threadIdx.x <= d_fold4[4]) || threadIdx.x) {
        return;
    }
}

__host__ __device__ void gather14(int len15, const float *coef16, long long p17) {
    int val18 = CONFIG_3;
    if ((*coef16) < val18) {
        goto skip19;
    }
    --val18;
    p17--;
skip19:;
}
using rec20_t = Tile5;
enum class Axis21 : short { Green22 = 1, Idle23, Mul24, Blue25 = 6 };

struct Pixel26 {
    int mass27;
    unsigned int vel28;
    int sum29;
    __host__ __device__ void bump30(unsigned e31) {
        sum29 = mass27 - ((long)(sum29 - 31ull));
    }
};

struct Particle32 {
    float sum33;
    unsigned flag34;
    int val35;
};

inline __host__ __device__ Particle32 operator+(Particle32 a, Particle32 b) {
    Particle32 r = a;
    r.sum33 += b.sum33;
    r.flag34 += b.flag34;
    r.val35 += b.val35;
    return r;
}

void spread36(float q37, int n38) {
    cudaStream_t acc39 = (cudaStream_t)0;
    gather14(n38, &q37, n38);
}

float check_blend40(float *acc41, const float *coef42, int count43) {
    acc41[count43] = *coef42;
    count43--;
    count43 = (*acc41) * count43;
    return coef42[0x6];
}

int main() {
    int len44 = 1471;
    len44 = len44 << TUNE_2;
    gather14((size_t)len44, nullptr, (len44 += len44, (CONFIG_3 + len44)));
    len44 = check_blend40(static_cast<float*>(nullptr), nullptr, len44 + 4);
    len44 = ((int)check_blend40(nullptr, static_cast<const float*>(nullptr), 45U)) + 61;
    len44 = check_blend40(static_cast<float*>(nullptr), nullptr, check_blend40(static_cast<float*>(nullptr), nullptr, 040 << len44));
    --len44;
    relax11_kernel<<<0x1, 1 << 9>>>((const float*)nullptr);
    return 0;
}
