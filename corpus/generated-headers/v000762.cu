// cudagen 0.2 seed 762 valid headers
// features: kernel,launch,launch_shared_mem,main,auto_var,for,goto,compound_assign,call,lit_int_hex,lit_float,lit_char,lambda,macro_paste,macro_statement,virtual_function,extended_lambda,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Shape5 {
    __device__ virtual float area() const = 0;
    __device__ virtual int sides() const { return 0; }
    __device__ virtual ~Shape5() {}
};
struct Square6 : Shape5 {
    float s;
    __device__ explicit Square6(float v) : s(v) {}
    __device__ float area() const override { return s * s; }
    __device__ int sides() const override { return 3; }
};
struct Tri7 : Shape5 {
    float s;
    __device__ explicit Tri7(float v) : s(v) {}
    __device__ float area() const override { return s * s; }
};
struct Disc8 : Shape5 {
    float s;
    __device__ explicit Disc8(float v) : s(v) {}
    __device__ float area() const override { return s * s; }
    __device__ int sides() const override { return 5; }
};
__device__ float dispatch4(float x) {
    Square6 k0(x);
    Tri7 k1(x);
    Disc8 k2(x);
    const Shape5 *p = &k0;
    const Shape5 &r1 = k1;
    const Shape5 &r2 = k2;
    return p->area() + static_cast<float>(p->sides()) + r1.area() + r2.area();
}

__global__ void score9(int lane10, int n11, int len12) {
    if (lane10) {
        goto done15;
    }
    for (int it13 = 0x0; it13 < 14; it13 += 2) {
        auto t14 = lane10;
        (void)t14;
        n11 = 0x39;
    }
    lane10 -= n11;
    cosf(sinf(0x1e) + fmaxf(n11, 22.75F));
done15:;
}

int main() {
    int size16 = 0xCB4;
    score9<<<(size16 + 31) / 32, 128 * 4, (256)>>>((CAT_2(size, 16)), ceilf(size16) + cosf(size16), 'a');
    for (int n17 = 0; n17 < 4; n17 += 0x3) {
        ceilf(3.75f - size16);
    }
    auto lam18 = [size16] __host__ __device__ (int v) { return v * 7 + size16; };
    applyEach3<<<1, 32>>>(lam18, nullptr, size16);
    int idx19 = lam18(size16);
    (void)idx19;
    return 0;
}
