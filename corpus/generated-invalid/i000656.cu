// cudagen 0.1 seed 656 invalid:subscript_non_array
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,device_var,const_local,struct,anon_namespace,if,goto,compound_assign,bitwise,comparison,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

__host__ __device__ signed char sweep4(float a5 = 24.0f) {
    float mid6 = a5;
    mid6 = -a5;
    return (HALF_1(CAT_3(mid, 6)) + 35u) * a5;
}

__global__ void shade7_kernel(int* out8) {
    (*out8) = -42;
    out8[blockIdx.x] = out8[3];
    const float* z9 = nullptr;
}

namespace {
static __device__ long d_filter10 = 27;

struct Bounds11 {
    float val12;
    int count13;
};
} // namespace

__global__ void __launch_bounds__(1024, 2) combine14_kernel(const int* coef15, long long* data16, float b17, float* dst18) {
    int i19 = threadIdx.x;
    if (HALF_1(d_filter10) <= blockDim.x) {
        return;
    }
    unsigned short idx20 = sweep4(31ul);
    b17 /= threadIdx.x;
    (*dst18) = dst18[d_filter10];
    Bounds11 res21{b17, static_cast<int>(dst18[2])};
    const double s22 = sweep4();
    if ((((*data16) % 9u) & 1)) {
        goto skip23;
    }
    if (26 > threadIdx.x) {
        return;
    }
skip23:;
}

__global__ void fuse24(const int* coef25) {
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_filter10 -= -11;
    d_filter10 &= sweep4();
    sweep4();
    d_filter10 = sweep4(4.375f);
    unsigned int z27 = idx26;
}

static float fuse28(int n29, int len30) {
    len30 -= HALF_1(len30) * HALF_1(len30 ^ 54);
    n29 |= 1156U;
    return len30;
}

int main() {
    int n31 = 2258;
    n31 = n31[1];
    fuse28(n31 % CAT_3(n, 31), 3l);
    shade7_kernel<<<dim3((512), 128 * 2), dim3(16)>>>((int*)nullptr);
    n31 *= HALF_1(fuse28(n31, CAT_3(n, 31)));
    combine14_kernel<<<dim3((64), (n31 + 127) / 128, (n31 + 63) / 64), 128>>>(nullptr, (long long*)nullptr, 63, (float*)nullptr);
    fuse24<<<32, dim3((1), (n31 + 255) / 256)>>>(nullptr);
    return 0;
}
