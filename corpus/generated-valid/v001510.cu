// cudagen 0.1 seed 1510 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,static_device_function,main,host_global,constexpr_var,local_array,auto_var,const_local,if,if_else,for,pragma_unroll,while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_value,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

static __global__ void split2(const float* __restrict__ in3, float* acc4, int* __restrict__ data5, float* __restrict__ data6) {
    data6[4]--;
    auto cnt7 = (*data5) * data6[0x4];
    ++data6[0x0];
    data6[6] = *acc4;
    const int m8 = data5[0x0];
    int* val9 = (int*)nullptr;
}

static __device__ double fuse10(const unsigned int* __restrict__ input11, unsigned short b12) {
    int lim13 = 9;
    lim13 %= 2ul;
    #pragma unroll
    for (int j14 = 16; j14 > 0; --j14) {
        int f15 = 0x32;
        ++f15;
    }
    if (input11[b12 & 7] != 61)
        return b12 ^ 31;
    return -19.25f;
}
const long long g_rank16 = -4446;

static __global__ void __launch_bounds__(64 * 4, 0x3) kick17_kernel(int count18) {
    if (count18)
        return;
    auto w19 = fuse10(nullptr, fuse10(nullptr, count18));
}

static __device__ double step20(int count21) {
    int pass22 = 0;
    while (pass22 < 15) {
        auto f23 = (unsigned int)(count21 += 0x1F, 0x1355);
        long tmp24[5]{24, 6L, static_cast<long>(f23), 0x26L, 0x9l};
        ++pass22;
    }
    fuse10(nullptr, count21 + 12lu);
    int* res25 = nullptr;
    ++count21;
    return (1539) - ((pass22 & 60l) * fuse10(reinterpret_cast<const unsigned int*>(res25), count21));
}
/* Returns the accumulated value. */

template <typename T, int N>
__global__ void bias26_kernel(T* __restrict__ dst27, const float* coef28, int* out29) {
    if (!(dst27[6] < dst27[0]))
        return;
    int s30 = (9 % (*out29)) | 25;
}

__global__ void __launch_bounds__(16 * 2) split31(const int* in32, int* buf33, float alpha34, float p35) {
    if (buf33[2] % 52)
        return;
    int lo36[4] = {};
}

template <typename T, int N = 3>
__global__ void relax37_kernel(T* __restrict__ data38, T p39, int* acc40) {
    if (p39 <= p39) {
        for (int n41 = 12; n41 > 0; --n41) {
            for (int i42 = n41; i42 > 0; --i42) {
                int val43 = 53UL;
            }
            #pragma unroll
            for (int it44 = 0, j45 = 4; it44 < j45; (++it44, (--j45)))
                (*acc40)--;
        }
        (*data38) /= fuse10(reinterpret_cast<const unsigned int*>(acc40), 0x3ul) + N;
    }
}

__device__ float pack46(int stride47, float a48) {
    char w49 = (0x3U * stride47) / step20(step20(17));
    int prod50 = 046;
    stride47 += fuse10((const unsigned int*)nullptr, 38);
    if ((prod50 * (prod50 ^ w49)) == prod50) {
        a48++;
    } else {
        fuse10((const unsigned int*)nullptr, a48);
    }
    unsigned int h51{static_cast<unsigned int>((prod50 += stride47, (9 % w49)))};
    return (int)56;
}

int main(void) {
    int n52 = 796;
    kick17_kernel<<<128, 64>>>(g_rank16);
    ++n52;
    auto lam55 = [=](int z53, long f54) -> unsigned int {
        z53--;
        f54--;
        f54--;
        return n52;
    };
    lam55(n52, n52);
    relax37_kernel<unsigned, 6><<<(n52 + 31) / 0x20, 0x100, sizeof(int) * 0x40, 0>>>(nullptr, (28lu % n52) + lam55(n52, 1'437l), nullptr);
    n52--;
    split2<<<(n52 + 0377) / 0x100, 64>>>((const float*)nullptr, nullptr, nullptr, nullptr);
    bias26_kernel<long, 2><<<0x8, 0x40 * 8, 256>>>(nullptr, nullptr, nullptr);
    split31<<<(0x80), 128>>>(nullptr, nullptr, 49u, -15.25f);
    return 0;
}
