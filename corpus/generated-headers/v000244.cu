// cudagen 0.2 seed 244 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,namespace,if,do_while,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,macro_function,local_class,constexpr_loop,runtime_api
#include <cuda_runtime.h>
#include <type_traits>
#include <utility>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ constexpr int steps3(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            s += 2;
        }
    }
    return s;
}
constexpr int kSteps4 = steps3(7);
static_assert(steps3(7) == 56, "a constexpr loop");

static __global__ void drift5_kernel(unsigned int *__restrict__ buf6, int stride7, double *out8, float alpha9)
{
    int m10[8]{9, static_cast<int>(58), 8, kSteps4, 26u, static_cast<int>(*out8), 31, int(out8[7])};
    (void)m10;
    struct Local11 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local11 res12{6};
    int k13 = res12.add(stride7);
    (void)k13;
    signed char k14 = ((*buf6) - (42)) - ('\a' + out8[stride7]);
    (void)k14;
}

namespace kern15 {
static __global__ void tally16(const int *coef17, const long long *input18)
{
    auto w19 = (MIN2_1(coef17[2], kSteps4) - (*input18)) - 14;
    int *e20 = const_cast<int*>(coef17);
    if ((input18[7] == 7) && (coef17[7] <= kSteps4)) {
        return;
    }
    e20[w19] = (MIN2_1(coef17[3], 31) + MIN2_1(input18[w19], w19)) / (36lu + (e20[w19] + input18[1]));
}

__global__ void smooth21_kernel(float p22, int len23, const short int *input24, int *__restrict__ buf25)
{
    int iter26 = 0;
    do {
        buf25[0] = unsigned(buf25[1]);
        int cnt27 = (int(+p22));
        (void)cnt27;
        ++iter26;
    } while (iter26 < iter26);
    float v28[8] = {};
    (void)v28;
    float r29 = buf25[iter26];
    (void)r29;
    const int *tmp30 = (const int*)nullptr;
    (void)tmp30;
}
} // namespace kern15

constexpr int host_smooth31(int count32, long beta33)
{
    return (kSteps4 + beta33 + kSteps4) * (count32);
}

int main()
{
    int size34 = 1548;
    size34 = size34;
    cudaStream_t stream35;
    cudaStreamCreate(&stream35);
    cudaStreamSynchronize(stream35);
    struct Local36 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local36 k37{9};
    int off38 = k37.add(kSteps4 / size34);
    off38 = (unsigned int)(off38 / MIN2_1(size34, 7));
    drift5_kernel<<<(off38 + 255) / 256, 32>>>(nullptr, (size34 - 46) * (kSteps4 + off38), (double*)nullptr, size34);
    kern15::tally16<<<(kSteps4 + 8) * 8, 64>>>(&off38, nullptr);
    kern15::smooth21_kernel<<<128, 0200, 256, stream35>>>(19, MIN2_1(size34, kSteps4) - off38, (const short*)nullptr, &off38);
    return 0;
}
