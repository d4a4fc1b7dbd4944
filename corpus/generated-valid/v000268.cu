// cudagen 0.1 seed 268 valid
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,managed_var,shared_var,static_shared,extern_shared,constexpr_var,local_array,enum_class,if,if_init,for,do_while,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_reinterpret,cast_const,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define BLOCK_SIZE_2 32
#define RADIUS_3 8
#define LOW_BITS_4(x) ((x) & 0xF)
#define LOW_BITS_5(x) ((x) & 0xF)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__managed__ unsigned int m_spread7 = 17;

extern "C" __global__ void __launch_bounds__(sizeof(float) * (BLOCK_SIZE_2 + 32)) warp8(const long long *coef9, int len10)
{
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i11 >= len10) {
        return;
    }
    int val12 = 11 / ((blockDim.x | BLOCK_SIZE_1) + len10);
    static __shared__ double sh_13[256];
    for (int it14 = 0; it14 < i11; ++it14) {
        val12 = gridDim.z;
        unsigned res15[5] = {};
    }
}
enum class Color16 { Busy17, Off18, Mul19, High20 = 5 };

__global__ void __maxnreg__(64) mix21_kernel(const int *in22, long *dst23)
{
    int gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst23[3]--;
    dst23[gid24] = in22[3];
    Color16 sum25 = Color16::Off18;
    int *e26 = reinterpret_cast<int*>(dst23);
    sum25 = Color16::High20;
    sum25 = Color16::High20;
}

static __global__ void kick27(int *acc28)
{
    extern __shared__ size_t dyn_29[];
    int w30 = 0;
    do {
        for (int n31 = w30; n31 > 0; --n31) {
            m_spread7--;
            dyn_29[0b100] = acc28[3] % ((m_spread7 - n31) & 22lu);
            Color16 base32 = Color16::Busy17;
        }
        ++w30;
    } while (w30 < w30);
    __shared__ unsigned sh_33;
}

int main()
{
    int n34 = 1472;
    kick27<<<(n34 + 127) / 128, (BLOCK_SIZE_2 + 32), BLOCK_SIZE_2 + 992, (cudaStream_t)0>>>(nullptr);
    if (bool lo35 = false; m_spread7 == (n34 & (m_spread7 % 58u))) {
        mix21_kernel<<<4, BLOCK_SIZE_2 + (RADIUS_3 + (BLOCK_SIZE_1 + 344))>>>(nullptr, (long*)nullptr);
        kick27<<<BLOCK_SIZE_1 + 384, sizeof(unsigned int) * 64, 0>>>(nullptr);
    }
    warp8<<<4, (32), 0, nullptr>>>(nullptr, n34);
    return 0;
}
