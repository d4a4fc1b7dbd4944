// cudagen 0.1 seed 1872 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,default_args,main,constexpr_var,auto_var,const_local,struct,struct_template,enum,using_alias,namespace,if,static_assert,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
using real3_t = float;

namespace ops4 {
enum Color5 { BUSY6, ON7 };
} // namespace ops4

__global__ void tile8(const int *__restrict__ src9, int count10, int count11, unsigned short q12) {
    count10 = 49ll;
    ++q12;
    int lo13 = (long)ops4::BUSY6;
    auto acc14 = ((031 % q12) & (sizeof(unsigned) - lo13)) >> 2;
    auto f15 = acc14;
    auto lim16 = 669;
    int y17 = (int)((unsigned int)('z' * q12));
}

__global__ void accum18(const int *input19, float *buf20) {
    (*buf20)++;
    buf20[3] = (6.375F + buf20[2]) * (*buf20);
    --(*buf20);
    ops4::Color5 k21 = ops4::BUSY6;
    char off22 = 0177l;
    buf20[0b100] = 23;
}

static __device__ double gather23(int *__restrict__ buf24, bool b25, long beta26 = 53) {
    beta26 = (56U | b25) + (((real3_t)b25) + b25);
    ops4::Color5 hi27 = ops4::BUSY6;
    ++beta26;
    ops4::Color5 stride28 = hi27;
    return beta26;
}

template <typename T>
struct Body29 {
    T count30;
    __host__ __device__ T mix31(T val32) const {
        if (count30 > val32) {
            return val32;
        }
        if ((count30 >= 11UL) && (count30 >= count30)) {
            return (4.0f - count30) / count30;
        }
        return 14.25;
    }
};

__device__ long apply33(unsigned char *__restrict__ buf34, const unsigned int *input35) {
    if ((input35[0] == input35[2]) || (*buf34)) {
        return (1ull + buf34[6]) % (033 >> (*buf34));
    }
    static_assert(((ops4::ON7 + 7) * (1 << 0b1)) > 15, "tile must fit");
    ops4::Color5 off36 = ops4::ON7;
    const float mid37 = buf34[2];
    if (((*input35) <= 4ul) || buf34[4]) {
        return input35[3];
    }
    auto x38 = off36;
    return TWICE_PLUS_2(off36, gather23(nullptr, off36 != ops4::ON7, 17 * input35[4]));
}

void run_trace39(int count40, int lane41, int stride42 = 33ul) {
    cudaStream_t q43 = 0;
    cudaStream_t lo44 = (cudaStream_t)0;
    ++count40;
}

int main() {
    int n45 = 844;
    auto res46 = (((unsigned char)n45) + (n45 + ops4::ON7)) | 1ull;
    Body29<long> e47{0b100l};
    run_trace39(res46, (8 / n45) + ('a'), -6);
    e47 = Body29<long>{};
    tile8<<<(n45 + 31) / 32, 128, sizeof(int) * 128>>>((const int*)nullptr, size_t(TWICE_PLUS_1(res46, u'#')), (unsigned int)e47.count30, 57L);
    accum18<<<(n45 + 31) / 32, (ops4::ON7 + 15) * (ops4::ON7 + (ops4::ON7 + (ops4::ON7 + 1))), sizeof(float) * 32, (cudaStream_t)0>>>(nullptr, (float*)nullptr);
    return 0;
}
