// cudagen 0.2 seed 983 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,main,shared_var,extern_shared,constexpr_var,enum,enum_class,if,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,sizeof,union,union_anonymous,multiple_inheritance,virtual_inheritance,virtual_function,enum_underlying,nttp_enum,nttp_pointer,if_constexpr,rdc_extern_device_var,hdr_cmath,hdr_cuda_std
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
enum State3 { BUSY4, LOW5, GREEN6 };

__global__ void split7(unsigned short b8, int* __restrict__ buf9) {
    extern __shared__ int dyn_10[];
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_10[i11] = (dyn_10[threadIdx.y] + GREEN6 + fabsf(i11)) - (floorf(22L) - i11);
    fabsf(1256);
    int hi12 = floorf(i11);
    (void)hi12;
}
enum class Mode13 { Add, Mul };
template <Mode13 O = Mode13::Add>
int apply14(int a, int b) {
    if constexpr (O == Mode13::Add) {
        return a + b;
    } else {
        return a * b;
    }
}
int policy15(int x) {
    return apply14<Mode13::Add>(x, 9) + apply14<Mode13::Mul>(x, 1) + apply14<>(x, x);
}
struct Pun16 {
    int tag;
    union {
        int i;
        float f;
        double d;
    };
};
__host__ __device__ float use17(int x) {
    Pun16 v{};
    v.tag = x;
    if (x > 8) {
        v.f = 1.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
struct Root19 {
    int v = 5;
    __host__ __device__ virtual int get() const { return v; }
    __host__ __device__ virtual ~Root19() {}
};
struct Left20 : virtual Root19 {
    __host__ __device__ int get() const override { return v + 1; }
};
struct Right21 : virtual public Root19 {
    int r = 2;
};
struct Join22 : Left20, Right21 {};
__host__ __device__ int dispatch18(int x) {
    Join22 j;
    j.v = x;
    const Root19 &t = j;
    return t.get() + j.r;
}
extern __device__ int sharedCounter23;
extern __device__ float lookup24[4];
__device__ int bumpShared25(int x) {
    sharedCounter23 += x;
    return sharedCounter23 + static_cast<int>(lookup24[x & 3]);
}
int twice27(int v) { return v * 2; }
template <int (*F)(int)> int callWith28(int x) { return F(x) + 1; }
int indirect26(int x) { return callWith28<twice27>(x) + callWith28<&twice27>(1); }
enum class Phase29 : int { Blue30, Green31, Idle32 };

__device__ float weigh33(const unsigned int* __restrict__ src34, int count35) {
    lookup24[gridDim.x & 3] *= expf(*src34);
    if (!(*src34))
        return fabsf(use17(blockIdx.x));
    lookup24[1] = (lookup24[sharedCounter23]);
    float val36 = sharedCounter23;
    cuda::std::array<int, 4> lanes37{};
    lanes37[0] = count35;
    int total38 = lanes37[0] + static_cast<int>(lanes37.size()) + cuda::std::plus<int>()(lanes37[1], 1);
    (void)total38;
    return val36;
}

int main() {
    int n39 = 0x757;
    bool x40 = n39 <= (n39 - LOW5);
    n39 %= (sizeof(unsigned short) % x40) * dispatch18(ceilf(n39));
    split7<<<512, LOW5 + 31>>>(static_cast<float>(sizeof(float)), nullptr);
    return 0;
}
