// cudagen 0.2 seed 233 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,host_function,static_host_function,main,constexpr_var,auto_var,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,lambda,call_operator,nttp_integral,extended_lambda
// nvcc: --extended-lambda
#include <cuda_runtime.h>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Clamp2 {
    int k;
    int operator()(int v) const { return v * k; }
};
int call3(int x) {
    Clamp2 fn{3};
    return fn(x) + fn.operator()(1);
}
template <typename T, long N>
struct Fixed4 {
    T data[N];
    __host__ __device__ T sum() const {
        T s = T();
        for (long i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __host__ __device__ T scaleBy5(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip6(int v) { return Neg ? -v : v; }
template <char C, long long L = 96LL> __host__ __device__ int charTag7() { return static_cast<int>(C) + static_cast<int>(L); }
__host__ __device__ int fixed8(int x) {
    Fixed4<int, 2l> a{};
    a.data[0] = x;
    return a.sum() + scaleBy5<2>(x) + static_cast<int>(flip6<true>(x) + charTag7<'a'>());
}

static void check_scale9(int stride10, const long* coef11) {
    stride10 = (int)18;
    constexpr int f12 = (9);
    (void)f12;
}

__device__ int reduce13(int n14, float* out15) {
    n14 = 0x36ul;
    auto lim16 = 0x33;
    int sum17 = (*out15) - 0x18;
    int res18 = ((18 + out15[0x0]) * lim16) + ((4465u - n14) * (56 + out15[n14]));
    if (lim16 < (res18 + lim16)) {
        goto skip19;
    }
    (*out15) /= 17.25F;
    sum17 *= (int)(*out15);
skip19:;
    return (lim16) * 18;
}

__global__ void apply20_kernel(int* data21, float a22) {
    static_assert(63 > 62, "expected value");
    int stride23 = 0x7LL;
    (void)stride23;
}

float run_relax24(int stride25, int lane26, int stride27) {
    int v28 = (stride27) / int(0x13 << lane26);
    v28 += lane26 - lane26;
    auto lam29 = [=] __device__ (int v) { return v * 2 + stride25; };
    applyEach1<<<1, 32>>>(lam29, nullptr, stride25);
    stride25 += 'A' << ((v28 % stride27) - (0x2 * v28));
    lane26 -= (lane26 += stride27, 22LL) + (stride25) + (30);
    auto z30 = (((lane26 / 12) == 9) ? (stride27 - 1) : v28) - lane26;
    (void)z30;
    return 2.25f;
}

int main() {
    int n31 = 0x870;
    apply20_kernel<<<(n31 + 037) / 32, 1 << 8, 256>>>(&n31, (+n31) * (sizeof(int) * n31));
    apply20_kernel<<<(n31 + 63) / 64, 32, 0100 * 16, (cudaStream_t)0>>>(nullptr, 0x4);
    unsigned int mid32 = (n31 * (n31 + 4583L)) << ((n31 << 0x7) + ((int)n31));
    mid32 %= ((mid32 - n31) * (mid32 += n31, mid32)) << n31;
    return 0;
}
