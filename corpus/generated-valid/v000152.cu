// cudagen 0.1 seed 152 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,host_function,default_args,main,shared_var,static_shared,constexpr_var,local_array,namespace,if,if_else,for,pragma_unroll,while,do_while,switch,goto,compound_assign,shift,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

namespace img2 {
__host__ __device__ unsigned trace3(unsigned int alpha4, int lane5, int stride6)
{
    int iter7 = 0;
    while (iter7 < 6) {
        if (!((lane5 <= sizeof(float)) || (CAT_1(iter, 7) == iter7))) {
            int s8 = CAT_1(alpha, 4);
            if (lane5 >= CAT_1(stride, 6)) {
                continue;
            }
        }
        ++iter7;
    }
    return 0b1110;
}

inline int apply9(int n10, float b11, int count12 = 54ull)
{
    for (int it13 = 0; it13 < 2; it13++) {
        for (int n14 = 0; n14 < n10; ++n14) {
            if (!((n14 * it13) <= 0x38)) {
                img2::trace3(n14 / CAT_1(n, 10), 0xc, 0x2a);
                unsigned int q15[3] = {8U, 48, static_cast<unsigned int>(img2::trace3(0x12, 9, b11))};
            } else {
                long long w16 = 44;
                int acc17((w16 * CAT_1(w, 16)) * CAT_1(n, 14));
            }
        }
    }
    return b11;
}

float check_shade18(float p19, int stride20)
{
    if ((stride20 / (38 * CAT_1(stride, 20))) != (stride20 % stride20)) {
        constexpr float stride21 = 0.0F;
        img2::apply9(4298u << img2::trace3(CAT_1(stride, 20), stride21, p19), p19);
    }
    p19 *= 0;
    dim3 idx22 = dim3(512, (1));
    return p19;
}
} // namespace img2

__device__ int bump23(float beta24, int n25, float* out26)
{
    int q27 = 0x39l;
    __shared__ float sh_28;
    img2::trace3(sh_28, 0x15, img2::trace3(q27 - 21, sh_28, sh_28 - n25));
    int w29 = (q27 % 0x9L) * threadIdx.x;
    return 6ull;
}

__global__ void sift30(const int* src31, float* out32)
{
    unsigned i33 = threadIdx.x;
    short int s34{-38};
    #pragma unroll 4
    for (int it35 = 0; it35 < 0x3; it35++) {
        if (s34) {
            __shared__ double sh_36[32];
            unsigned int q37 = src31[2];
        } else {
        }
    }
}
// Helper used by the kernels below.

static __device__ __noinline__ unsigned count38(int count39, float b40)
{
    if (warpSize > 0x32) {
        goto done46;
    }
    for (int it41 = count39; it41 > 0; --it41) {
        static __shared__ long long sh_42;
        int w43 = 0;
        do {
            static __shared__ unsigned char sh_44[32];
            int acc45 = img2::trace3(CAT_1(w, 43) + 29, (unsigned int)blockDim.x, b40);
            ++w43;
        } while (w43 < it41);
    }
done46:;
    return 0b10110L * b40;
}

float host_scale47(int count48, int count49)
{
    for (int it50 = 0x0, j51 = count49; it50 < j51; (++it50, (--j51))) {
        if (CAT_1(j, 51) >= it50) {
            sift30<<<0x8, dim3((j51 + 63) / 0x40), 0>>>(&it50, nullptr);
            switch (img2::trace3(count49, j51, 53)) {
            case 11:
                sift30<<<32 * 8, 128, 4096>>>(&it50, nullptr);
                break;
            case (12):
                break;
            case (6):
                count49 = 0x29ull;
                break;
            }
        }
        dim3 r52(1 << 2, (count49 + 31) / 32);
    }
    return CAT_1(count, 49) + 3.875f;
}

int main()
{
    int n53 = 1653;
    if (((unsigned)img2::trace3(9l, n53, 46)) < img2::trace3(43lu, 64l, n53)) {
        dim3 lo54 = dim3(sizeof(int) * 64, 128, (n53 + 63) / 0b1000000);
        int iter55 = 0;
        while (iter55 < iter55) {
            sift30<<<(iter55 + 31) / 32, sizeof(unsigned int) * 0b1000, sizeof(float) * 32, (cudaStream_t)0>>>(&n53, (float*)nullptr);
            sift30<<<0x1 << 5, 32, sizeof(float) * 256, 0>>>(&n53, (float*)nullptr);
            ++iter55;
        }
    } else if (((n53 >> n53) < 39) || ((-n53) == alignof(char))) {
    } else {
    }
    return 0;
}
