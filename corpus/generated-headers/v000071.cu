// cudagen 0.2 seed 71 valid headers
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,main,auto_var,if,for,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_paste,macro_statement,local_class,multiple_inheritance,operator_overload_more,hdr_vector,hdr_thrust
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

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
static __global__ void __launch_bounds__(0x100 * 0x2) trace4_kernel(long* dst5, const float* __restrict__ coef6, int n7) {
    unsigned i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i8 >= n7) {
        return;
    }
    for (int it9 = 0; it9 < n7; ++it9) {
        dst5[i8] = 2491u - dst5[7];
        auto off10 = 0x1aU + i8;
        (void)off10;
    }
    if ((blockDim.z) < n7) {
        return;
    }
    dst5[i8] ^= (((short)n7) + (' ' + gridDim.z)) - 2UL;
    n7 = +((gridDim.z * threadIdx.x) - (dst5[i8] - (*dst5)));
}
__global__ void __maxnreg__(32) spread11_kernel(unsigned short* __restrict__ buf12, int* __restrict__ out13) {
    unsigned int gid14 = threadIdx.x;
    (void)gid14;
    float flag15 = 0x39 + ((*buf12) - blockIdx.y);
    if (threadIdx.z != 44) {
        return;
    }
    for (int i16 = 0; i16 < 4; i16++) {
        ACCUM_1(flag15, (14.375f * out13[threadIdx.y]));
    }
    struct Local17 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local17 stride18{8};
    int diff19 = stride18.add(blockDim.y * flag15);
    (void)diff19;
}
struct Trait21 {
    int m0;
    __device__ int get0() const { return m0 * 3; }
};
struct Base22 {
    int m1;
    __device__ int get1() const { return m1 * 4; }
};
struct Mixed20 : public Trait21, public Base22 {
    int own;
    __device__ int sum() const { return get0() + get1() + own; }
};
__device__ int mix23(int x) {
    Mixed20 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    const Trait21 &b = d;
    return d.sum() + b.get0();
}
struct Cplx24 {
    float x, y;
    float operator[](int i) const { return i == 0 ? x : y; }
    Cplx24 &operator+=(const Cplx24 &o) { x += o.x; y += o.y; return *this; }
    Cplx24 operator-() const { return Cplx24{-x, -y}; }
    Cplx24 &operator++() { ++x; return *this; }
    bool operator<(const Cplx24 &o) const { return x < o.x; }
    friend bool operator==(const Cplx24 &a, const Cplx24 &b) { return a.x == b.x && a.y == b.y; }
};
Cplx24 operator*(const Cplx24 &a, float k) { return Cplx24{a.x * k, a.y * k}; }
float ops25(float v) {
    Cplx24 a{v, 1};
    Cplx24 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
int main() {
    int n26 = 0xf59;
    trace4_kernel<<<dim3((n26 + 0x3f) / 0x40, (512)), (0x200)>>>((long*)nullptr, nullptr, 61 + n26);
    float res27 = n26 - 14.5f;
    (void)res27;
    thrust::device_vector<int> dvec28(16);
    thrust::fill(dvec28.begin(), dvec28.end(), 3);
    int total29 = thrust::reduce(dvec28.begin(), dvec28.end(), 0);
    std::vector<int> vec30(static_cast<size_t>(total29) % 64 + 1);
    vec30.push_back(static_cast<int>(1));
    vec30[0] = static_cast<int>(total29);
    int *ptr31 = vec30.data();
    int count32 = static_cast<int>(vec30.size());
    (void)ptr31;
    (void)count32;
    spread11_kernel<<<sizeof(float) * 128, 0x80>>>((unsigned short*)nullptr, nullptr);
    return 0;
}
