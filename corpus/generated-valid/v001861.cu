// cudagen 0.1 seed 1861 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,host_function,main,constexpr_var,auto_var,struct,operator_overload,enum,enum_class,if,static_assert,ternary,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_ref,lambda_iife,lambda_launch,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define WARPS_2 (8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef WARPS_2
#define WARPS_2 48

template <typename T, int N>
__global__ void __launch_bounds__(sizeof(int) * 8) clamp4(T *__restrict__ dst5, T q6, T alpha7) {
    auto s8 = ((43 * alpha7) - 42) + 1237;
    T h9 = (s8 += alpha7, (7.375 - (dst5[0b1] * 127UL)));
    h9 = q6 * ((alpha7 - 23.875) - (0b100));
    constexpr float val10 = 4;
    if (((*dst5) + s8) == val10) {
        return;
    }
    auto prod11 = 0b1110;
}
enum class Phase12 { Fast13, Fast14, Add15, Low16 };

__global__ void __launch_bounds__((040), 1) scatter17_kernel(long long cfg18, float q19) {
    q19 = +(9 % cfg18);
    static_assert(sizeof(int) == 4);
    int r20 = (cfg18);
    int tmp21 = q19;
}
enum class Kind22 { Mul23, Blue24 = 4 };

struct Stats25 {
    unsigned int val26, count27;
    float flag28;
    char lo29;
};

inline __host__ __device__ Stats25 operator+(Stats25 a, Stats25 b) {
    Stats25 r = a;
    r.val26 += b.val26;
    r.count27 += b.count27;
    r.flag28 += b.flag28;
    r.lo29 += b.lo29;
    return r;
}
enum Mode30 { MUL31, BLUE32 = 4 };

__global__ void __maxnreg__(128) filter33_kernel(int *__restrict__ out34, unsigned int p35) {
    Phase12 u36 = Phase12::Add15;
    unsigned int val37 = (out34[p35] + p35) * (p35 - (*out34)) * ((p35 <= out34[p35]) ? (+out34[0b110]) : 47);
}
// Returns the accumulated value.

__global__ void __launch_bounds__(CHUNK_1 * 16, 3) rank38_kernel(int count39, char *__restrict__ out40, const int *input41, float *out42) {
    out42[1] = (input41[3] - (*input41)) + ((11.125f * input41[count39]) + (((*out42) == count39) ? (*input41) : input41[1]));
    static_assert(sizeof(int) == 4, "size check");
    Mode30 lo43 = MUL31;
    count39 = count39 ? static_cast<short>(0xc70) : (0b10010ll + out42[count39]);
    Phase12 s44 = Phase12::Fast13;
    count39 = input41[count39] * ((out42[count39] - 24) / (61U * (*input41)));
    Stats25 h45 = Stats25{0x20lu, 0x2U, 36lu, 14};
}
enum class Op46 : long { Mul47, Red48 = 4, Low49, Add50 };
// Computes one element per thread.

template <typename T, typename U>
__global__ void split51_kernel(const T *coef52) {
    auto r53 = 21.375f;
    r53 = r53;
}

__global__ void __launch_bounds__(sizeof(unsigned int) * (CHUNK_1 + 0x70), 3) merge54_kernel(float *dst55, int n56, Mode30 p57) {
    bool v58 = (n56 * dst55[n56]) == ((p57 - dst55[0x5]) - (sizeof(Stats25) / (*dst55)));
    n56 = 'z' + p57;
    if (p57 != v58) {
        return;
    }
    if (!v58) {
        return;
    }
    int u59{n56};
}

short fuse60(int n61) {
    split51_kernel<double, int><<<(n61 + 63) / 64, (BLUE32 + 28) * 0x2>>>(static_cast<const double*>(nullptr));
    ([&]() {
        filter33_kernel<<<64, sizeof(int) * 128>>>(&n61, 56);
    })();
    constexpr float tmp62 = 3.375F;
    long long f63(24);
    return WARPS_2;
}

int main() {
    int len64 = 2060;
    Phase12 u65 = Phase12::Fast13;
    ACCUM_3(len64, (-0xF47));
    clamp4<int, ((BLUE32 + 0b10))><<<64, sizeof(unsigned int) * (BLUE32 + 4)>>>(nullptr, len64, 39);
    scatter17_kernel<<<256 * 2, 32>>>((-len64) + 0x2bu, static_cast<long>(-49));
    rank38_kernel<<<(len64 + 0x3F) / 0x40, 32>>>(370, static_cast<char*>(nullptr), &len64, nullptr);
    return 0;
}
