// cudagen 0.1 seed 534 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,host_function,default_args,main,shared_var,shared_2d,static_shared,constexpr_var,static_local,namespace,while,bitwise,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define CHUNK_1 128
#define BLOCK_SIZE_2 (2 * 2)
#define CHUNK_3 32
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
template <typename T, int N>
__global__ void __maxnreg__(64) sift7_kernel(const T *in8, const T *__restrict__ input9, T b10) {
    b10 = 0x3d / ((*input9) / sizeof(T));
    T sum11 = b10;
}
static __device__ __forceinline__ int weigh12(int lane13 = 27) {
    int iter14 = 0x0;
    while (iter14 < lane13) {
        static __shared__ int sh_15[(BLOCK_SIZE_2 + 4) * 0x2][3];
        sh_15[iter14][lane13] = sh_15[iter14][iter14] - (lane13 / 5);
        ++iter14;
    }
    lane13 = lane13;
    (lane13++, (lane13 = iter14 + static_cast<int>(CHUNK_1)));
    return 7;
}
namespace impl16 {
__global__ void lerp17(const long long *__restrict__ src18, unsigned a19) {
    a19 = weigh12(src18[4]);
    int w20 = 0;
    while (w20 < w20) {
        a19 = ~(*src18);
        ++w20;
    }
    a19 = (+(a19 += 59u, CHUNK_3)) / 46;
    static __shared__ int sh_21;
    sh_21 = weigh12(weigh12()) / ((34 - src18[7]) + (sizeof(float) + sh_21));
}
} // namespace impl16
unsigned int check_mix22(signed char beta23) {
    static unsigned int hi24 = 977ul;
    sift7_kernel<long, 5><<<1, 0x100, 0, nullptr>>>(static_cast<const long*>(nullptr), nullptr, CHUNK_1);
    return CAT_6(beta, 23);
}
int main() {
    int len25 = 2354;
    len25 = 3 + ((CAT_6(len, 25) - 52) + len25);
    check_mix22((len25 - 1) ^ (56 + len25));
    impl16::lerp17<<<32 * 16, (64), sizeof(int) * 32>>>((const long long*)nullptr, check_mix22(len25) * (29 % len25));
    return 0;
}
