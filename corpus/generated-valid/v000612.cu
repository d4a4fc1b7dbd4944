// cudagen 0.1 seed 612 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,static_host_function,main,constexpr_var,struct,class_private,namespace,if,for,pragma_unroll,switch,goto,static_assert,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 64
#endif

namespace img6 {
static float host_rank7(int count8, const float* coef9) {
    if ((count8 + 43) <= 0x26l) {
        goto skip12;
    }
    count8 = (((*coef9) + (*coef9)) - TUNE_5);
    count8++;
    for (int it10 = 0; it10 < count8; it10++) {
        count8 = coef9[count8] * count8;
        count8 = it10;
        int y11 = 45l - count8;
    }
skip12:;
    return sizeof(int);
}

class Particle13 {
    long long flag14;
    float vel15;
public:
    __host__ __device__ Particle13(long long c16, float init17) : flag14(c16), vel15(init17) {}
    __host__ __device__ float apply18() const {
        return flag14;
    }
    __host__ __device__ void get19(int mid20) {
        (++flag14, (vel15 = TWICE_PLUS_1(TWICE_PLUS_1(int(mid20), 22ul * mid20), ((vel15 != vel15) || (mid20 > flag14)) ? (9 % flag14) : TUNE_5)));
        vel15 = flag14;
    }
};

__device__ int reduce21(short int cfg22, unsigned* __restrict__ acc23) {
    if (((*acc23) != cfg22) && (56 <= acc23[0x1])) {
        goto done26;
    }
    --acc23[2];
    #pragma unroll
    for (int n24 = 0; n24 < cfg22; ++n24) {
        cfg22 = *acc23;
        switch ((*acc23) - 11LL) {
        case (6):
            break;
        default:
            cfg22 = acc23[7] * cfg22;
            break;
        }
        bool f25 = acc23[6];
    }
done26:;
    return 5 * (acc23[4] - (*acc23));
}
} // namespace img6

__global__ void split27(unsigned long* __restrict__ buf28, long long alpha29, int* out30, float p31) {
    if ((alpha29 - TUNE_5) <= p31)
        return;
    p31 = *buf28;
    alpha29 = 24U;
    (*out30)++;
    if (alpha29 > 51)
        return;
    signed char u32 = img6::reduce21(((*out30) >= out30[3]) ? 1lu : img6::reduce21(45, reinterpret_cast<unsigned*>(out30)), reinterpret_cast<unsigned int*>(buf28));
    static_assert((sizeof(unsigned int) * (0xc)) == 48);
}

int main(void) {
    int len33 = 3081;
    split27<<<dim3(0x2 * 16, (len33 + 255) / 0x100, 1 << 7), 128, sizeof(float) * TUNE_5, 0>>>(nullptr, 35ul, (int*)nullptr, len33 + static_cast<int>(sizeof(int)));
    static_assert(31 == 0x1f);
    if (len33 == len33)
        return (len33 << 0x2) >> (13UL + len33);
    len33 = img6::host_rank7(len33 >> len33, static_cast<const float*>(nullptr));
    split27<<<dim3(32), 256>>>(nullptr, img6::host_rank7(len33, nullptr), (int*)nullptr, 2146ull);
    return 0;
}
