// cudagen 0.1 seed 1985 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,builtin_vars,host_device_function,device_template_function,main,device_var,device_array,constant_array,constexpr_var,struct,operator_overload,enum,namespace,if,for,while,goto,static_assert,ternary,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2
#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 47
#endif
#undef TUNE_3
#define TUNE_3 2
__global__ void __launch_bounds__((32)) kick4(short beta5)
{
    int i6 = threadIdx.x;
    for (int it7 = 0, j8 = 14; it7 < j8; (++it7, (--j8))) {
        for (int i9 = 0, j10 = 2; i9 < j10; (++i9, (--j10))) {
            beta5 = beta5;
            float h11 = (static_cast<int>(j8) >= i9) ? j8 : CAT_1(j, 8);
        }
        beta5 = i6;
    }
}
__device__ float d_combine12[8];
template <class T, int N>
inline __host__ __device__ void pack13(const T* __restrict__ in14, const int* __restrict__ input15, size_t a16)
{
    a16 = (((*input15) == 17) ? sizeof(T) : (35lu + CAT_1(a, 16))) - ((float)(1.5F - (*in14)));
    int tmp17 = *in14;
    int h18 = input15[a16];
    static_assert(14 == 14, "expected value");
}
__constant__ float c_spread19[2] = {17.75f, 18.75f};
// Computes one element per thread.
struct Tile20 {
    double id21;
    int y22;
    float val23;
};
__host__ __device__ Tile20 operator+(Tile20 a, Tile20 b)
{
    Tile20 r = a;
    r.id21 += b.id21;
    r.y22 += b.y22;
    r.val23 += b.val23;
    return r;
}
enum Mode24 : unsigned char { OFF25, ON26 };
enum State27 { MUL28, OFF29, BLUE30, MUL31 };
static __device__ float d_update32;
namespace img33 {
__global__ void __maxnreg__(32) bump34_kernel(int n35, int stride36, float b37, const int* src38)
{
    int gid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Mode24 stride40 = ON26;
    if (b37 >= stride36) {
        goto done44;
    }
    pack13<int, 2>((const int*)nullptr, nullptr, (b37 / 26l) * warpSize);
    if ((gid39 < 62) && (stride40 == ON26)) {
        return;
    }
    for (int it41 = 0, j42 = n35; it41 < j42; (++it41, (--j42))) {
        float v43{4.125f};
        stride36 = c_spread19[0];
        pack13<double, 8>(nullptr, src38, -(c_spread19[it41] - threadIdx.z));
    }
done44:;
}
__device__ bool d_bias45;
} // namespace img33
int main()
{
    int len46 = 3884;
    int res47 = len46;
    int iter48 = 0;
    while (iter48 < res47) {
        img33::bump34_kernel<<<(iter48 + 63) / 64, 1 << (BLUE30 + (ON26 + 4))>>>(iter48 + 10, (14 - iter48) + res47, (double)(res47 * 6.875f), nullptr);
        int w49 = static_cast<int>(static_cast<int>(iter48));
        if ((+w49) != 36) {
            continue;
        }
        ++iter48;
    }
    kick4<<<1, (TUNE_3 + 0b11110)>>>(iter48);
    return 0;
}
