// cudagen 0.2 seed 655 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constant_var,constexpr_var,local_array,compound_assign,bitwise,shift,pointer_arith,array_index,lit_int_hex,lit_digit_separator,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_functional,cast_static,bit_field,virtual_function,explicit_specialization,rdc_extern_device_var,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <cooperative_groups.h>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <typename T, int N = 8>
__global__ void gather3_kernel(const T* __restrict__ input4, long* buf5) {
    int gid6 = threadIdx.x;
    buf5[gridDim.z] ^= N - threadIdx.x;
    int lim7[5] = {N, int(threadIdx.x), 0x8};
    (void)lim7;
    buf5[gid6 & 7] = (N - (*input4)) / 'A';
    float z8[3] = {};
    (void)z8;
    int m9 = 0x9 - static_cast<T>(buf5[0]);
    (void)m9;
}
float norm10(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__constant__ int c_step11 = 11 * 2;
template <typename T, typename U> struct Pick12 { static constexpr int value = 1; };
template <> struct Pick12<float, double> { static constexpr int value = 4; };
template <typename T> int tag13(T) { return 0; }
template <> int tag13<float>(float) { return 1; }
template <> int tag13(double) { return 2; }
int specialized15(int x) {
    return x + Pick12<char, long>::value + Pick12<float, double>::value + tag13(1.0f) + tag13(x) + tag13(2.0);
}
extern __device__ int sharedCounter16;
extern __device__ float lookup17[16];
__device__ int bumpShared18(int x) {
    sharedCounter16 += x;
    return sharedCounter16 + static_cast<int>(lookup17[x & 15]);
}
struct Shape20 {
    virtual float area() const = 0;
    virtual int sides() const { return 0; }
    virtual ~Shape20() {}
};
struct Square21 final : Shape20 {
    float s;
    explicit Square21(float v) : s(v) {}
    float area() const override { return s * s; }
    int sides() const override { return 3; }
};
float dispatch19(float x) {
    Square21 k0(x);
    const Shape20 *p = &k0;
    return p->area() + static_cast<float>(p->sides());
}
struct Mask22 {
    unsigned short f0 : 10;
    unsigned short f1 : 7;
    unsigned f2 : 3;
    unsigned : 5;
    unsigned f3 : 11;
    signed int f4 : 10;
};
__host__ __device__ int pack23(int x) {
    Mask22 b{};
    b.f0 = static_cast<unsigned>(x) & 1023u;
    b.f1 = 41;
    b.f2 = static_cast<unsigned>(x) & 7u;
    b.f3 = 2;
    b.f4 = 5;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}

int main(void) {
    int len24 = 4032;
    gather3_kernel<double, (2 * 3)><<<1, 1 << 8>>>(static_cast<const double*>(nullptr), static_cast<long*>(nullptr));
    const char* acc25 = u8"tile";
    gather3_kernel<int, (1 << 0x3)><<<(len24 + 0xff) / 0x100, 1 << 6, 1'024, (cudaStream_t)0>>>(nullptr, static_cast<long*>(nullptr));
    const char* cnt26 = acc25;
    (void)cnt26;
    return 0;
}
