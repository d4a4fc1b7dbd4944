// cudagen 0.1 seed 80 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,constexpr_var,const_local,enum,enum_class,typedef,using_alias,namespace,nested_namespace,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 58
#endif
__constant__ int c_kick4 = -28;
using ptr5_t = unsigned char*;
enum class Mode6 { On7, Mul8 = 2, Blue9 };

__global__ void fold10(const unsigned int *__restrict__ in11, double *__restrict__ dst12, unsigned int *acc13) {
    int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc13[7] ^= acc13[0x7];
    (*dst12) = (gid14 & 3087) - gid14;
    Mode6 hi15 = Mode6::On7;
    Mode6 r16 = Mode6::Blue9;
}

__device__ int bias17(int stride18, const int *__restrict__ src19, unsigned alpha20) {
    Mode6 mid21 = Mode6::Mul8;
    stride18 |= short(stride18 * ((alpha20 & 1) ? stride18 : src19[6]));
    int v22 = TUNE_3;
    if (stride18 == stride18) {
        mid21 = mid21;
        unsigned long long z23 = int(26 - (*src19));
        SWAP_1(int, v22, stride18);
    }
    return 891u;
}
enum class Level24 : unsigned int { High25 = 1, Blue26, Green27, Idle28 = 5 };
enum class Op29 { Mul30, Blue31 = 3 };

__host__ __device__ void tile32(int stride33, float *__restrict__ buf34) {
    float x35 = stride33;
    buf34[stride33] = TUNE_3;
    --stride33;
    int r36 = ((stride33 & 56lu) - (stride33 % 55));
}

namespace util37::sub38 {
enum Kind39 { IDLE40 = 1, OFF41 };
} // namespace util37::sub38
typedef Op29 kind42_t;

__global__ void norm43(float b44, int *__restrict__ acc45, int *acc46) {
    extern __shared__ float dyn_47[];
    acc46[c_kick4 & 7] = util37::sub38::IDLE40;
    unsigned int idx48(53 + (acc46[2] += acc46[5], (43 + dyn_47[7])));
    dyn_47[idx48] = sizeof(unsigned);
    constexpr int base49 = 30l;
}

constexpr __host__ __device__ int accum50(int lane51, int lane52) {
    return ((lane52 * '\0') > (lane51 & lane51)) ? util37::sub38::OFF41 : lane52;
}

__global__ void count53(const char *src54, short *dst55) {
    unsigned int gid56 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (53 > (accum50(c_kick4, 0x14) + (~(*dst55)))) {
        float mid57(sizeof(int));
    }
    dst55[gid56] = (50 - (blockDim.x)) - util37::sub38::IDLE40;
}
enum class Level58 : unsigned char {
    On59 = 2,
    On60,
    Red61,
    Mul62 = 7,
    Idle63 = 13
};

template <class T, int N>
__device__ short trace64(const T *__restrict__ src65, int len66, long *__restrict__ dst67) {
    (*dst67) >>= 2;
    len66 = ~bias17(util37::sub38::OFF41, reinterpret_cast<const int*>(dst67), c_kick4 + (*src65));
    const unsigned long long h68 = N;
    kind42_t k69 = Op29::Mul30;
    if (dst67[3] <= len66) {
        dst67[7] |= sizeof(T);
        len66 %= blockIdx.z * ((dst67 == nullptr) ? ((len66 > 44) ? 0x3c : 35) : (util37::sub38::OFF41));
    }
    return ' ' % (len66 + len66);
}

unsigned char check_score70(double *acc71) {
    acc71[2] = 04477 | accum50(acc71[2], accum50(*acc71, util37::sub38::IDLE40));
    double res72 = 27LL % accum50(acc71[2], accum50(*acc71, acc71[0x7]));
    norm43<<<util37::sub38::OFF41 + (TUNE_3 + (util37::sub38::OFF41 + (util37::sub38::OFF41 + (TUNE_3 + (util37::sub38::IDLE40 + 5))))), (util37::sub38::OFF41 + (util37::sub38::OFF41 + (TUNE_3 + 0xc2))) * util37::sub38::OFF41>>>(32 - res72, reinterpret_cast<int*>(acc71), reinterpret_cast<int*>(acc71));
    Level24 s73 = Level24::High25;
    return *acc71;
}

int main() {
    int count74 = 3619;
    count53<<<128, 64, sizeof(double) * 0x100, nullptr>>>((const char*)nullptr, nullptr);
    bool f75 = (accum50(count74, '\n') >> (count74 % 35)) == (count74 / 24);
    fold10<<<(count74 + 0x7F) / 128, (util37::sub38::OFF41 + (util37::sub38::IDLE40 + 125)), 0, 0>>>((const unsigned int*)nullptr, nullptr, nullptr);
    return 0;
}
