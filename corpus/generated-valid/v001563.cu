// cudagen 0.1 seed 1563 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,operator_overload,enum,enum_class,using_alias,if,if_init,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

struct Sample3 {
    int lo4;
    int val5;
    long x6;
    bool sum7;
    __host__ __device__ void norm8(double t9) {
        char cnt10((sum7 + MIN2_1(sum7, val5)) * 127);
    }
};

__host__ __device__ Sample3 operator+(Sample3 a, Sample3 b) {
    Sample3 r = a;
    r.lo4 += b.lo4;
    r.val5 += b.val5;
    r.x6 += b.x6;
    return r;
}
enum Kind11 {
    BLUE12 = 2,
    IDLE13,
    LOW14,
    ON15 = 10,
    BLUE16
};

__device__ __host__ int bump17(float *__restrict__ out18, Kind11 cfg19, unsigned int a20) {
    double val21 = a20;
    if (LOW14 > (+(+(*out18)))) {
        unsigned long h22 = 56;
    }
    val21--;
    float idx23 = (int)a20;
    a20 = 5;
    Kind11 prod24 = IDLE13;
    return *out18;
}
enum class Phase25 { Red26 = 1, On27, On28 };
using idx29_t = int;

inline __host__ __device__ unsigned int merge30(const float *__restrict__ in31, int count32, int *acc33) {
    count32 = ((2 << count32) % (count32 - (*acc33)));
    Sample3 res34 = {-339l, count32, static_cast<long>(31), bool(ADD3_2(count32, *in31, 2lu))};
    constexpr unsigned int u35 = 55;
    if (int tmp36 = count32; in31[count32 & 7] > sizeof(int)) {
        static_assert(47 > 46);
        res34.lo4 |= BLUE16;
    }
    if (LOW14 <= ((0b110000 > res34.x6) ? 54l : 23)) {
        return 35l % bump17(reinterpret_cast<float*>(acc33), IDLE13, LOW14);
    }
    return (float)2777;
}
#define DEFINE_MAP_KERNEL_37(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_37(map_bias38, unsigned)

__global__ void apply39_kernel(const unsigned *__restrict__ src40) {
    extern __shared__ float dyn_41[];
    dyn_41[6] += ((src40[blockDim.y] + 62lu) <= (3 | src40[threadIdx.z])) ? (47 * merge30(dyn_41, gridDim.x, (int*)nullptr)) : ((bump17(dyn_41, BLUE12, blockDim.x) <= BLUE16) ? (5 * (*src40)) : dyn_41[warpSize]);
    if (double idx42 = char(merge30(reinterpret_cast<const float*>(src40), dyn_41[warpSize & 7], nullptr)); dyn_41[warpSize] != 49) {
        unsigned char q43 = bump17(dyn_41, IDLE13, bump17(dyn_41, IDLE13, (*src40) % src40[threadIdx.x & 7]));
        dyn_41[0b1]--;
        dyn_41[q43 & 7] = 4 + (q43 % bump17(nullptr, LOW14, 529));
    }
}

__global__ void apply44_kernel(float beta45, const idx29_t *__restrict__ input46) {
    int i47 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Sample3 lim48 = Sample3{};
    bump17(&beta45, BLUE12, MIN2_1(gridDim.x, merge30(&beta45, '\n', (int*)nullptr)));
    Phase25 y49 = Phase25::Red26;
    Sample3 s50 = lim48;
}

int main() {
    int size51 = 1246;
    if (size51 != size51) {
        return size51;
    }
    size51 += (size51 += 4958ULL, size51);
    size51 *= bump17((float*)nullptr, IDLE13, 2);
    map_bias38<<<sizeof(int) * (LOW14 + (IDLE13 + 0b1)), 1 << 7, 0>>>(nullptr, LOW14);
    apply39_kernel<<<dim3((size51 + 255) / 256, (size51 + 63) / 64), dim3(16), 0, nullptr>>>(nullptr);
    apply44_kernel<<<BLUE12 + BLUE12, sizeof(float) * (BLUE12 + (BLUE12 + 4)), sizeof(float) * 128, (cudaStream_t)0>>>(11.25F, nullptr);
    return 0;
}
