// cudagen 0.2 seed 130 valid headers
// features: kernel,launch,main,shared_var,if,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,operator_overload_more,if_constexpr,exceptions,runtime_api
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <cmath>

struct Pair1 {
    int x, y;
    __host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ Pair1 &operator+=(const Pair1 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ Pair1 operator-() const { return Pair1{-x, -y}; }
    __host__ __device__ Pair1 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const Pair1 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const Pair1 &a, const Pair1 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Pair1 operator*(const Pair1 &a, int k) { return Pair1{a.x * k, a.y * k}; }
__host__ __device__ int ops2(int v) {
    Pair1 a{v, 1};
    Pair1 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void pivot3_kernel(unsigned short *acc4, unsigned int q5) {
    __shared__ double sh_6;
    (void)sh_6;
    int t7 = acc4[6] >> (*acc4);
    int r8 = ((1652) / (t7 << q5)) / t7;
    if constexpr (sizeof(double) == 4) {
        if (r8 == acc4[1]) {
            return;
        }
        char q9 = (q5 - 1) >> acc4[t7];
        (void)q9;
    } else {
    }
}

int main() {
    int count10 = 0xF09;
    char idx11 = 41u;
    count10 = (idx11) * (idx11 / 2255);
    unsigned int v12 = ((idx11 >> 6UL) * 47) - ((46 * count10) + (-idx11));
    cudaStream_t stream13;
    cudaStreamCreate(&stream13);
    cudaStreamSynchronize(stream13);
    try {
        if (v12 > 46) {
            throw 46;
        }
    } catch (int) {
    }
    pivot3_kernel<<<0x20, 512>>>(nullptr, 50);
    return 0;
}
