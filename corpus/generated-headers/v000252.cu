// cudagen 0.2 seed 252 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,if,for,goto,compound_assign,shift,comparison,incdec,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,cast_c,sizeof,macro_object,pp_undef,operator_overload_more,nttp_pointer
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>

#define BLOCK_SIZE_1 5
#define TILE_DIM_2 5
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void trace4(int n5, int len6) {
    extern __shared__ int dyn_7[];
    int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (blockIdx.y > gridDim.y) {
        goto finish10;
    }
    if (i8 >= n5) {
        return;
    }
    if (threadIdx.x < 48) {
        for (int it9 = 14; it9 > 0; --it9) {
            if (((dyn_7[len6] - blockIdx.y) - len6) == i8) {
                ++n5;
                ++dyn_7[1];
            }
        }
    }
finish10:;
}
struct Pt12 { int a; int b; float w; };
template <int Pt12::*M> __host__ __device__ int field13(const Pt12 &p) { return p.*M; }
__host__ __device__ int indirect11(int x) {
    Pt12 p{x, 9, 1.0f};
    return field13<&Pt12::a>(p) + field13<&Pt12::b>(p);
}
struct V214 {
    int x, y;
    __host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ V214 &operator+=(const V214 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ V214 operator-() const { return V214{-x, -y}; }
    __host__ __device__ V214 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const V214 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const V214 &a, const V214 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ V214 operator*(const V214 &a, int k) { return V214{a.x * k, a.y * k}; }
__host__ __device__ int ops15(int v) {
    V214 a{v, 1};
    V214 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

constexpr int fold16(int lane17) {
    return lane17 - 3596;
}

int main() {
    int n18 = 06426;
    if (n18 >= n18) {
        n18 >>= (065L + n18) * (n18 - n18) * (BLOCK_SIZE_1 - n18);
        if ((((float)n18) + n18) == ((int)57UL)) {
            for (int n19 = 0; n19 < 8; n19++) {
                n18 = -40;
            }
            double q20(((63 - n18)));
            (void)q20;
        }
    }
    trace4<<<dim3(32), 64, sizeof(int) * 64, 0>>>(n18, (n18 - n18));
    return 0b0;
}
