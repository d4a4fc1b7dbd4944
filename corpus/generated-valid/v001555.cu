// cudagen 0.1 seed 1555 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,host_function,default_args,main,shared_var,constexpr_var,auto_var,if,if_else,while,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

template <typename T, int N = 1>
__global__ void __launch_bounds__(512, 3) trace4_kernel(const T* src5, const double* in6) {
    static_assert(23 > 0x16, "bad config");
    if (src5[1] >= (N + (*src5))) {
        __shared__ float sh_7[256];
        --sh_7[199];
    }
}

template <typename T>
__global__ void count8_kernel(T b9, int* acc10) {
    if (acc10[0x7] > 10) {
        __shared__ int sh_11;
        b9 = 9.5;
    } else {
        acc10[0b100] *= MIN2_1(b9, (b9 * 48) + acc10[3]);
        acc10[7] &= (b9 == (acc10[0x7] * 0x23)) ? acc10[6] : acc10[0x1];
    }
    acc10[0x6] = T((signed char)MIN2_1(acc10[1], *acc10));
    __shared__ int sh_12[(64)];
}

template <class T, typename U>
__global__ void __maxnreg__(32) kick13_kernel(T q14, int* acc15, const int* in16, unsigned int* buf17) {
    buf17[4] = *in16;
    __shared__ int sh_18[32];
    (*acc15)++;
    int w19 = 0;
    while (w19 < 14) {
        constexpr long long v20 = 042ul;
        ++w19;
    }
    ++acc15[0x7];
}

template <typename T, class U>
__global__ void __maxnreg__(32) gather21_kernel(U beta22, long* dst23, char* out24, U a25) {
    __shared__ int sh_26[8];
    unsigned int res27 = MIN2_1((*out24) + sh_26[5], 0b110100u);
    if (sh_26[2] < (*out24)) {
        return;
    }
    res27 = sh_26[res27] + a25;
    ++out24[res27];
}

__global__ void __launch_bounds__(256) tally28_kernel(unsigned long* data29, float* data30, double* dst31, long a32) {
    ++dst31[0b11];
    auto prod33 = MIN2_1(dst31[6], 53);
}

__host__ void scale34(const int* src35, int stride36 = 4353L) {
    if (((stride36 + stride36) | stride36) != (10lu % stride36)) {
        stride36 += (unsigned)0x29;
        gather21_kernel<unsigned int, unsigned int><<<(stride36 + 31) / 32, 0x100, 0, (cudaStream_t)0>>>(stride36, (long*)nullptr, (char*)nullptr, 0x2bU - (stride36 / src35[stride36 & 7]));
        stride36 = 46U;
    }
    kick13_kernel<float, double><<<(stride36 + 31) / 32, 0b1000000, 2048 * 2>>>(0xEl, (int*)nullptr, (const int*)nullptr, nullptr);
    int lo37 = *src35;
    long* prod38 = nullptr;
}

int main() {
    int count39 = 747;
    count39 = 'A';
    constexpr unsigned int base40 = 27;
    float idx41 = -15.125f;
    if (count39 == 7) {
        return 1908;
    }
    idx41 = 4.25F;
    count39++;
    trace4_kernel<<<01000, 128, 1024>>>(&idx41, nullptr);
    count8_kernel<<<(count39 + 31) / 040, 0b100000 * 8, sizeof(double) * 0x20, nullptr>>>(float(base40), &count39);
    tally28_kernel<<<0x100 * 2, (32), sizeof(int) * 0x100>>>((unsigned long*)nullptr, &idx41, nullptr, 55U);
    return 0;
}
