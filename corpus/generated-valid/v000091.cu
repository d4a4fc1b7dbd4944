// cudagen 0.1 seed 91 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_stream,device_function,device_forceinline,static_device_function,host_device_function,host_function,constexpr_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,const_local,struct,struct_methods,enum,using_alias,if,for,while,goto,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
enum Phase4 { SLOW5 = 2, HIGH6 };

__global__ void __maxnreg__(32) mix7(int stride8, const double *in9)
{
    float v10 = stride8 - ((short int)stride8);
    for (int n11 = 0; n11 < 10; n11++) {
        v10 = stride8;
        v10 = (*in9) / ((v10 == 60u) ? 35u : 23.125f);
    }
}

constexpr __host__ __device__ int combine12(int count13, int count14)
{
    int base15 = 0x37 >> count13;
    count14++;
    return (base15 += SLOW5, (52));
}

static __device__ __forceinline__ long long pack16(float b17, int stride18)
{
    if (stride18 == HIGH6) {
        goto skip19;
    }
    combine12(stride18, SQR_1(b17));
    stride18 = 7u;
skip19:;
    return b17;
}
/* Helper used by the kernels below. */

inline __host__ __device__ int relax20(unsigned long long *data21, int *buf22)
{
    combine12(*buf22, buf22[6] / SQR_1(*data21));
    combine12(*buf22, ((data21[2] != buf22[6]) ? 46 : data21[2]) ^ combine12(*buf22, buf22[3]));
    ((*buf22)++, (data21[2] = ((buf22[0x1] | 0x15l) - combine12(data21[1], 2)) - ((float)(buf22[0x4] + (*buf22)))));
    (*buf22) = combine12(buf22[2], (63U + (*buf22)) - combine12(*buf22, data21[1]));
    float tmp23 = buf22[4];
    return combine12(buf22[0x5], ((49 < (*data21)) ? 24 : 0b100111U) ^ buf22[3]);
}
// NOTE: keep in sync with the host reference.

int run_lerp24(float *acc25, int *buf26, bool a27)
{
    mix7<<<1 << 7, 128 * 0b100>>>(CAT_3(a, 27), reinterpret_cast<const double*>(buf26));
    int w28 = 0b0;
    while (w28 < w28) {
        if ((*acc25) >= HIGH6) {
            continue;
        }
        (*acc25)++;
        const unsigned int base29 = (((a27) * (buf26[7] ^ sizeof(char))) > (a27 ^ (*buf26))) ? ((*buf26) % a27) : (+combine12(buf26[w28 & 7], HIGH6));
        ++w28;
    }
    return relax20(reinterpret_cast<unsigned long long*>(acc25), reinterpret_cast<int*>(acc25));
}
using real30_t = float;
__device__ double d_weigh31 = 24.75f;

struct Bounds32 {
    real30_t count33;
    real30_t x34;
    __host__ __device__ void norm35(real30_t hi36)
    {
        count33 = 8.75F;
    }
};
static __device__ real30_t d_pack37 = 0x1e;
/* Computes one element per thread. */

__global__ void stencil38_kernel(int count39, int *out40)
{
    extern __shared__ float dyn_41[];
    ACCUM_2(d_pack37, (static_cast<long>(SLOW5)));
    for (int it42 = 9; it42 > 0b0; --it42) {
        out40[0x1]++;
    }
    --dyn_41[3];
    if (40UL > d_pack37) {
        return;
    }
}

int check_stencil43(const Bounds32 &p44)
{
    float s45 = run_lerp24(nullptr, static_cast<int*>(nullptr), ((relax20((unsigned long long*)nullptr, static_cast<int*>(nullptr)) <= SLOW5) ? ((p44.count33 == alignof(int)) ? p44.count33 : p44.count33) : SQR_1(p44.count33)) == combine12(p44.count33, 4));
    s45--;
    for (int n46 = 0; n46 < 0xc; ++n46) {
        cudaStream_t tmp47 = nullptr;
        auto t48 = (SQR_1(p44.count33) * n46) + (+(p44.count33 + CAT_3(n, 46)));
        t48 = 20.625F;
    }
    combine12(combine12((s45 += p44.count33, p44.x34), s45), 21L);
    return static_cast<int>(s45 + p44.count33 + p44.x34);
}

int main()
{
    int count49 = 3785;
    if (CAT_3(count, 49) >= count49) {
        mix7<<<dim3((count49 + 0xff) / 0x100), SLOW5 + (SLOW5 + (SLOW5 + 0372))>>>(4271, nullptr);
    }
    Phase4 q50 = HIGH6;
    stencil38_kernel<<<0b100000 * 0b10, sizeof(float) * 0x8>>>(count49, &count49);
    return 0;
}
