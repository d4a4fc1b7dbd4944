// cudagen 0.2 seed 123 valid headers
// features: kernel,kernel_static,launch_bounds,launch,builtin_vars,main,managed_var,struct,typedef,bitwise,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_object,macro_function,variadic_template,fold_expression,nttp_integral,managed_in_class,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <tuple>

#define CHUNK_1 128
#define NUM_ITERS_2 32
#define TILE_DIM_3 128
#define SQR_4(x) ((x) * (x))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void shade7(double* out8, unsigned char b9, float* acc10)
{
    unsigned int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)idx11;
    acc10[b9 & 0x7] = (acc10[0b111]);
    unsigned int acc12 = 0b100011 * b9;
    (void)acc12;
}
typedef int *ptr13_t;
template <typename... Ts>
double fold14(Ts... xs) {
    return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
int count15(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
int spread17(int x) {
    return static_cast<int>(fold14(x, 3.5f, 3u)) + count15(x, x, 1.0);
}

struct Stats18 {
    int count19;
    unsigned int hi20;
    long mass21;
};
template <typename T, unsigned N>
struct Fixed22 {
    T data[N];
    T sum() const {
        T s = T();
        for (unsigned i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> T scaleBy23(T v) { return v * static_cast<T>(K); }
template <bool Neg> int flip24(int v) { return Neg ? -v : v; }
template <char C, long long L = 14LL> int charTag25() { return static_cast<int>(C) + static_cast<int>(L); }
long fixed26(int x) {
    Fixed22<long, 3u> a{};
    a.data[0] = static_cast<long>(x);
    return a.sum() + scaleBy23<3>(static_cast<long>(x)) + static_cast<long>(flip24<true>(x) + charTag25<'z'>());
}

static __global__ void __launch_bounds__((128)) rank27(int count28, const float* coef29, char* acc30)
{
    (acc30[5]--, (count28 = acc30[count28]));
    Stats18 base31 = Stats18{int(blockDim.y), 0x1059, 9L};
    (void)base31;
    int* t32 = &count28;
    (void)t32;
}
struct Stats33 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Stats33 managedStats34;
__host__ __device__ int record35(int x) {
    managedStats34.add(static_cast<float>(x));
    return managedStats34.count;
}
__host__ __device__ float norm36(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

int main()
{
    int n37 = 0xb78;
    shade7<<<1, 256>>>((double*)nullptr, managedStats34.count - (+managedStats34.total), nullptr);
    rank27<<<(n37 + 077) / 64, (NUM_ITERS_2 + (TILE_DIM_3 + (NUM_ITERS_2 + 320)))>>>(0xe8eU, nullptr, nullptr);
    rank27<<<(n37 + 0b11111) / 32, 0x100>>>('0' - (n37 / managedStats34.total), (const float*)nullptr, nullptr);
    return 0x0;
}
