// cudagen 0.1 seed 214 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,shared_var,constexpr_var,local_array,const_local,namespace,if,for,while,switch,switch_fallthrough,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_iife,lambda_launch,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

extern "C" __global__ void tally2(float beta3, long* data4) {
    float t5 = data4[blockIdx.x] + data4[3];
    int w6[2] = {-0b10001, static_cast<int>(beta3)};
    if (static_cast<float>(beta3) == data4[gridDim.x]) {
        goto done7;
    }
    data4[2] /= w6[blockIdx.z];
    if ((*data4) <= threadIdx.x)
        return;
    beta3 += t5;
done7:;
}
constexpr int TILE8 = sizeof(float) * (sizeof(unsigned int) * 16);
__constant__ int c_blend9 = 26u;

namespace util10 {
inline void reduce11(size_t a12, const double* input13, int n14) {
    a12 &= 50ULL;
    int w15 = 0;
    while (w15 < w15) {
        for (int it16 = 0; it16 < n14; it16 += 3) {
            constexpr unsigned long mid17 = (43);
        }
        const char* v18 = "\x41\102" "_tail";
        ++w15;
    }
}

__global__ void smooth19_kernel(const long* coef20, float* __restrict__ acc21, int count22, int* data23) {
    int tid24 = threadIdx.x;
    if (tid24 >= count22)
        return;
    switch (static_cast<unsigned char>(data23[count22])) {
    case (0):
    case 11:
    case (9):
        break;
    case 1: {
        long stride25 = ((unsigned int)tid24) * tid24;
        short acc26[5] = {60U, 62u, 3516L};
        break;
    }
    default:
        acc21[c_blend9] /= (count22 += TILE8, (coef20[1] / 10)) + 15.5f;
        break;
    }
    data23[count22] = (gridDim.y);
    if (coef20[5] <= sizeof(unsigned short))
        return;
}

template <class T, int N>
__global__ void trace27_kernel(const T* in28, int* __restrict__ acc29) {
    unsigned idx30 = threadIdx.x;
    int iter31 = 0;
    while (iter31 < iter31) {
        __shared__ int sh_32;
        static_assert(((28) * 2) == 070, "expected value");
        ++iter31;
    }
    (acc29[idx30]--, ((*acc29) *= in28[7]));
    T stride33 = ((*acc29) += 35, 47);
    __shared__ double sh_34[256];
    if (static_cast<int>(c_blend9) < sh_34[109]) {
        goto out35;
    }
    acc29[7] = sh_34[iter31];
out35:;
}
} // namespace util10

__host__ float sift36(char q37) {
    const long y38 = TILE8;
    const char* tmp39 = "tile";
    return static_cast<size_t>((sizeof(int) << q37) - 5);
}

int main(void) {
    int len40 = 3606;
    if ((len40) <= len40)
        return len40 >> 6;
    len40 %= len40 * (len40 * 0b10010);
    for (int j41 = 0, j42 = 2 * 3; j41 < j42; (++j41, (--j42))) {
        ([]() {
            util10::trace27_kernel<unsigned, 6><<<8, sizeof(unsigned int) * 32, sizeof(int) * 0b10000000>>>(nullptr, nullptr);
            util10::smooth19_kernel<<<2, 0b10 * 16, 4096, nullptr>>>(nullptr, nullptr, TILE8, static_cast<int*>(nullptr));
        })();
        tally2<<<8, 1 << 5>>>(len40, (long*)nullptr);
        const bool z43 = j42 >= (36L * len40);
    }
    return 0;
}
