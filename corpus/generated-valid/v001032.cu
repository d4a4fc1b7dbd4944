// cudagen 0.1 seed 1032 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,host_device_function,device_template_function,main,const_local,if,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

template <typename T, class U>
__device__ __host__ T norm5(U q6, int len7) {
    --len7;
    const T mid8 = q6;
    len7++;
    return (mid8 + 20.25);
}

template <typename T, typename U>
__global__ void shade9(const U *coef10, int len11) {
    unsigned int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid12 >= len11)
        return;
    T base13 = 18;
    if ((base13 * tid12) > (0xE + base13)) {
        float off14 = len11;
        T t15{base13};
    }
}

int main() {
    int len16 = 58;
    ACCUM_2(len16, (37));
    len16++;
    shade9<long, int><<<64, 0x20>>>(nullptr, len16);
    return 0x0;
}
