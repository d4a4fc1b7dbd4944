// cudagen 0.2 seed 899 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,static_device_function,host_function,default_args,main,constexpr_var,auto_var,if,goto,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_reinterpret,sizeof,macro_object,pp_ifdef,pp_if,pp_undef,local_class,operator_overload_more,exceptions,runtime_api
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define TILE_DIM_1 256
#define BLOCK_SIZE_2 (020)
#define BLOCK_SIZE_3 8
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 60
#endif
#if (TUNE_5 * 2) >= 12 && TUNE_5 != 0
#define CONFIG_6 3
#else
#define CONFIG_6 12
#endif
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 24
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
static __device__ double accum8(const unsigned int *input9, int len10, float beta11 = 13.125f)
{
    auto tmp12 = 51 - len10;
    if ((len10 < sizeof(int)) || ((*input9) != beta11)) {
        return ((gridDim.x * (*input9)) <= CONFIG_6) ? (CONFIG_6 - (*input9)) : (15.375 + len10);
    }
    return tmp12;
}
struct Pair13 {
    int x, y;
    __device__ int operator[](int i) const { return i == 0 ? x : y; }
    __device__ Pair13 &operator+=(const Pair13 &o) { x += o.x; y += o.y; return *this; }
    __device__ Pair13 operator-() const { return Pair13{-x, -y}; }
    __device__ Pair13 &operator++() { ++x; return *this; }
    __device__ bool operator<(const Pair13 &o) const { return x < o.x; }
    friend __device__ bool operator==(const Pair13 &a, const Pair13 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Pair13 operator*(const Pair13 &a, int k) { return Pair13{a.x * k, a.y * k}; }
__device__ int ops14(int v) {
    Pair13 a{v, 1};
    Pair13 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
__global__ void spread15(const double *input16, int *__restrict__ acc17, unsigned p18, int lane19)
{
    int tid20 = threadIdx.x;
    if (tid20 >= lane19) {
        return;
    }
    unsigned char mid21 = (BLOCK_SIZE_3);
    (void)mid21;
    if (tid20 < p18) {
        goto out22;
    }
    ++acc17[blockDim.x & 7];
out22:;
}
int run_filter23(int *data24, const unsigned *__restrict__ input25, const short *__restrict__ in26)
{
    try {
        spread15<<<TUNE_5 + 013, (TUNE_5 + (CONFIG_6 + (CONFIG_6 + (TUNE_5 + (TUNE_5 + 25)))))>>>(nullptr, data24, (4 | in26[2]) * (TUNE_5 - (*input25)), 59lu);
        if (sizeof(int) > (*data24)) {
            return 42U;
        }
        if (*input25 > 97) {
            throw 97;
        }
    } catch (...) {
    }
    float h27 = *in26;
    struct Local28 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local28 mid29{1};
    int x30 = mid29.add(-h27);
    x30 = 6L;
    return ((40 != ((*in26) - input25[x30 & 7])) ? (x30) : (*in26));
}
int main(void)
{
    int n31 = 251;
    cudaEvent_t start32, stop33;
    cudaEventCreate(&start32);
    cudaEventCreate(&stop33);
    cudaEventRecord(start32);
    cudaEventRecord(stop33);
    cudaEventSynchronize(stop33);
    float ms34 = 0.0f;
    cudaEventElapsedTime(&ms34, start32, stop33);
    cudaEventDestroy(start32);
    cudaEventDestroy(stop33);
    cudaStream_t stream35;
    cudaStreamCreate(&stream35);
    cudaStreamSynchronize(stream35);
    char res36 = (n31 ^ (60U - n31)) / 0100;
    (void)res36;
    return 0;
}
