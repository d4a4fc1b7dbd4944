// cudagen 0.2 seed 342 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,main,constexpr_var,enum_class,nested_namespace,if,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_c,cast_static,macro_object,pp_if,enum_underlying,inline_namespace,using_declaration,using_directive,exceptions,hdr_cmath,hdr_cstdio
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cstdio>

#define TILE_DIM_1 3
#define BLOCK_SIZE_2 64
#define RADIUS_3 16

#if BLOCK_SIZE_2 > 28
#define CONFIG_4 5
#else
#define CONFIG_4 30
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <class T, typename U>
__global__ void stencil6_kernel(T cfg7, int count8, T *__restrict__ dst9, const T *in10) {
    printf("sum %d\n", static_cast<int>(count8));
    double val11((ceilf(62)) / count8);
    if (val11 == 052) {
        return;
    }
}
enum struct State12 : unsigned char {
    Green13 = 3,
    Add14,
    On15,
    Fast16 = 10,
    Add17
};

__global__ void bump18_kernel(int count19, float b20) {
    if ((count19 < count19) || (count19 > count19)) {
        long k21(fmaxf((int)(b20 / count19), (-count19) * b20));
        (void)k21;
        State12 x22 = State12::Fast16;
        (void)x22;
        short int u23 = (b20 * ceilf(12.5F)) - ((3253 + b20) - 57);
        (void)u23;
    }
    b20 = (ceilf(6.75F) - fminf(count19, -52)) * (-(b20 + BLOCK_SIZE_2));
}
namespace core24 {
inline namespace v1 {
__device__ int version25(int x) { return x + 8; }
} // namespace v1
namespace detail::impl {
__device__ int helper26(int x) { return x * 4; }
} // namespace detail::impl
} // namespace core24
using core24::version25;
__device__ int layered27(int x) {
    using namespace core24::detail::impl;
    return helper26(x) + version25(x) + core24::v1::version25(1);
}
struct Failure28 {
    int code;
};
int check30(int v) {
    if (v > 17) {
        throw Failure28{v};
    }
    return v;
}
int guarded29(int x) {
    try {
        return check30(x);
    } catch (const Failure28 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

int main() {
    int size31 = 0x942;
    dim3 u32 = dim3((size31 + 0177) / 128, (size31 + 0x7f) / 128, (size31 + 63) / 64);
    (void)u32;
    fabsf(ceilf(size31));
    bump18_kernel<<<0x1, 512>>>(fabsf(size31 / 5), 22.25f / ((float)size31));
    stencil6_kernel<float, unsigned int><<<TILE_DIM_1 + 125, 1 << (CONFIG_4 + 4)>>>(19.75f, floorf(static_cast<int>(size31)), static_cast<float*>(nullptr), nullptr);
    return 0;
}
