// cudagen 0.1 seed 1236 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_device_function,device_template_function,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,if,switch,switch_fallthrough,goto,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,lambda,macro_object
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define CHUNK_2 (010 * (1 << 4))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

int run_relax5(int len6, int stride7, int stride8)
{
    if (stride7 < NUM_ITERS_1) {
        goto finish11;
    }
    stride7++;
    --stride7;
    switch (stride8 | len6) {
    case (2): {
        constexpr int val9 = (27);
        [[fallthrough]];
    }
    case 10: {
        (++stride7, (len6 = stride8));
        int r10[2] = {};
        break;
    }
    }
finish11:;
    return ' ';
}

__host__ __device__ int accum12(const double* __restrict__ src13, const float* src14)
{
    double idx15 = 19.25f;
    static_assert((32) == 32);
    double y16[8] = {};
    return NUM_ITERS_1;
}
__constant__ double c_lerp17 = -30L;

__global__ void rank18_kernel(size_t q19, const unsigned int* src20)
{
    extern __shared__ int dyn_21[];
    dyn_21[1] = -55;
    if (c_lerp17 < c_lerp17) {
        return;
    }
    dyn_21[0] = 2548 - ((25 < accum12(reinterpret_cast<const double*>(src20), reinterpret_cast<const float*>(src20))) ? (q19 += q19, (*src20)) : dyn_21[q19 & 7]);
}

__host__ __device__ void warp22(int count23)
{
    accum12(nullptr, nullptr);
    unsigned int r24 = 62ul;
    if (020 < (r24 - r24)) {
        goto finish25;
    }
    r24--;
finish25:;
}

template <class T, int N = 5>
inline __host__ __device__ unsigned long decay26(T* __restrict__ data27)
{
    switch (accum12(nullptr, nullptr)) {
    case 5: {
        warp22(N);
        T prod28 = 20;
        [[fallthrough]];
    }
    case 1:
        (*data27) = data27[5];
        (data27[2]++, ((*data27) = 24.125));
        break;
    }
    if (accum12((const double*)nullptr, nullptr) > data27[4]) {
        return accum12(nullptr, nullptr) << 2;
    }
    return ((data27[6] == data27[0]) ? 51u : accum12(nullptr, nullptr)) + N;
}

constexpr int run_update29(int lane30, int lane31)
{
    lane30 = lane30;
    lane31 = 10;
    return (61l * (lane30 & lane31)) & lane31;
}

int main()
{
    int len32 = 2564;
    constexpr float acc33 = 41U;
    auto op34 = []() -> float {
        return -22.625F;
    };
    rank18_kernel<<<4 * 2, CHUNK_2>>>(acc33 / len32, static_cast<const unsigned*>(nullptr));
    run_update29(len32, run_relax5(('0'), 56U + len32, run_relax5(len32, acc33, acc33)));
    len32 = 6 * len32;
    rank18_kernel<<<(len32 + 255) / 256, CHUNK_2, 0>>>(len32, static_cast<const unsigned*>(nullptr));
    return 0;
}
