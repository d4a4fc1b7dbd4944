// cudagen 0.2 seed 642 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,const_local,if,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,operator_overload_more,exceptions,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>

#define RADIUS_1 64
#define CHUNK_2 128
#define RADIUS_3 ((1 << 5) * 2)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 29
#endif

#if CHUNK_2 > 38
#define CONFIG_9 3
#else
#define CONFIG_9 21
#endif
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Dual11 {
    float x, y;
    __host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ Dual11 &operator+=(const Dual11 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ Dual11 operator-() const { return Dual11{-x, -y}; }
    __host__ __device__ Dual11 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const Dual11 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const Dual11 &a, const Dual11 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Dual11 operator*(const Dual11 &a, float k) { return Dual11{a.x * k, a.y * k}; }
__host__ __device__ float ops12(float v) {
    Dual11 a{v, 1};
    Dual11 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void decay13(double* __restrict__ out14)
{
    if (fabsf(out14[gridDim.x & 7]) <= out14[0])
        return;
    const float tmp15 = sinf((7 & blockIdx.x) * 41u);
    (void)tmp15;
}

int main()
{
    int count16 = 3644;
    try {
        decay13<<<(count16 + 63) / 64, dim3(sizeof(unsigned int) * 128, 8)>>>(nullptr);
        if (count16 > 84) {
            throw 84;
        }
    } catch (...) {
    }
    return 0;
}
