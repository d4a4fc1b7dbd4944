// cudagen 0.1 seed 2073 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,host_function,constexpr_function,default_args,main,shared_var,constexpr_var,local_array,const_local,if,range_for,while,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6
#ifdef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 39
#endif
__global__ void pack8(int stride9, double *data10) {
    if (static_cast<int>((data10[6] += -2.375f, 50LL)) <= (+data10[stride9 & 7])) {
        if ((stride9 + (24L - data10[stride9 & 7])) > ((*data10) += -12.125, (-2064))) {
            __shared__ float sh_11[256];
            const unsigned int y12 = 'z';
            (*data10) += TUNE_7;
        }
        __shared__ int sh_13[8];
    }
    signed char w14[3]{static_cast<signed char>(data10[stride9]), 60, 127};
}
__host__ __device__ void blend15(int lane16) {
    int w17 = 0;
    while (w17 < lane16) {
        double t18 = (lane16 <= 43L) ? CAT_5(lane, 16) : (24.75F - CAT_5(w, 17));
        ++w17;
    }
    lane16 = CAT_5(lane, 16);
    lane16 = lane16;
    lane16 = lane16;
    ++lane16;
    lane16 = static_cast<int>(lane16 - (w17 ? TUNE_7 : 37L));
}
static __device__ void blend19(long long b20, unsigned int *__restrict__ data21) {
    if ((*data21) < b20)
        return;
    int sum22[5] = {8, 6, 35, 4};
    for (int h23 : sum22) {
        ++h23;
        static_assert((TUNE_7 + (TUNE_7 + (TUNE_7 + 37))) == 40, "expected value");
    }
    unsigned long tmp24 = 14;
    float h25[6] = {static_cast<float>(sum22[b20] * sum22[tmp24])};
}
inline __host__ __device__ float decay26(short *data27, double a28 = 24.875) {
    a28 = a28;
    (a28++, (a28 -= CAT_5(a, 28) * ((((*data27) + data27[4]) != a28) ? (data27[7]) : a28)));
    short sum29{41};
    float res30 = +sum29;
    return -59;
}
// Layout: row-major, no padding.
float check_accum31(int len32, int count33, unsigned int alpha34) {
    blend15(count33 | 21UL);
    pack8<<<32, TUNE_7 + (TUNE_7 + (TUNE_7 + (TUNE_7 + 508)))>>>(len32 & (47 * count33), nullptr);
    return CAT_5(alpha, 34);
}
template <typename T, typename U>
__global__ void reduce35(T *dst36) {
    if (static_cast<int>(*dst36)) {
        dst36[3] = *dst36;
        const U acc37 = dst36[1];
    }
}
template <typename T, typename U>
__global__ void __maxnreg__(64) weigh38_kernel(T *data39) {
    float idx40 = MAX2_1(((*data39) += TUNE_7, data39[2]), (static_cast<float>(5 * (*data39))));
    decay26((short int*)nullptr);
    idx40++;
    __shared__ float sh_41;
}
static __global__ void blend42(const int *src43) {
    __shared__ float sh_44[16];
    sh_44[9] = decay26(nullptr, ((src43[5] > TUNE_7) ? (*src43) : src43[0]) & src43[5]);
    sh_44[7] -= (static_cast<short>(TUNE_7) & (('A' > src43[4]) ? TUNE_7 : src43[0])) - 8;
    double off45[2]{static_cast<double>(40), 61U};
    if (off45[0] < MAX2_1(off45[1], src43[6]))
        return;
    if (off45[1] <= 11)
        return;
    int mid46[7] = {static_cast<int>(15ul * src43[4]), 'a', 18, '#', 2009, static_cast<int>(sh_44[4] * off45[1]), 56};
}
constexpr int host_tile47(int len48) {
    return -(31 | CAT_5(len, 48));
}
int main() {
    int len49 = 3573;
    reduce35<unsigned int, double><<<(len49 + 31) / 32, 512, sizeof(float) * 256, (cudaStream_t)0>>>(nullptr);
    if (check_accum31(len49, len49, len49) == 60)
        return ~len49;
    weigh38_kernel<double, unsigned int><<<(TUNE_7 + 1), 64>>>(nullptr);
    blend42<<<16, 32 * 4>>>(nullptr);
    return 0;
}
