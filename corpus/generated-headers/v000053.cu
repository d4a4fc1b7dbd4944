// cudagen 0.2 seed 53 valid headers
// features: kernel,kernel_static,launch,host_function,static_host_function,main,shared_var,constexpr_var,for,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_suffix,cast_c,cast_reinterpret,sizeof,lambda,macro_object,macro_function,macro_paste,pp_ifdef,multiple_inheritance,operator_overload_more,extended_lambda,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <utility>
#include <tuple>

#define TILE_DIM_1 256
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 14
#else
#define TUNE_8 50
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Cplx10 {
    int x, y;
    __host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ Cplx10 &operator+=(const Cplx10 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ Cplx10 operator-() const { return Cplx10{-x, -y}; }
    __host__ __device__ Cplx10 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const Cplx10 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const Cplx10 &a, const Cplx10 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Cplx10 operator*(const Cplx10 &a, int k) { return Cplx10{a.x * k, a.y * k}; }
__host__ __device__ int ops11(int v) {
    Cplx10 a{v, 1};
    Cplx10 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
struct Trait13 {
    int m0;
    __host__ __device__ int get0() const { return m0 * 3; }
};
struct Base14 {
    int m1;
    __host__ __device__ int get1() const { return m1 * 1; }
};
struct Part15 {
    int m2;
    __host__ __device__ int get2() const { return m2 * 4; }
};
struct Blend12 : public Trait13, Base14, Part15 {
    int own;
    __host__ __device__ int sum() const { return get0() + get1() + get2() + own; }
};
__host__ __device__ int mix16(int x) {
    Blend12 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    return d.sum();
}

static __global__ void spread17(unsigned long *dst18, const float *in19, int n20) {
    n20 /= dst18[n20];
    __shared__ size_t sh_21;
    (void)sh_21;
    short hi22 = 27l;
    (void)hi22;
}

static void host_grow23(int *dst24, short *dst25, int lane26) {
    dst24[lane26] ^= (lane26 - 4u) + ((*dst24) * (8l * dst25[5]));
    unsigned k27 = 25;
    spread17<<<16, (32)>>>(reinterpret_cast<unsigned long*>(dst24), reinterpret_cast<const float*>(dst24), 33);
    lane26 |= k27 + sizeof(float) + (*dst24);
    (*dst24) = ((14 + dst24[lane26]) / (CAT_6(k, 27) / k27)) * ((unsigned int)(TILE_DIM_1 * (*dst24)));
}

int main() {
    int count28 = 2445;
    cudaStream_t stream29;
    cudaStreamCreate(&stream29);
    cudaStreamSynchronize(stream29);
    for (int it30 = count28; it30 > 0; --it30) {
        auto fn34 = [](float acc31) -> float {
            cudaError_t err32 = cudaGetLastError();
            int ok33 = err32 == cudaSuccess ? 1 : 0;
            ok33 ^= 2364u + CAT_6(ok, 33) + 10;
            return 2653;
        };
        fn34(count28);
        count28 |= it30;
    }
    auto lam35 = [count28] __device__ (int v) { return v * 7 + count28; };
    applyEach9<<<1, 32>>>(lam35, nullptr, count28);
    count28 = (CAT_6(count, 28) >= (TILE_DIM_1 + count28)) ? 9L : count28;
    return 0;
}
