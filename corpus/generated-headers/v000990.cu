// cudagen 0.2 seed 990 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,default_args,main,constexpr_var,enum_class,switch,switch_fallthrough,ternary,compound_assign,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,cast_static,sizeof,macro_function,enum_underlying,hdr_cuda_std
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define LOW_BITS_1(x) ((x) & 0xF)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum struct Axis3 : short { Fast4, Idle5 = 6 };

__global__ void count6(float q7, double a8) {
    cuda::std::array<int, 4> lanes9{};
    lanes9[0] = 27;
    int total10 = lanes9[0] + static_cast<int>(lanes9.size()) + cuda::std::plus<int>()(lanes9[1], 1);
    (void)total10;
    constexpr int t11 = -60;
    (void)t11;
}

int host_trace12(const float *coef13, int lane14, unsigned char b15 = 33) {
    lane14 *= 0x134u;
    lane14 *= static_cast<int>(-46);
    lane14 += 021;
    lane14 = coef13[4];
    return 22;
}

int main() {
    int size16 = 1312;
    dim3 sum17(2);
    count6<<<sum17, 8 * 16, 64 * 0x4>>>(-0x1221, (!(18U < size16)) ? 2 : size16);
    switch (size16) {
    case 7:
    case 0x4:
        size16 = static_cast<int>((size16 <= size16) ? 39U : sizeof(int)) * LOW_BITS_1(size16);
        --size16;
        break;
    case 11:
        size16 -= size16;
        break;
    }
    return 0;
}
