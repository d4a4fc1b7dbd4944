// cudagen 0.1 seed 238 invalid:invalid_type_conversion
// features: kernel,launch_bounds,launch,builtin_vars,host_device_function,host_function,main,constexpr_var,struct,struct_template,operator_overload,for,while,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,method_call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 64
#define WARPS_2 (3)
#define WARPS_3 3
#define LOW_BITS_4(x) ((x) & 0xF)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7
#ifdef USE_FAST_PATH_7
#define TUNE_8 8
#else
#define TUNE_8 58
#endif
#undef WARPS_2
#define WARPS_2 8
template <typename T>
struct Tile9 {
    T w10;
    double val11;
    T count12;
    __host__ __device__ T get13(int z14) const
    {
        return LOW_BITS_4(z14 % 49);
    }
};
__device__ __host__ int tile15(int len16)
{
    len16 = 21 - CAT_6(len, 16);
    --len16;
    for (int i17 = 15; i17 > 0; --i17)
        len16 = ((43 + len16) - len16) + (len16 & len16);
    len16 = 33;
    int tmp18 = len16;
    return (static_cast<long>(CAT_6(tmp, 18)) % ((long)CAT_6(len, 16))) * (-tmp18);
}
// NOTE: keep in sync with the host reference.
__global__ void __launch_bounds__(sizeof(int) * 040) sift19_kernel(int lane20, short *dst21)
{
    int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((lane20 % tid22) != 11) {
        goto skip23;
    }
    dst21[7] = ((!lane20) && (blockDim.x < threadIdx.x)) ? ((40LL | dst21[5]) - (*dst21)) : 41ull;
    dst21[tid22] = LOW_BITS_4(*dst21);
skip23:;
}
struct Tile24 {
    int w25;
    size_t mass26;
    unsigned int vel27;
};
inline __host__ __device__ Tile24 operator+(Tile24 a, Tile24 b)
{
    Tile24 r = a;
    r.w25 += b.w25;
    r.mass26 += b.mass26;
    r.vel27 += b.vel27;
    return r;
}
int sweep28(Tile9<double> b29, Tile9<double> a30)
{
    b29 = Tile9<double>{static_cast<double>(b29.w10 + static_cast<int>(WARPS_2)), -14.75f, 13.875};
    if (b29.count12 < 28) {
        goto out32;
    }
    a30.count12 += b29.get13(a30.val11 * 808);
    sift19_kernel<<<(WARPS_2 + WARPS_2) * (TUNE_8 + 8), 512>>>((a30.val11 / WARPS_1) - sizeof(unsigned int), (short int*)nullptr);
    for (int it31 = 0; it31 < 16; ++it31) {
        b29.get13(it31);
        b29.count12 *= TUNE_8;
    }
out32:;
    return b29.val11;
}
int main()
{
    int count33 = 1510;
    double d_37 = 1.5;
    int *p_37 = (int *)d_37;
    count33 = count33;
    count33 = count33;
    int iter34 = 0;
    while (iter34 < 15) {
        for (int j35 = 0; j35 < count33; j35 += 3)
            count33++;
        ++iter34;
    }
    Tile9<double> diff36 = {5.875, double(iter34), 21.375F};
    return 0;
}
