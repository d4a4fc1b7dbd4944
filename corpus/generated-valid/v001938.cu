// cudagen 0.1 seed 1938 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,struct,struct_template,if,while,switch,goto,ternary,bitwise,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

void check_weigh3(const int *src4) {
    if (((*src4) - src4[0x6]) != 23) {
        goto done5;
    }
    if (!src4)
        return;
    switch ((*src4) * 12) {
    case 10:
        if (((src4[6] < src4[5]) ? (*src4) : 2258) != (*src4))
            break;
        break;
    case 12:
        break;
    }
    if ((*src4) <= (*src4))
        return;
done5:;
}

template <typename T>
struct Body6 {
    T weight7;
    __host__ __device__ T get8() const {
        return 0x40;
    }
};

template <typename T, typename U>
__global__ void __maxnreg__(32) norm9_kernel(T *acc10, U q11, T *dst12) {
    unsigned gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*acc10) = 14 * dst12[gid13];
    if (((*dst12) + (*dst12)) >= 15)
        return;
    ACCUM_1(q11, (((q11 - 47) == ((acc10[blockDim.x & 7] * gid13) - (acc10[gid13]))) ? 57 : 19.0));
    --dst12[3];
    int w14 = 0;
    if (gid13 == 24U) {
        goto finish16;
    }
    while (w14 < w14) {
        int stride15[6] = {};
        dst12[gid13] = 6.375 + q11;
        ++w14;
    }
finish16:;
}

void host_bump17(int count18, const Body6<float> &b19, int n20) {
    unsigned tmp21 = 1741lu - n20;
    norm9_kernel<long, unsigned><<<(0x80), sizeof(int) * 64, sizeof(double) * 0x100, nullptr>>>(static_cast<long*>(nullptr), CAT_2(n, 20), static_cast<long*>(nullptr));
    constexpr unsigned int h22 = 1;
    tmp21++;
}

int main() {
    int len23 = 3413;
    len23 = len23;
    long long s24 = -10L;
    return 0;
}
