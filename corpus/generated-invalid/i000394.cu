// cudagen 0.1 seed 394 invalid:static_virtual_member
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_template_function,default_args,main,device_var,shared_var,constexpr_var,enum,namespace,if,if_else,if_init,do_while,goto,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename T, int N>
inline __device__ T march4(const T* in5, T b6)
{
    b6 = blockDim.x * (19. - (threadIdx.x * threadIdx.z));
    if (b6 > ((int)blockIdx.x)) {
        if (in5[7] >= in5[6]) {
            b6++;
        } else if (N > (in5[blockIdx.x] * N))
            return *in5;
    }
    return 18.125F;
}
__device__ float d_score7 = -9;
enum Axis8 { LOW9, FAST10, BUSY11 = 3, BUSY12 };
namespace img13 {
enum Level14 { OFF15, ADD16, FAST17 = 6, OFF18 = 8 };
} // namespace img13
template <typename T, int N = 5>
__device__ __forceinline__ float spread19(const T* coef20, float* out21)
{
    if (warpSize > BUSY11) {
        d_score7 = march4<T, (img13::ADD16 + BUSY12)>(coef20, (d_score7 - N) + sizeof(long long));
        d_score7 = (N * (d_score7 * 2492)) / march4<int, 1>(reinterpret_cast<const int*>(out21), coef20[2]);
        if (44 != blockDim.y)
            return (img13::OFF18);
    }
    march4<T, 7>(coef20, img13::OFF18);
    return (T)coef20[threadIdx.x];
}
inline constexpr int BLOCK22 = sizeof(int) * (BUSY11 + (img13::FAST17 + (img13::ADD16 + (img13::OFF18 + 14))));
namespace gpu23 {
__global__ void lerp24_kernel(int lane25, const long* input26)
{
    unsigned gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid27 >= lane25)
        return;
    double u28 = lane25;
    __shared__ float sh_29[(img13::FAST17 + (img13::ADD16 + 57))];
    double lo30 = threadIdx.x;
}
} // namespace gpu23
__device__ double d_grow31 = 55;
__device__ long long smooth32(int len33 = 57)
{
    if (warpSize <= d_grow31)
        return (threadIdx.x / 6l) * spread19(static_cast<const long*>(nullptr), &d_score7);
    img13::Level14 prod34 = img13::OFF15;
    if (d_score7 != img13::FAST17)
        return len33;
    int pass35 = 0;
    if ((d_grow31 * BUSY12) > d_score7) {
        goto out38;
    }
    do {
        float idx36 = int(warpSize + prod34);
        Axis8 lo37 = LOW9;
        ++pass35;
    } while (pass35 < len33);
out38:;
    return (long long)((prod34 * len33) + march4<float, 4>(nullptr, img13::OFF18));
}
struct Node_45 {
    static virtual void visit() {}
};
int main()
{
    int size39 = 685;
    Axis8 lo40 = BUSY11;
    if (float u41 = (lo40 == FAST10) ? size39 : (static_cast<int>(BLOCK22) * lo40); (size39 <= 54) ? sizeof(float) : BLOCK22) {
        int w42 = BUSY12;
        dim3 x43((size39 + 255) / 256, (w42 + 31) / 32, sizeof(float) * (FAST10 + 1));
    }
    int* u44 = &size39;
    gpu23::lerp24_kernel<<<1, 8 * (BUSY11 + (BUSY12 + 1)), (4096)>>>(((*u44) - (*u44)) << 3, reinterpret_cast<const long*>(u44));
    return 0;
}
