// cudagen 0.1 seed 609 invalid:maxnreg_on_device_function
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_template_function,main,constant_array,managed_var,shared_var,shared_2d,extern_shared,constexpr_var,const_local,enum,for,do_while,static_assert,compound_assign,bitwise,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __launch_bounds__(4 * 8) rank3_kernel(int stride4, const int* coef5)
{
    extern __shared__ int dyn_6[];
    int gid7 = threadIdx.x;
    ++dyn_6[stride4];
    stride4 += 45ul;
    __shared__ int sh_8;
    int w9 = 0;
    do {
        stride4 %= blockDim.x;
        ++w9;
    } while (w9 < sh_8);
    long long* tmp10 = nullptr;
    (*tmp10) ^= gridDim.y;
}
__managed__ signed char m_probe11[8];
// Computes one element per thread.

__global__ void decay12_kernel(double cfg13)
{
    (--cfg13, (cfg13 += 54l / m_probe11[warpSize]));
    m_probe11[4]--;
    __shared__ char sh_14;
    __shared__ float sh_15[2][11];
}

template <typename T>
__device__ __forceinline__ unsigned short kick16(T* data17, unsigned char a18, long long a19)
{
    (*data17) /= blockIdx.y;
    ++a18;
    T* res20 = data17;
    __shared__ float sh_21[64];
    int w22 = data17[1];
    return 31u * threadIdx.x;
}

__global__ void __launch_bounds__(sizeof(unsigned int) * 16, 2) scatter23_kernel(int* acc24, int* __restrict__ out25)
{
    extern __shared__ double dyn_26[];
    int i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_probe11[i27] &= kick16(reinterpret_cast<unsigned*>(out25), out25[0], 35);
    m_probe11[i27 & 7] = kick16(reinterpret_cast<float*>(out25), (long long)52, (acc24[i27]));
    dyn_26[i27 & 7] -= SQR_1(blockIdx.y);
}
enum Op28 {
    GREEN29 = 2,
    HIGH30 = 7,
    OFF31,
    BUSY32,
    FAST33
};

template <typename T, int N = 4>
__device__ __forceinline__ void march34(const T* src35)
{
    m_probe11[4] += m_probe11[4];
    m_probe11[blockIdx.x] ^= short(threadIdx.x);
}
enum Axis36 : int {
    BUSY37,
    ON38,
    MUL39 = 3,
    BUSY40,
    RED41
};
__constant__ int c_stencil42[2] = {10l, '"'};
static_assert(sizeof(int) == 0b100, "size check");

static __global__ void __maxnreg__(32) merge43(unsigned int beta44, double* __restrict__ out45, unsigned int p46, int len47)
{
    extern __shared__ int dyn_48[];
    int i49 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int n50 = 0; n50 < len47; n50 += 2) {
        float cnt51 = n50;
        const float flag52 = out45[threadIdx.x & 7];
    }
    --p46;
    len47--;
    beta44 = beta44 * 16;
    SWAP_2(unsigned, p46, beta44);
}
__device__ int __maxnreg__(32) reg_helper55(int x)
{
    return x + 1;
}

int main()
{
    int n53 = 934;
    int hi54 = static_cast<int>((n53 += 14, (3l % n53)));
    m_probe11[hi54 & 7] -= hi54;
    merge43<<<(n53 + 255) / 256, sizeof(unsigned int) * (GREEN29 + (RED41 + ON38))>>>(~(FAST33 * hi54), nullptr, hi54, 47U);
    rank3_kernel<<<4, 128, 0b0>>>(hi54, static_cast<const int*>(nullptr));
    decay12_kernel<<<(FAST33 + 0b1110110) * GREEN29, (FAST33 + (ON38 + (ON38 + 4))) * 16>>>(n53);
    scatter23_kernel<<<sizeof(unsigned int) * (ON38 + 3), 256>>>(nullptr, (int*)nullptr);
    return 0;
}
