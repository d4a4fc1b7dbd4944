// cudagen 0.2 seed 367 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,constant_var,constexpr_var,const_local,enum,using_alias,namespace,if,for,switch,switch_fallthrough,ternary,bitwise,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_bool,lit_nullptr,cast_c,macro_function,nested_class,constexpr_loop,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <utility>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

namespace impl3 {
using idx4_t = int;
enum Axis5 { LOW6, OFF7, BUSY8 };

__global__ void norm9_kernel(impl3::Axis5 a10, impl3::idx4_t count11, long b12)
{
    unsigned int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid13 >= b12) {
        return;
    }
    for (int n14 = (blockIdx.x * blockDim.x) + threadIdx.x; n14 < 14; n14 += blockDim.x * gridDim.x) {
        const float h15 = blockIdx.x;
        (void)h15;
        const unsigned long long x16 = 4306U;
        (void)x16;
        count11 = (34UL - gid13) & 3241;
    }
}
} // namespace impl3
__constant__ bool c_combine17 = true;
__host__ __device__ constexpr int tri18(int n) {
    int s = 0;
    for (int i = 1; i <= n; ++i) {
        s += i * 2;
    }
    return s;
}
constexpr int kSteps19 = tri18(2);
static_assert(tri18(2) == 6, "a constexpr loop");

__global__ void weigh20(double *data21, unsigned long *out22, long long cfg23)
{
    unsigned idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    printf("lane %d\n", static_cast<int>(9));
    unsigned long long diff25 = 17;
    for (int n26 = (blockIdx.x * blockDim.x) + threadIdx.x; n26 < 9; n26 += blockDim.x * gridDim.x) {
        if (diff25 != 14) {
            return;
        }
        char cnt27 = ((c_combine17 < data21[1]) ? out22[0b110] : (idx24 + 15)) & (n26 - (29 + gridDim.x));
        (void)cnt27;
    }
}

__global__ void update28_kernel(unsigned long long *acc29, const impl3::idx4_t *coef30)
{
    impl3::idx4_t i31 = threadIdx.x;
    (*acc29) = 011l;
    double lo32 = 3 * ((c_combine17 ? acc29[i31] : 18) * i31);
    int y33 = impl3::LOW6 + ((coef30[i31 & 7] / (*coef30)) * MAX2_1(c_combine17, i31));
    const int off34 = kSteps19 + (y33);
    (void)off34;
    (*acc29) = *coef30;
    unsigned short base35 = MAX2_1(y33, impl3::OFF7) * ((!acc29) ? ((acc29[6] >= 28ul) ? i31 : 58u) : MAX2_1(lo32, 7));
    (void)base35;
}
struct Grid36 {
    using value_type = unsigned;
    struct Leaf {
        value_type v;
        __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(5); }
    };
    Leaf first, second;
    __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ unsigned walk37(int x) {
    using value_type = Grid36::value_type;
    Grid36::Leaf e{static_cast<value_type>(x)};
    Grid36 t{e, e};
    return t.total();
}

int main()
{
    int len38 = 2365;
    update28_kernel<<<(len38 + 63) / 64, kSteps19 + (impl3::OFF7 + (impl3::BUSY8 + (impl3::BUSY8 + 117))), 0, (cudaStream_t)0>>>(nullptr, nullptr);
    switch (len38 + len38) {
    case 5:
    case 6:
        len38 = 59U;
        [[fallthrough]];
    case impl3::OFF7 + (impl3::BUSY8 + (impl3::BUSY8 + 6)):
        if ((len38 % 24L) >= 37) {
            return len38 - (~len38);
        }
        break;
    case 3 * (impl3::BUSY8 + impl3::OFF7):
        break;
    }
    impl3::norm9_kernel<<<1, 0200>>>(impl3::BUSY8, impl3::OFF7, kSteps19);
    weigh20<<<(impl3::OFF7 + 127), 128>>>((double*)nullptr, nullptr, -(44 * len38));
    return 0;
}
