// cudagen 0.1 seed 592 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_function,main,constant_array,shared_var,extern_shared,local_array,namespace,for,shift,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__device__ int decay4(int n5, int *dst6) {
    --n5;
    double x7[1 << 2] = {7.0, 3.0, 42};
    (*dst6)++;
    return (x7[2] * (n5 + '#'));
}
__constant__ unsigned int c_warp8[8] = {'0', 'A', 26LL, U'0', 27l, 3, 'z', 29};

namespace impl9 {
static __global__ void apply10_kernel(int stride11, int lane12, int count13, float *__restrict__ data14) {
    decay4(L'#', &count13);
    __shared__ float sh_15[(8)];
}

__global__ void blend16_kernel(int n17, int *__restrict__ acc18, unsigned int *acc19, float cfg20) {
    extern __shared__ unsigned int dyn_21[];
    for (int n22 = 0; n22 < n17; ++n22) {
        __shared__ int sh_23[16];
        unsigned t24{1u};
    }
    decay4(*acc18, acc18 + 3);
}
} // namespace impl9

int host_accum25(const int *in26, const int *__restrict__ in27) {
    impl9::apply10_kernel<<<8, 1 << 5, sizeof(double) * 256, 0>>>(in26[2], in26[0], (double)(*in27), nullptr);
    long long res28[4]{596, 50lu, 34, static_cast<long long>(in27[3])};
    res28[3] = 53;
    res28[3] = ((sizeof(unsigned int) - in27[6]) << 3) - ((float)in27[6]);
    return *in27;
}

int main() {
    int count29 = 3309;
    count29 = (host_accum25(&count29, &count29) - host_accum25(&count29, &count29)) + count29;
    impl9::blend16_kernel<<<1, (256)>>>(host_accum25(nullptr, &count29), &count29, (unsigned int*)nullptr, count29);
    return 0;
}
