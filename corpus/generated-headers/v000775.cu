// cudagen 0.2 seed 775 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_template_function,main,host_global,constexpr_var,if,for,switch,goto,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,comments,ctad,exceptions,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define TILE_DIM_1 3
#define RADIUS_2 (3)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
// Computes one element per thread.

__global__ void stencil5(int lane6, float *__restrict__ acc7, const unsigned int *__restrict__ in8, int *__restrict__ data9) {
    int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid10 >= lane6) {
        return;
    }
    ++data9[blockIdx.x];
    static_assert(sizeof(int) == 4);
    switch (lane6) {
    case 2:
        break;
    default: {
        constexpr float r11 = -24.375f;
        (void)r11;
        break;
    }
    }
    for (int it12 = gid10; it12 > 0; --it12) {
        (*data9)++;
        __half h13 = __float2half(static_cast<float>(it12));
        float flag14 = __half2float(__hmul(h13, h13));
        (void)flag14;
    }
}
unsigned int g_trace15[] = {29, 54L, 35};
template <typename T> struct Keep16 {
    T v;
    __host__ __device__ Keep16(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin17 { A a; B b; };
__host__ __device__ int deduce19(int x) {
    Keep16 h(x);
    Keep16 g{2.5};
    return h.get() + static_cast<int>(g.get());
}
struct Failure20 {
    int code;
};
int check22(int v) {
    if (v > 41) {
        throw Failure20{v};
    }
    return v;
}
int guarded21(int x) noexcept {
    try {
        return check22(x);
    } catch (const Failure20 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

template <typename T, typename U>
__device__ __forceinline__ T pivot23(const U *src24, const size_t *__restrict__ input25) {
    if (((*src24) * src24[0]) <= 46) {
        goto skip29;
    }
    if (input25[3] <= (*input25)) {
        int q26((771 / (input25[gridDim.x])) * 7);
        (void)q26;
    }
    for (int j27 = 4; j27 > 0; --j27) {
        if ((src24[5] * 2553l) < (*src24)) {
            continue;
        }
        for (int j28 = 0; j28 < 15; j28++) {}
    }
skip29:;
    return blockIdx.x - input25[threadIdx.x];
}

int main(void) {
    int size30 = 1660;
    g_trace15[size30] |= g_trace15[size30];
    stencil5<<<128, 64, sizeof(float) * 64>>>((RADIUS_2 + size30) * (32UL * size30), nullptr, g_trace15, nullptr);
    long t31{static_cast<long>(g_trace15[size30])};
    (void)t31;
    double q32 = 36;
    (void)q32;
    cudaStream_t r33 = 0;
    (void)r33;
    return 0;
}
