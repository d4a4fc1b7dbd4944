// cudagen 0.2 seed 441 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,main,constant_array,constexpr_var,const_local,if,if_else,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,multiple_inheritance,explicit_specialization,if_constexpr,type_traits,runtime_api
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>

#define RADIUS_1 8
#define WARPS_2 4
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 50
#endif

#if WARPS_2 > 32
#define CONFIG_7 3
#else
#define CONFIG_7 24
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Part10 {
    int m0;
    int get0() const { return m0 * 5; }
};
struct Base11 {
    int m1;
    int get1() const { return m1 * 5; }
};
struct Part12 {
    int m2;
    int get2() const { return m2 * 4; }
};
struct Combo9 : Part10, Base11, public Part12 {
    int own;
    int sum() const { return get0() + get1() + get2() + own; }
};
int mix13(int x) {
    Combo9 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    return d.sum();
}
__constant__ unsigned int c_accum14[2] = {44, 38U};
template <typename T> struct IsReal16 { static constexpr bool value = false; };
template <> struct IsReal16<float> { static constexpr bool value = true; };
template <> struct IsReal16<double> { static constexpr bool value = true; };
template <typename T>
int classify15(T v) {
    if constexpr (IsReal16<T>::value) {
        return static_cast<int>(v * 5);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

__global__ void spread17(int *__restrict__ out18) {
    float k19 = 25;
    if ((*out18) + out18[3]) {
        unsigned int t20 = static_cast<unsigned>((25));
        (void)t20;
    } else if (c_accum14[0] >= (0x1a)) {
        double e21 = (c_accum14[0] * (159 * (*out18))) - c_accum14[1];
        e21 /= -0.75;
        k19 += e21;
    }
}

int main() {
    int count22 = 3529;
    count22 |= 23 - count22;
    auto op24 = [=]() mutable -> unsigned short {
        cudaStream_t t23 = nullptr;
        count22 = (int)((count22 * count22) - static_cast<int>(count22));
        return ~(sizeof(int) * count22);
    };
    op24();
    cudaStream_t stream25;
    cudaStreamCreate(&stream25);
    cudaStreamSynchronize(stream25);
    spread17<<<1 << 5, 0x100, sizeof(double) * 0x20>>>((int*)nullptr);
    const unsigned char e26 = ((47 + count22) & (CAT_4(count, 22) - WARPS_2));
    (void)e26;
    count22 = 15u;
    return 0;
}
