// cudagen 0.1 seed 1551 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,default_args,main,shared_var,extern_shared,host_global,constexpr_var,auto_var,enum,namespace,if,if_else,if_init,for,do_while,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

namespace util4 {
__global__ void bump5_kernel(int stride6, unsigned int *buf7, int len8)
{
    extern __shared__ int dyn_9[];
    int idx10 = threadIdx.x;
    if (idx10 >= stride6) {
        return;
    }
    unsigned int *e11 = buf7;
    (*buf7) = 52;
}

int run_gather12(int *out13, int count14, unsigned int cfg15)
{
    util4::bump5_kernel<<<dim3((count14 + 31) / 32, 512, (cfg15 + 255) / 256), sizeof(float) * 0b10000000>>>(0b101100, reinterpret_cast<unsigned*>(out13), 24LL);
    cfg15 = count14 - (CAT_3(count, 14) * (count14 - 0x10));
    return count14 + 37;
}
} // namespace util4

template <class T>
__global__ void scatter16_kernel(T cfg17, int n18, float *__restrict__ data19, int lane20)
{
    (*data19) = 25L + n18;
    int pass21 = 0x0;
    do {
        if (data19[1] == ((T)lane20)) {
            if (lane20 == data19[blockIdx.y]) {
                break;
            }
            auto acc22 = (cfg17 - gridDim.y) + (n18 + 8 + (9 * pass21));
        } else {
        }
        ++pass21;
    } while ((pass21 < 9) && (((int)lane20) == 53));
}
// Layout: row-major, no padding.

__global__ void kick23_kernel(int count24)
{
    extern __shared__ int dyn_25[];
    bool idx26 = U' ' >= (static_cast<unsigned int>(count24) * dyn_25[count24]);
    count24 = (short)2110UL;
}
unsigned int g_accum27[] = {1039, 0x37, 10l, 64u, 0x3};

__host__ __device__ float fuse28(float *dst29, int lane30, int len31 = 7U)
{
    if (unsigned int lo32 = *dst29; ((float)len31) == (0x30 - lane30)) {
        int res33 = (int(lane30) - sizeof(float)) * lane30;
    } else {
        int w34 = 0;
        do {
            for (int it35 = 0x7; it35 > 0x0; --it35) {
                len31 = 'a' * ((((it35 != dst29[w34]) ? w34 : w34) == CAT_3(len, 31)) ? (0x0L + CAT_3(w, 34)) : CAT_3(len, 31));
            }
            len31 = 15;
            lo32 = ((CAT_3(lo, 32) * w34) ? (len31 - w34) : (lane30 * 1923)) / 1l;
            ++w34;
        } while (w34 < 12);
    }
    return lane30;
}
enum Op36 {
    BLUE37,
    IDLE38,
    IDLE39 = 6,
    SLOW40,
    OFF41
};

inline __device__ __host__ float update42(float *out43)
{
    auto z44 = (*out43) * (out43[6] - 22.625f);
    (++(*out43), ((*out43) = z44 + OFF41));
    (*out43) = +z44;
    out43[4] = 18.625f;
    Op36 s45 = OFF41;
    z44 = 13.25f;
    return s45;
}

int main(void)
{
    int count46 = 2642;
    g_accum27[count46] = sizeof(double) + CAT_3(count, 46);
    unsigned off47 = (g_accum27[count46] < (g_accum27[0] * count46)) ? (((count46 <= count46) ? g_accum27[count46] : IDLE39) * CAT_3(count, 46)) : (g_accum27[count46] / SLOW40);
    unsigned x48 = (off47 * g_accum27[1]) * (off47 - 21);
    scatter16_kernel<long><<<IDLE38 + 0x1, (32)>>>(CAT_3(x, 48), sizeof(int), (float*)nullptr, IDLE39 / g_accum27[x48]);
    kick23_kernel<<<(128), 128>>>(count46);
    return 0;
}
