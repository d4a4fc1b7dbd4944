// cudagen 0.1 seed 280 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,local_array,auto_var,const_local,struct,struct_methods,operator_overload,if,if_else,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__constant__ int c_sweep2 = -0x6C5;
__global__ void mix3(const int *coef4, size_t q5, const float *in6) {
    extern __shared__ int dyn_7[];
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long f9[4] = {};
    if (!(dyn_7[blockIdx.z] >= (f9[idx8 & 0x3]))) {
        static_assert(9 == 9);
    } else {
        ACCUM_1(dyn_7[q5], (coef4[3]));
    }
    const double *tmp10 = (const double*)nullptr;
    long long z11(0x6);
}
int g_clamp12[] = {62, 20, -4079, 2, 34};
constexpr unsigned STEPS13 = 1 << 5;
__device__ void decay14(int *buf15) {
    auto res16 = (buf15 != nullptr) ? STEPS13 : c_sweep2;
    res16 = 0x3bUL;
    if (21 != (c_sweep2 + (res16 % 6))) {
        float s17{-12.625f};
        static_assert((3) > 2);
    }
    if (STEPS13 <= blockIdx.x) {
        return;
    }
}
__device__ void step18(int lane19) {
    decay14(&lane19);
    lane19 = c_sweep2 * 2;
    constexpr char f20 = 0x7f;
    lane19 = (lane19 += lane19, 43) * (threadIdx.x * 0x3D);
    if (lane19 != threadIdx.x) {
        return;
    }
    unsigned long long val21 = 0b111011;
}
static __device__ long long shade22(int lane23) {
    lane23 = STEPS13;
    lane23 = ((blockDim.x <= lane23) || ((c_sweep2 == lane23) && (lane23 == lane23))) ? (-((lane23 == 1) ? 0x3e : lane23)) : STEPS13;
    if (c_sweep2 > c_sweep2) {
        return STEPS13;
    }
    ACCUM_1(lane23, ((((warpSize >= lane23) && (threadIdx.y <= 0x26)) ? (c_sweep2 >> lane23) : (48U - c_sweep2)) << (c_sweep2 & 58)));
    return c_sweep2;
}
void sift24(int stride25, int stride26, float cfg27) {
    constexpr float t28 = 0x1p3f;
    ++cfg27;
    dim3 m29(STEPS13 + 480, (stride25 + 255) / 256, 0b1000 * 0x8);
    g_clamp12[3]--;
    cfg27 = stride26 ^ sizeof(float);
    g_clamp12[0]--;
    if ((g_clamp12[1] & 1)) {
        return;
    }
}
struct Sample30 {
    unsigned int y31;
    int count32;
    unsigned char sum33;
    __host__ __device__ unsigned char mix34() const {
        return (y31 / STEPS13) - (~sum33);
    }
};
__host__ __device__ Sample30 operator+(Sample30 a, Sample30 b) {
    Sample30 r = a;
    r.y31 += b.y31;
    r.count32 += b.count32;
    r.sum33 += b.sum33;
    return r;
}
int main() {
    int count35 = 0xFC6;
    float t36 = count35;
    const char *k37 = "warp size";
    const long v38 = 0x1L - ((k37[0] - k37[0]) >> 5);
    mix3<<<(count35 + 0xff) / 256, 256>>>((const int*)nullptr, '"', &t36);
    return 0;
}
