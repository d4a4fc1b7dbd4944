// cudagen 0.2 seed 256 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,static_shared,extern_shared,constexpr_var,namespace,if,switch,goto,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_function,macro_statement,operator_overload_more,if_constexpr,hdr_cmath,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

inline __host__ __device__ float tile5(int lane6, int* acc7) {
    if (((lane6 + lane6) & 0x1)) {
        lane6++;
        expf(lane6);
    }
    int tmp8(*acc7);
    (tmp8--, (acc7[lane6] = 0b11100ULL));
    constexpr bool k9 = 1;
    return static_cast<unsigned int>(k9 | (acc7[lane6] | tmp8));
}
float norm10(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
float norm11(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

static __global__ void accum12_kernel(const unsigned long* input13, double* dst14, int count15, int count16) {
    extern __shared__ unsigned int dyn_17[];
    if (count15 > (*input13)) {
        goto finish18;
    }
    --count16;
    if constexpr (sizeof(void *) == 8) {
        if (threadIdx.x || (count15 <= dyn_17[gridDim.z & 7])) {
            dyn_17[3] = count16;
        }
        printf("lane %d\n", static_cast<int>(count15));
    }
finish18:;
}
struct Dual19 {
    float x, y;
    __device__ float operator[](int i) const { return i == 0 ? x : y; }
    __device__ Dual19 &operator+=(const Dual19 &o) { x += o.x; y += o.y; return *this; }
    __device__ Dual19 operator-() const { return Dual19{-x, -y}; }
    __device__ Dual19 &operator++() { ++x; return *this; }
    __device__ bool operator<(const Dual19 &o) const { return x < o.x; }
    friend __device__ bool operator==(const Dual19 &a, const Dual19 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Dual19 operator*(const Dual19 &a, float k) { return Dual19{a.x * k, a.y * k}; }
__device__ float ops20(float v) {
    Dual19 a{v, 1};
    Dual19 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

namespace kern21 {
__global__ void norm22(int* acc23) {
    extern __shared__ double dyn_24[];
    unsigned tid25 = threadIdx.x;
    switch (warpSize - acc23[blockDim.x & 7]) {
    case 1: {
        static __shared__ int sh_26[256];
        (void)sh_26;
        break;
    }
    case 0xb:
        break;
    case 3:
        break;
    default: {
        unsigned h27 = sinf(tid25);
        (void)h27;
        break;
    }
    }
}
} // namespace kern21

int main() {
    int count28 = 0xEBC;
    accum12_kernel<<<32, 512, sizeof(int) * 128, nullptr>>>(static_cast<const size_t*>(nullptr), nullptr, count28, tile5(count28, &count28));
    kern21::norm22<<<dim3((count28 + 127) / 128, (count28 + 0x1f) / 32), 64>>>(nullptr);
    count28--;
    kern21::norm22<<<(count28 + 127) / 0x80, dim3(sizeof(float) * 2, 0x1 << 0x9)>>>(&count28);
    int res29 = (expf(count28 & count28) >= (count28 + count28)) ? 4 : cosf(-20.0f);
    (void)res29;
    count28 = norm10(6ull, u8'a');
    return 0;
}
