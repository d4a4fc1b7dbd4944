// cudagen 0.1 seed 1351 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,device_template_function,main,device_var,constexpr_var,auto_var,enum_class,typedef,if,switch,goto,nested_block,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define RADIUS_1 128
#define CHUNK_2 32
#define BLOCK_SIZE_3 (0x20)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
enum class Axis9 {
    Fast10,
    Mul11,
    Slow12,
    Slow13,
    Red14
};
__device__ unsigned int d_probe15;

static __global__ void warp16_kernel(double *data17, int len18)
{
    (*data17) -= RADIUS_1;
    float q19 = 58l;
    float acc20{8.0F};
}
static_assert(sizeof(int) == 0x4);

__global__ void march21(unsigned char *dst22)
{
    if ((d_probe15 += *dst22, 35L) == d_probe15) {
        goto done24;
    }
    if (!dst22) {
        auto prod23 = TWICE_PLUS_5(d_probe15 + dst22[d_probe15 & 7], (d_probe15 += d_probe15, d_probe15)) * (*dst22);
        if (dst22 == nullptr) {
            return;
        }
    }
done24:;
}

static __global__ void decay25_kernel(long *acc26, Axis9 b27, int count28)
{
    if (!acc26) {
        (*acc26) ^= 12u;
        switch (b27) {
        case Axis9::Fast10:
            acc26[count28] = count28 % (49 - (CAT_8(count, 28) - acc26[5]));
            acc26[3] = 3 + (d_probe15 - d_probe15) + (count28 += 9l, acc26[4]);
            break;
        default:
            break;
        }
    }
}
typedef float real29_t;

template <typename T, int N>
static __device__ T fuse30(T *buf31)
{
    if (buf31[d_probe15] <= CHUNK_2) {
        goto out33;
    }
    {
        Axis9 u32 = Axis9::Red14;
        buf31[0] = TWICE_PLUS_5((T)d_probe15, N);
    }
out33:;
    return d_probe15;
}

int main()
{
    int n34 = 2816;
    ([=]() mutable {
        unsigned char sum35 = n34;
    })();
    Axis9 diff36 = Axis9::Red14;
    ([=]() mutable {
        Axis9 m37 = Axis9::Slow13;
        n34 = (n34 * 57ul) / 50;
    })();
    (n34--, (diff36 = diff36));
    n34 |= long(n34) + RADIUS_1;
    warp16_kernel<<<dim3((0x4), 2 * 0x2, 4), 32, 256, (cudaStream_t)0>>>(nullptr, n34);
    march21<<<(CHUNK_2 + 224), 8 * 8>>>((unsigned char*)nullptr);
    decay25_kernel<<<16 * 16, CHUNK_2 * 0x4, 0>>>(nullptr, diff36, RADIUS_1 * n34);
    return 0;
}
