// cudagen 0.1 seed 327 invalid:memory_space_local_in_device
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,device_template_function,host_function,default_args,main,constant_var,constexpr_var,local_array,enum_class,namespace,anon_namespace,if,while,switch,switch_fallthrough,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

float apply6(int count7, int count8, int len9) {
    unsigned z10[2 * 3] = {64l, 056, 25};
    int acc11 = static_cast<int>(CAT_5(len, 9) + 3U);
    return len9;
}

namespace {
enum class Op12 { On13 = 1, On14, Off15 };
} // namespace
__constant__ int c_blend16 = 10;

__global__ void update17(float* dst18) {
    __managed__ int local_mem61;
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float q20{static_cast<float>(dst18[0x4])};
    double prod21 = blockIdx.y;
    float res22 = c_blend16;
}

template <class T, int N = 2>
__host__ __device__ int weigh23(T* out24, const T* src25) {
    out24[6] = *src25;
    int sum26[4] = {18ll, 0x7};
    (*out24) = ((sum26[1] & 1) ? 0xe : 010L) + 15.5F + ((N % sum26[2]) >> (sum26[3] + N));
    T v27 = sum26[1];
    out24[6] = (out24[2] + out24[0x5]) - (src25[0] * ((out24[5] >= src25[4]) ? 127 : N));
    return src25[5];
}

namespace impl28 {
enum class Axis29 { Green30 = 3, Blue31 };

__host__ __device__ int smooth32(int count33, long beta34, int count35 = 12) {
    beta34 = weigh23(static_cast<int*>(nullptr), static_cast<const int*>(nullptr)) + 4461;
    long y36 = count35 | (~(064u ^ beta34));
    float x37[3] = {float(-13.25F), 2.F};
    size_t acc38 = weigh23<float, 6>(x37, x37) + 14;
    int pass39 = 0;
    while (pass39 < y36) {
        x37[count35] = 11.75f;
        long long r40 = weigh23((unsigned*)nullptr, (const unsigned int*)nullptr) + 3;
        ++pass39;
    }
    return 0x3E;
}

__host__ __device__ double clamp41(int stride42) {
    int k43 = static_cast<float>(weigh23<long, 8>(nullptr, nullptr) << CAT_5(stride, 42));
    long lim44 = stride42;
    return k43;
}
} // namespace impl28

namespace impl45 {
__host__ __device__ signed char spread46(char beta47, bool beta48 = 1) {
    beta47 = (063ll | weigh23<long, 1>(static_cast<long*>(nullptr), static_cast<const long*>(nullptr))) % (12u * beta47);
    beta47 = (beta47 >> (63U + beta48)) + weigh23<long, 0x6>(nullptr, nullptr);
    beta48 = ((beta48 + impl28::smooth32(beta47, beta47)) > impl28::clamp41(beta47)) ? beta47 : impl28::smooth32(1 % beta47, 0x9);
    beta48 = weigh23((long*)nullptr, static_cast<const long*>(nullptr));
    beta48 = weigh23<unsigned int, 3>(static_cast<unsigned int*>(nullptr), nullptr);
    int f49 = CAT_5(beta, 47) * beta48;
    --beta47;
    return beta48;
}

__device__ __host__ unsigned int filter50(int stride51) {
    stride51 = stride51;
    --stride51;
    stride51 = impl45::spread46(impl28::clamp41(2226LL), stride51 >= HALF_2(stride51));
    stride51 = stride51;
    stride51 = 24L - (CAT_5(stride, 51) & (014u + stride51));
    --stride51;
    return 44;
}

int tile52(float a53, int n54, unsigned int p55 = 61ll) {
    n54 = 0x10L;
    if ((p55 * a53) < a53) {
        return n54 | ((a53 == a53) ? n54 : p55);
    }
    return impl28::clamp41(a53 * 59);
}
} // namespace impl45

int host_weigh56(short q57 = 64) {
    q57 = q57 | (43 * (q57 + q57));
    if (CAT_5(q, 57) < q57) {
        return 28ul;
    }
    update17<<<0x4 * 0x2, (128), 1024>>>(static_cast<float*>(nullptr));
    int k58[8] = {int(32), -62, 42U, 46};
    impl45::tile52(k58[4], k58[q57]);
    return weigh23<float, ((5))>(nullptr, nullptr);
}

int main() {
    int n59 = 0xFBF;
    switch ((unsigned char)CAT_5(n, 59)) {
    case (11):
        n59 = 59;
        n59 = -0x30;
        [[fallthrough]];
    case (7):
        break;
    }
    update17<<<(2), 256, 4096>>>(static_cast<float*>(nullptr));
    unsigned long lo60 = n59;
    update17<<<64 * 4, 0x1 << 5, sizeof(double) * 256>>>((float*)nullptr);
    return 0x0;
}
