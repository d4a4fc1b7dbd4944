// cudagen 0.1 seed 405 invalid:duplicate_case
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,default_args,main,device_var,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,struct,struct_template,enum,namespace,if,for,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define CHUNK_1 256
#define CHUNK_2 3
#define BLOCK_SIZE_3 128
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
static __device__ __forceinline__ long lerp5(const char *coef6, const float *__restrict__ in7, bool beta8) {
    static __shared__ unsigned char sh_9[7][7];
    for (int j10 = 0; j10 < 13; j10++) {
        __shared__ int sh_11[32];
    }
    sh_9[3][4]--;
    static __shared__ float sh_12[32 * 4];
    sh_9[6][2] += sh_9[5][2];
    return 045 * (*in7);
}
enum Kind13 { ADD14, HIGH15, HIGH16, OFF17 = 6 };
__global__ void apply18_kernel(float b19, int len20, float *__restrict__ buf21) {
    buf21[0b110] = ((len20 && (OFF17 == buf21[len20])) ? 4481 : (buf21[4] - 59)) * (lerp5(reinterpret_cast<const char*>(buf21), &b19, 0) * lerp5(reinterpret_cast<const char*>(buf21), buf21, b19 > 026));
    len20 = lerp5(static_cast<const char*>(nullptr), buf21, !((b19 <= b19) && (len20 != buf21[0])));
    float *prod22 = &b19;
    double diff23 = ((!prod22) ? (len20 * (*prod22)) : (len20 + 15.375f)) / lerp5(nullptr, static_cast<const float*>(nullptr), buf21[1] >= (*buf21));
    lerp5(reinterpret_cast<const char*>(prod22), nullptr, (len20 % len20) - diff23);
    int mid24((5 - buf21[len20]) * L' ' * sizeof(float));
    prod22[len20] = lerp5(reinterpret_cast<const char*>(buf21), &b19, lerp5(reinterpret_cast<const char*>(prod22), buf21, prod22[0b10]) < b19);
}
__global__ void relax25_kernel(long long alpha26, float b27, const unsigned int *input28) {
    extern __shared__ long dyn_29[];
    b27 *= +(31 + b27);
    float y30 = 9 * lerp5(reinterpret_cast<const char*>(input28), reinterpret_cast<const float*>(input28), dyn_29[alpha26] + dyn_29[alpha26]);
    lerp5(static_cast<const char*>(nullptr), reinterpret_cast<const float*>(input28), lerp5(reinterpret_cast<const char*>(input28), reinterpret_cast<const float*>(input28), 0 + dyn_29[alpha26]));
    y30 /= HIGH15;
    b27 = (y30);
    alpha26 = y30 - lerp5(reinterpret_cast<const char*>(input28), reinterpret_cast<const float*>(input28), MAX2_4(y30, OFF17));
}
__global__ void __launch_bounds__(256) scatter31(int *data32, Kind13 p33, float *__restrict__ out34, unsigned char cfg35) {
    if (0b101001 < lerp5(reinterpret_cast<const char*>(data32), out34, '\x41' != cfg35))
        return;
    float sum36 = (p33 != HIGH16) ? lerp5(reinterpret_cast<const char*>(out34), out34, lerp5(reinterpret_cast<const char*>(data32), out34, out34[cfg35])) : MAX2_4(out34[cfg35], cfg35 * CHUNK_1);
    float *hi37 = static_cast<float*>(nullptr);
    lerp5(reinterpret_cast<const char*>(out34), static_cast<const float*>(nullptr), *data32);
    float tmp38[4]{sum36, 17.625f, 0.5f, 24.5f};
    lerp5(reinterpret_cast<const char*>(hi37), tmp38, data32[7] == lerp5(reinterpret_cast<const char*>(hi37), out34, (sum36 * p33) <= (*data32)));
    static __shared__ int sh_39[8];
}
__global__ void pivot40(const int *__restrict__ coef41) {
    int acc42[5] = {};
    if ((*coef41) > (*coef41))
        return;
}
template <typename T, int N>
__global__ void warp43_kernel(const T *__restrict__ coef44, int lane45, size_t *__restrict__ data46) {
    float lim47 = ((3 >= (*data46)) ? coef44[lane45] : N) - lerp5(nullptr, reinterpret_cast<const float*>(data46), (*data46) + coef44[lane45]);
    lerp5(reinterpret_cast<const char*>(data46), &lim47, ((lim47 >= lane45) ? lane45 : lerp5((const char*)nullptr, reinterpret_cast<const float*>(data46), 1)) > MAX2_4(lim47, lane45));
}
static __device__ __forceinline__ void norm48(float *buf49, int count50, unsigned long long b51 = 16) {
    buf49[b51] = (MAX2_4(b51, count50) * (b51 - count50)) - static_cast<unsigned int>(static_cast<int>(*buf49));
    char lo52[7]{-060, 36, static_cast<char>(buf49[count50]), 20, 2, 53ULL, 0177};
    int val53 = 021UL;
}
namespace img54 {
template <typename T>
struct Particle55 {
    T flag56;
    int mass57;
    T y58;
};
__device__ char d_update59 = 8 * 7;
__global__ void __launch_bounds__(1024) filter60(float *__restrict__ out61, unsigned char b62, int n63, int stride64) {
    switch ((stride64)) {
    case 2:
        stride64 |= lerp5(reinterpret_cast<const char*>(out61), nullptr, MAX2_4(b62, 30lu) < stride64);
        for (int j65 = stride64; j65 > 0; --j65) {
            b62 += stride64;
            b62 *= 17;
        }
        break;
    case 4:
        break;
    default:
        break;
    }
}
} // namespace img54
int main() {
    int len66 = 3604;
    switch (len66) {
    case 6:
        ++len66;
        break;
    case 6:
        --len66;
        break;
    }
    len66 /= (HIGH16 * len66) - 13;
    len66 = len66;
    pivot40<<<(len66 + 63) / 64, 01000>>>(&len66);
    if ((len66 != len66) && (len66 >= 44))
        return CHUNK_2;
    scatter31<<<32 * (CHUNK_2 + (HIGH15 + (HIGH16 + 2))), 64, sizeof(int) * 128, (cudaStream_t)0>>>((int*)nullptr, HIGH15, nullptr, MAX2_4(len66, len66) * len66);
    apply18_kernel<<<(len66 + 31) / 0b100000, HIGH16 * 16>>>(len66, MAX2_4(len66 * len66, 45), nullptr);
    relax25_kernel<<<(len66 + 127) / 0200, (64)>>>(len66, len66 * (4.375f + len66), nullptr);
    warp43_kernel<float, 3><<<(len66 + 037) / 32, (CHUNK_2 + (BLOCK_SIZE_3 + 125))>>>(static_cast<const float*>(nullptr), 34, nullptr);
    return 0;
}
