// cudagen 0.1 seed 1793 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,auto_var,struct,struct_methods,operator_overload,enum_class,namespace,if,do_while,goto,compound_assign,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

struct Body3 {
    int sum4;
    double z5;
    unsigned char hi6;
    __host__ __device__ int reset7() const {
        Body3 val8 = Body3{sum4, 7.0, 31U};
        return 53;
    }
    __host__ __device__ void get9(short acc10) {
        float u11 = acc10 + ((19.875f / acc10) * 22.75f);
        unsigned int m12 = 14;
    }
};

__host__ __device__ Body3 operator+(Body3 a, Body3 b) {
    Body3 r = a;
    r.sum4 += b.sum4;
    r.z5 += b.z5;
    r.hi6 += b.hi6;
    return r;
}

namespace ops13 {
constexpr unsigned LANES14 = 8;

__host__ unsigned char run_clamp15(int *acc16, float *__restrict__ out17, size_t a18) {
    if (*acc16) {
        goto finish19;
    }
    a18 *= 17;
    a18 = ops13::LANES14;
finish19:;
    return 255;
}

__global__ void __maxnreg__(128) tally20(int stride21, float *buf22, float *out23) {
    int iter24 = 0;
    do {
        __shared__ long sh_25;
        ++iter24;
    } while (iter24 < 10);
    (*buf22) = iter24 + buf22[6];
    if (((out23[1] * ops13::LANES14) / blockDim.y) != (47 - buf22[stride21])) {
        __shared__ int sh_26[16];
    }
    out23[stride21] *= ops13::LANES14;
    bool x27 = ((0 + stride21) * ops13::LANES14) - ops13::LANES14;
}
} // namespace ops13
enum class Kind28 { Green29, Slow30, Green31 = 4, High32 };

__global__ void __launch_bounds__(128) split33(long *data34) {
    int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (34 == (((*data34) * ops13::LANES14) + 4619U)) {
        data34[3] -= tid35;
        constexpr float x36 = '0';
        data34[3] = 23;
    }
    __shared__ float sh_37;
    if (sh_37 > tid35) {
        return;
    }
    constexpr unsigned int q38 = ops13::LANES14 + 53;
}

constexpr int host_fuse39(int stride40, int count41) {
    auto hi42 = 51ul + count41;
    return count41;
}

int main() {
    int len43 = 3150;
    len43 = 8u;
    Kind28 t44 = Kind28::Green29;
    ops13::tally20<<<dim3(16, (len43 + 255) / 256, (len43 + 31) / 32), 256>>>(host_fuse39(host_fuse39(len43, ops13::LANES14), ops13::run_clamp15(nullptr, nullptr, ops13::LANES14)), nullptr, (float*)nullptr);
    const float *t45 = nullptr;
    split33<<<(len43 + 127) / 128, 32>>>((long*)nullptr);
    return 0;
}
