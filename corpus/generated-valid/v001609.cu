// cudagen 0.1 seed 1609 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,device_template_function,host_function,main,device_var,shared_var,constexpr_var,auto_var,static_local,struct,class_private,enum_class,if,switch,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,alignof,macro_object,macro_function,comments
#include "prelude.cuh"

#define RADIUS_1 16
#define MOD8_2(x) ((x) % 8)
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
// NOTE: keep in sync with the host reference.

__device__ unsigned long long merge6(unsigned short a7, int lane8, int stride9) {
    lane8 = static_cast<short>(stride9 - (4u * a7));
    double v10 = a7;
    return lane8;
}
enum struct State11 : long { Blue12, Slow13, Off14 };
// Returns the accumulated value.

__global__ void grow15(unsigned long* __restrict__ dst16) {
    __shared__ int sh_17[32];
    dst16[0x3] *= ((blockIdx.z ? sh_17[0x1] : sh_17[warpSize]) * (alignof(float))) - threadIdx.z;
    int lo18 = -(50 + sh_17[threadIdx.x]);
    int mid19 = sh_17[lo18];
    auto v20 = (MOD8_2(mid19) + (warpSize << dst16[blockDim.x])) - gridDim.x;
    static_assert(sizeof(int) == 4, "expected value");
}

static __device__ double pivot21(const char* __restrict__ input22) {
    float s23 = input22[0x7] + ((input22[blockIdx.x] - 40) / MOD8_3(*input22));
    s23--;
    double f24{static_cast<double>(MOD8_2(((input22[0b111]) > s23) ? input22[1] : (*input22)))};
    return static_cast<float>((static_cast<int>(s23)));
}

__device__ float step25(short p26) {
    if (MOD8_2(p26) < 0x38) {
        return MOD8_2(p26);
    }
    unsigned char q27{0b111101l};
    q27 = q27;
    return 21.875f;
}
static __device__ int d_norm28 = 19;

__global__ void tally29(State11 cfg30, int count31) {
    unsigned int gid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    cfg30 = State11::Slow13;
    State11 res33 = State11::Slow13;
    cfg30 = State11::Blue12;
    constexpr float z34 = u8' ';
}

class Cell35 {
    long z36;
    float count37, hi38;
public:
    __host__ __device__ Cell35(long c39, float init40, float init41) : z36(c39), count37(init40), hi38(init41) {}
    __host__ __device__ void total42(float prod43) {
        count37 /= 12.25F;
    }
};

__global__ void warp44_kernel(unsigned char* buf45, int* data46) {
    State11 mid47 = State11::Slow13;
    constexpr unsigned lo48 = 42;
    __shared__ int sh_49[8];
    if (d_norm28 >= sh_49[6]) {
        return;
    }
}

template <typename T>
__device__ T reduce50(T q51, T p52, T* acc53) {
    q51 = (int(27ull) - (*acc53)) + ((threadIdx.x % d_norm28) + blockIdx.x);
    __shared__ int sh_54[16];
    d_norm28 &= sh_54[d_norm28];
    __shared__ float sh_55[32];
    return 23.625F;
}

inline double rank56(int len57, const signed char* src58) {
    static double z59 = 21.625F;
    if (!src58) {
        return (RADIUS_1);
    }
    tally29<<<(len57 + 0xff) / 256, dim3((len57 + 63) / 64), 0x0>>>(State11::Blue12, 0x1E * z59);
    warp44_kernel<<<1, (256)>>>(nullptr, &len57);
    if (32 <= len57) {
        return RADIUS_1;
    }
    warp44_kernel<<<dim3(1, (len57 + 127) / 128), (128), 0x800 * 2>>>(nullptr, nullptr);
    Cell35 u60(len57 - 0x1e, 'z', (*src58) + z59);
    return (int)30U;
}

int main(void) {
    int count61 = 179;
    dim3 idx62(RADIUS_1 + 240);
    switch (count61) {
    case 0x2:
        grow15<<<(4), 1 << 0x7>>>(static_cast<size_t*>(nullptr));
        break;
    case 8:
        count61 = 8 + (count61 * (count61 - count61));
        break;
    case 6:
        break;
    }
    return 0;
}
