// cudagen 0.1 seed 157 valid
// features: kernel,kernel_static,maxnreg,launch,device_function,device_noinline,default_args,main,device_array,shared_var,shared_2d,static_shared,extern_shared,local_array,const_local,typedef,if,if_else,if_init,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__global__ void mix3(const double* in4, double cfg5, long* dst6) {
    cfg5 = (0xaU % (-dst6[3])) % 56;
    cfg5--;
    if (int tmp7 = 0x3B; !(!(!dst6))) {
        bool q8 = (cfg5) < (*dst6);
    } else {
        unsigned int k9 = 61;
    }
}
static __device__ int d_scatter10[64];
static __global__ void __maxnreg__(64) gather11_kernel(const int* coef12, int* dst13, float* data14) {
    if ((dst13[6] + 3194 + 51l) > (48UL * data14[0x7]))
        dst13[1] += 012ll;
    if (!((*dst13) != 0x27))
        return;
    (++data14[0x6], (dst13[7] %= 33));
}
typedef int *ptr15_t;
// Layout: row-major, no padding.
__global__ void __maxnreg__(64) relax16(int count17, double* out18, int n19) {
    d_scatter10[11] &= count17;
    n19 += 0xd;
}
__global__ void bias20_kernel(float b21) {
    --b21;
    static __shared__ float sh_22[15][16];
    sh_22[0xB][12] = (b21);
}
__global__ void bump23_kernel(const int* coef24, int count25, double beta26, float a27) {
    extern __shared__ long dyn_28[];
    float hi29 = (count25 - d_scatter10[count25 & 63]) % 'z';
    float lo30[5] = {};
}
static __global__ void __maxnreg__(128) scatter31_kernel(float* out32, float* acc33, int len34) {
    char prod35 = d_scatter10[45];
    const float diff36 = 16.75f;
    prod35 *= 127;
}
__device__ __noinline__ void bump37(int n38, double a39 = 1.5f) {
    (d_scatter10[n38 & 0x3F]--, (n38 -= (signed char)n38));
    a39 += d_scatter10[35];
}
static_assert(58 > 57);
__global__ void scatter40(long alpha41, long* dst42) {
    double u43 = ((d_scatter10[alpha41 & 63] & alpha41) ? alpha41 : (alpha41 * 43)) | ((!(alpha41 <= 0x3D)) ? alpha41 : (alpha41 - 451));
    ++alpha41;
    d_scatter10[22] = 0x565;
    d_scatter10[37]++;
    float prod44 = u43;
    unsigned int u45(dst42[2]);
    (*dst42) = alpha41;
}
// Returns the accumulated value.
__global__ void weigh46_kernel(char alpha47, const int* in48, char* acc49, const int* coef50) {
    alpha47 = 62UL * (alpha47 - (*coef50));
    --alpha47;
    static_assert(38 > 37, "size check");
    alpha47 = 19;
    d_scatter10[19] = acc49[alpha47] + alpha47;
    static __shared__ int sh_51[8][9];
}
__device__ __noinline__ unsigned accum52(int lane53) {
    d_scatter10[lane53] &= ' ';
    int val54[6]{7, 0x18, 9, lane53, 1031, 1};
    lane53 = +static_cast<int>(d_scatter10[35]);
    long m55(48lu);
    return d_scatter10[7];
}
int main() {
    int len56 = 248;
    mix3<<<4 * 0x10, 32>>>(static_cast<const double*>(nullptr), 4, nullptr);
    len56 = len56 - ((len56 | len56) + (9 | len56));
    unsigned k57 = ((short)0x17) * (((len56 < len56) ? len56 : 52) + (62ul / len56));
    float lo58[6] = {37l, static_cast<float>(-1.375f), float(k57), 5UL, 0.625f};
    int stride59[5] = {};
    gather11_kernel<<<(512), 128>>>(static_cast<const int*>(nullptr), stride59, lo58);
    relax16<<<4, 512>>>(49, nullptr, 4 / (-lo58[k57]));
    bias20_kernel<<<(len56 + 63) / 64, (32)>>>(20.125F);
    return 0;
}
