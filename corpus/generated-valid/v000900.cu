// cudagen 0.1 seed 900 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,enum_class,using_alias,namespace,if,if_else,for,switch,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_launch,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum class Phase5 { Blue6, Blue7, Red8, Idle9 = 4 };

namespace util10 {
enum class Mode11 {
    Idle12 = 3,
    Fast13,
    Green14,
    Mul15,
    On16 = 12
};

__global__ void tile17_kernel(char* out18, int len19, const size_t* __restrict__ in20) {
    extern __shared__ float dyn_21[];
    unsigned int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i22 >= len19)
        return;
    (*out18) = (float)len19;
    auto tmp23 = LOW_BITS_1(threadIdx.x);
    for (int j24 = 0; j24 < len19; ++j24) {
        unsigned* q25 = reinterpret_cast<unsigned int*>(out18);
        len19 = 55;
    }
    (*out18) = threadIdx.x;
    float prod26 = long(static_cast<float>(in20[len19 & 7])) + static_cast<int>(i22);
}
enum class Mode27 { Idle28, Red29, Low30, Green31 };
} // namespace util10

__device__ int fold32(int lane33, int count34) {
    count34 = lane33;
    lane33 = lane33 - (LOW_BITS_1(count34) * lane33);
    unsigned w35 = 32;
    return 0x9 % (lane33 - blockDim.x);
}
constexpr float kW36 = 5.25F;

template <class T, typename U>
__global__ void __maxnreg__(32) split37_kernel(T cfg38, int count39, const T* coef40) {
    if (!(!(blockIdx.z != threadIdx.y))) {
        double r41 = count39;
    } else {
        if ((34 != count39) && (blockDim.x == kW36))
            return;
        --cfg38;
    }
    count39 = *coef40;
    float tmp42 = T(13.125 * cfg38);
    T flag43 = tmp42;
}
using real44_t = float;

__global__ void pack45(double* __restrict__ data46, const unsigned long* __restrict__ src47, util10::Mode27 b48) {
    unsigned int tid49 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const int base50 = sizeof(int) / blockIdx.z;
    size_t t51 = 10;
    if (!(b48 == util10::Mode27::Idle28))
        return;
    unsigned y52 = base50;
    for (int n53 = 0x0; n53 < base50; ++n53)
        b48 = b48;
    b48 = util10::Mode27::Low30;
}

template <typename T>
__global__ void count54(T* __restrict__ acc55) {
    extern __shared__ char dyn_56[];
    int i57 = threadIdx.x;
    (*acc55) = acc55[1] * (dyn_56[2] * 16.125 * static_cast<T>(gridDim.x));
    if (((int)blockIdx.x) == kW36)
        return;
    util10::Mode27 acc58 = util10::Mode27::Idle28;
    dyn_56[4] = 47;
    acc58 = util10::Mode27::Green31;
    unsigned x59 = LOW_BITS_1(~threadIdx.x);
}

int main() {
    int len60 = 0xc1b;
    if (len60 != 011) {
        auto step62 = [](size_t e61) -> int {
            e61 = 0x2AUL;
            count54<int><<<dim3(0x4), 1 << 7>>>((int*)nullptr);
            return '0';
        };
        step62(len60);
        auto diff63 = (kW36 - len60) * step62(len60) * (len60 + (0x3d | len60));
    }
    switch (len60 & len60) {
    case 0x7:
        break;
    case 0xb: {
        dim3 off64 = dim3((8), 2, (len60 + 127) / 0200);
        count54<int><<<1 << 0b100, off64, 0, nullptr>>>(nullptr);
        break;
    }
    }
    util10::tile17_kernel<<<dim3(2, 128 * 2), 16 * 0x2, 0x1000>>>(nullptr, (len60), static_cast<const size_t*>(nullptr));
    split37_kernel<unsigned, real44_t><<<dim3(1 << 010, (len60 + 63) / 64), dim3(128, (len60 + 31) / 32, (0x80)), sizeof(int) * 64, 0>>>(0x6, len60 + kW36 + (0b11 * len60), static_cast<const unsigned*>(nullptr));
    pack45<<<dim3(16), 0200, 0, (cudaStream_t)0>>>(nullptr, (const size_t*)nullptr, util10::Mode27::Green31);
    return 0x0;
}
