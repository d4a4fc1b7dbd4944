// cudagen 0.2 seed 40 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,host_function,main,local_array,if,bitwise,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_float,cast_static,sizeof,call_operator,hdr_tuple
#include <cuda_runtime.h>
#include <tuple>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Clamp4 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call5(int x) {
    Clamp4 fn{2};
    return fn(x) + fn(x, 1);
}
static __global__ void apply6_kernel(int n7) {
    int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double q9[3 * 2]{static_cast<double>(gid8), 7.0, 7.0, 60, static_cast<double>(sizeof(int)), 13.125};
    q9[n7] = gridDim.x;
}
float host_relax10(const double *in11) {
    double diff12 = in11[2];
    if (diff12 == (*in11))
        return 59;
    std::tuple<int, float, double> tup13{36, 2.0f, 3.0};
    int q14 = std::get<0>(tup13) + static_cast<int>(std::get<double>(tup13)) + static_cast<int>(std::tuple_size<decltype(tup13)>::value);
    diff12 = in11[1] * 28;
    std::tuple<int, float, double> tup15{q14, 2.0f, 3.0};
    int hi16 = std::get<0>(tup15) + static_cast<int>(std::get<double>(tup15)) + static_cast<int>(std::tuple_size<decltype(tup15)>::value);
    (void)hi16;
    return q14;
}
int main() {
    int len17 = 1199;
    len17 = len17 - len17;
    float flag18 = 2.125F;
    flag18 = 23.375f;
    len17 = (~(21UL + len17)) & (len17 << 2);
    apply6_kernel<<<128, 1 << 8, 0>>>(22 << static_cast<unsigned char>(flag18));
    return 0;
}
