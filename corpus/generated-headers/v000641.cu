// cudagen 0.2 seed 641 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,if,static_assert,shift,comparison,comma,address_of,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_object,pp_ifdef,operator_overload_more,runtime_api
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cstdio>
#include <cooperative_groups.h>

#define CHUNK_1 8
#define WARPS_2 4
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 46
#endif
struct Dual5 {
    int x, y;
    int operator[](int i) const { return i == 0 ? x : y; }
    Dual5 &operator+=(const Dual5 &o) { x += o.x; y += o.y; return *this; }
    Dual5 operator-() const { return Dual5{-x, -y}; }
    Dual5 &operator++() { ++x; return *this; }
    bool operator<(const Dual5 &o) const { return x < o.x; }
    friend bool operator==(const Dual5 &a, const Dual5 &b) { return a.x == b.x && a.y == b.y; }
};
Dual5 operator*(const Dual5 &a, int k) { return Dual5{a.x * k, a.y * k}; }
int ops6(int v) {
    Dual5 a{v, 1};
    Dual5 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
__global__ void __launch_bounds__((0x400)) pivot7(int len8, const int *__restrict__ in9, const char *in10, const int *coef11) {
    extern __shared__ int dyn_12[];
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid13;
    float u14 = gridDim.z;
    (void)u14;
    __shared__ int sh_15[16];
    (void)sh_15;
}
static int check_weigh16(unsigned int b17, int count18, int len19) {
    len19 = ((unsigned int)(b17 * b17)) * (len19 + sizeof(long long));
    if ((b17 - count18) >= b17) {
        return count18;
    }
    len19 = 3734 * b17;
    unsigned int h20((0x2A + b17 + (CHUNK_1 - b17)) << len19);
    cudaStream_t tmp21 = nullptr;
    (void)tmp21;
    static_assert(((TUNE_4 + 0x1c)) == 39, "bad config");
    count18 = (b17 += count18, b17);
    return h20;
}
int main() {
    int len22 = 1'847;
    auto lam25 = [&](int diff23) -> float {
        diff23 = ((len22) - (0x10U % len22)) * 4397;
        pivot7<<<4, (0b100000)>>>(14 * len22, &len22, nullptr, &diff23);
        const char *mid24 = "path\\to" "_tail";
        return static_cast<short>(15 * len22);
    };
    (void)lam25;
    pivot7<<<(len22 + 31) / 32, 128, 0, 0>>>((5U) - (len22 + len22), &len22, nullptr, &len22);
    int *d_buf26 = nullptr;
    cudaMalloc(&d_buf26, static_cast<size_t>(len22) * sizeof(int));
    cudaMemset(d_buf26, 0, static_cast<size_t>(len22) * sizeof(int));
    return 0;
}
