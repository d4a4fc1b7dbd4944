// cudagen 0.1 seed 2351 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,device_function,host_device_function,host_function,default_args,main,shared_var,static_shared,extern_shared,struct,struct_methods,enum_class,switch,switch_fallthrough,goto,ternary,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_reinterpret,cast_const,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 3
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define HALF_3(x) ((x) / 2)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef RADIUS_1
#define RADIUS_1 2
enum class State7 { Slow8 = 2, Low9, On10 = 7 };

__global__ void __maxnreg__(128) fuse11_kernel(long long *buf12, int *dst13, int *dst14) {
    int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((*dst13) + 40u) {
        goto out16;
    }
    switch (threadIdx.x) {
    case 0:
        break;
    case RADIUS_1 + (RADIUS_1 + 7):
        ACCUM_4(*buf12, (HALF_3((i15 / 48) + 0x4)));
        ACCUM_4(dst14[i15], (buf12[i15]));
        [[fallthrough]];
    case (10):
        break;
    default:
        break;
    }
out16:;
}

__host__ __device__ float mix17(unsigned p18, const long *coef19) {
    switch (*coef19) {
    case 7:
        break;
    case 0: {
        State7 acc20 = State7::On10;
        break;
    }
    case (11):
        ++p18;
        p18--;
        [[fallthrough]];
    case (5):
        break;
    }
    return p18;
}

struct Node21 {
    int x22, flag23;
    long vel24;
    double sum25;
    __host__ __device__ double scale26() const {
        return ((vel24 - sizeof(float)) >= flag23) ? (21ll - flag23) : x22;
    }
};

__device__ int gather27(int count28, int len29, const float *in30) {
    static __shared__ float sh_31[64];
    State7 r32 = State7::On10;
    return mix17(mix17(sh_31[len29] + threadIdx.x, reinterpret_cast<const long*>(in30)), (const long*)nullptr);
}
enum class Mode33 { Fast34, Low35 = 3, Red36, Slow37 };

__global__ void fold38(float cfg39, double *acc40) {
    extern __shared__ unsigned long long dyn_41[];
    int tid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Mode33 stride43 = Mode33::Slow37;
    mix17(((*acc40) * dyn_41[2]) - 26, reinterpret_cast<const long*>(acc40));
    const int *flag44 = reinterpret_cast<const int*>(acc40);
    acc40[2] = HALF_3((TWICE_PLUS_2((gather27(57, 7ull, reinterpret_cast<const float*>(acc40))), 0x7)));
    Mode33 m45 = Mode33::Fast34;
    acc40[tid42] = threadIdx.x - (-flag44[4]);
}

int host_update46(int stride47, const int *coef48, int count49 = 82) {
    if (stride47) {
        goto out50;
    }
    fold38<<<dim3(sizeof(int) * 128, (stride47 + 127) / 128, (RADIUS_1 + (RADIUS_1 + 0174))), (RADIUS_1 + (RADIUS_1 + 28)) * (RADIUS_1 + 14)>>>(19 % stride47, nullptr);
    fuse11_kernel<<<(count49 + 255) / 0x100, 0200>>>(nullptr, const_cast<int*>(coef48), const_cast<int*>(coef48));
out50:;
    return stride47 + (*coef48);
}

int main() {
    int size51 = 244;
    const char *x52 = R"xy(a "quoted" )word)xy";
    size51 = TWICE_PLUS_2(x52[1], 0x3bL);
    return 0;
}
