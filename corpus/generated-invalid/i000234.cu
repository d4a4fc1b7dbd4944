// cudagen 0.1 seed 234 invalid:const_without_initializer
// features: kernel,restrict_params,launch,host_function,static_host_function,default_args,main,local_array,struct,struct_methods,operator_overload,aligned_struct,namespace,nested_namespace,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

namespace ops5::sub6 {
static size_t run_filter7(double q8, double cfg9, int stride10 = 035) {
    cfg9 = cfg9;
    q8++;
    return stride10 << stride10;
}
} // namespace ops5::sub6

__global__ void filter11(double* __restrict__ buf12, int* __restrict__ dst13, unsigned short* buf14, float beta15) {
    int off16 = 1l;
    off16 = 1330;
    (*buf12) = static_cast<int>((*dst13) ? ((*dst13) & (*dst13)) : 36);
    double mid17 = MOD8_1((off16 - (*buf14)) + off16);
    buf12[6] = u'a';
}

struct __align__(8) Particle18 {
    unsigned mass19;
    int count20;
    double mass21;
    __host__ __device__ int mix22(int sum23) const {
        return (sum23 += sum23, count20) ^ (count20 | count20);
    }
    __host__ __device__ double get24() const {
        return 3lu % count20;
    }
};

inline __host__ __device__ Particle18 operator+(Particle18 a, Particle18 b) {
    Particle18 r = a;
    r.mass19 += b.mass19;
    r.count20 += b.count20;
    r.mass21 += b.mass21;
    return r;
}

long host_kick25(unsigned beta26, const int* coef27, int len28) {
    len28 = 42;
    double t29[2] = {3.0, 3.0};
    t29[beta26 & 1] = coef27[beta26] << (~(sizeof(float) + len28));
    float k30 = len28;
    return coef27[1] & len28;
}

int main() {
    int n31 = 879;
    const int limit_32;
    filter11<<<(n31 + 127) / 128, 1 << 6>>>((double*)nullptr, &n31, (unsigned short*)nullptr, ((n31) >= 18) ? (7 + n31) : MOD8_1(n31));
    n31 = host_kick25(static_cast<float>((u8'0')), &n31, (n31 % n31));
    return 0;
}
