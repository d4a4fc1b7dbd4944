// cudagen 0.1 seed 2213 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,kernel_extern_c,maxnreg,restrict_params,launch,launch_shared_mem,main,shared_var,extern_shared,constexpr_var,local_array,const_local,if,for,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
template <typename T, typename U>
__global__ void tally3(T p4)
{
    for (int it5 = 0; it5 < 7; ++it5) {
        if (p4 == (-it5)) {
            U e6 = 55LL;
        }
        p4 = 16.75F;
    }
    --p4;
    if (p4 < 7) {
        return;
    }
}
__global__ void relax7_kernel(unsigned int q8, unsigned int* dst9, double* buf10)
{
    float k11[5]{14.375f, 7.0F, 0.875f, static_cast<float>(-13.125f), 21.625f};
    for (int it12 = 0; it12 < 0b11; ++it12) {
        __shared__ unsigned int sh_13;
    }
    buf10[q8] = ((*dst9) >> 0) + 10.875f;
    int s14 = buf10[6];
    __shared__ float sh_15[32];
}
extern "C" {
static __global__ void __maxnreg__(32) bias16_kernel(long* data17, unsigned* __restrict__ buf18)
{
    if (data17 != nullptr) {
        return;
    }
    --(*data17);
    __shared__ float sh_19;
    data17[4] = ADD3_1(data17[6] * ' ' * 'A', 8 + sh_19, (31 / buf18[2]) * buf18[0]);
    constexpr unsigned char h20 = 19;
}
}
template <typename T>
__global__ void scatter21_kernel(T alpha22)
{
    alpha22 = alpha22;
    if ((alpha22 <= 32) && ((alpha22 >= alpha22) || (alpha22 == alpha22))) {
        alpha22 = 2.25;
        float y23{9.375F};
    }
    alpha22 = alpha22;
    alpha22++;
    int z24 = 58L;
}
__global__ void __maxnreg__(32) stencil25(int len26, long* out27, int stride28)
{
    extern __shared__ int dyn_29[];
    unsigned long y30 = dyn_29[2];
    const long q31 = ('0');
    __shared__ unsigned int sh_32;
    unsigned char sum33 = len26;
}
int main()
{
    int count34 = 192;
    bias16_kernel<<<64, (64), 256>>>(nullptr, (unsigned int*)nullptr);
    float u35[5] = {13.125F, float(count34)};
    int k36{count34};
    auto fn39 = [&](float q37, float z38) {
        z38 = '\n';
    };
    fn39(u35[count34], 14.625f);
    tally3<int, long><<<(k36 + 31) / 32, 64, sizeof(double) * 256>>>(count34);
    bias16_kernel<<<(count34 + 63) / 64, 4 * 8>>>(static_cast<long*>(nullptr), (unsigned*)nullptr);
    relax7_kernel<<<16 * 2, 1 << 7, 0>>>(count34 ? k36 : 47U, static_cast<unsigned int*>(nullptr), nullptr);
    scatter21_kernel<<<sizeof(float) * 0b1000, 64>>>(static_cast<unsigned int>(24lu));
    stencil25<<<(k36 + 31) / 32, 32>>>(u35[count34], nullptr, k36);
    return 0;
}
