// cudagen 0.2 seed 849 valid headers
// features: kernel,launch,main,shared_var,constexpr_var,local_array,enum,ternary,bitwise,comparison,incdec,array_index,lit_float,lit_float_exponent,virtual_function,enum_underlying
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <type_traits>
#include <tuple>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum Op4 : unsigned char {
    RED5,
    MUL6 = 6,
    OFF7,
    ON8,
    LOW9
};
struct Shape11 {
    __host__ __device__ virtual float area() const = 0;
    __host__ __device__ virtual int sides() const { return 0; }
    __host__ __device__ virtual ~Shape11() {}
};
struct Square12 : Shape11 {
    float s;
    __host__ __device__ explicit Square12(float v) : s(v) {}
    __host__ __device__ float area() const override { return s * s; }
};
__host__ __device__ float dispatch10(float x) {
    Square12 k0(x);
    const Shape11 *p = &k0;
    return p->area() + static_cast<float>(p->sides());
}

__global__ void pivot13_kernel(unsigned int q14, int stride15) {
    __shared__ long sh_16[16];
    Op4 mid17 = MUL6;
    mid17 = OFF7;
    float t18[3] = {1e1f, 3.0f, -23.5f};
    (void)t18;
    --stride15;
    long long val19 = ((q14 ? sh_16[15] : stride15) & ((q14 <= mid17) ? 29 : stride15)) | q14;
    (void)val19;
}

int main() {
    int count20 = 2648;
    pivot13_kernel<<<(count20 + 63) / 64, (512)>>>(39, MUL6 % count20);
    count20 = 52;
    return 0;
}
