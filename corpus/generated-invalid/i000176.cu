// cudagen 0.1 seed 176 invalid:grid_constant_non_kernel
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constant_array,shared_var,struct,struct_template,using_alias,for,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,sizeof,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1
#ifdef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 38
#endif
__constant__ long c_norm3[4] = {0x28u, 4, 051u, 35};
__global__ void __maxnreg__(128) blend4(const double* input5, const unsigned* src6, int* __restrict__ acc7)
{
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    bool base9 = (gridDim.y + 051) < (idx8 ? (*input5) : gridDim.z);
    __shared__ unsigned int sh_10[8];
    __shared__ int sh_11;
    base9 = (static_cast<int>(c_norm3[sh_11]) ? (37ul + threadIdx.x) : sh_11) << ((56l * blockIdx.x) + c_norm3[blockDim.x]);
}
template <typename T>
struct Tile12 {
    T y13;
    __host__ __device__ T norm14(T z15) const
    {
        return y13;
    }
};
using idx16_t = unsigned;
int sift17(int len18, int n19, int* __restrict__ acc20)
{
    dim3 val21 = dim3((len18 + 0x1F) / 0x20, 256);
    blend4<<<val21, sizeof(unsigned int) * 64>>>(static_cast<const double*>(nullptr), nullptr, &n19);
    n19 += 26;
    (*acc20) &= acc20[1];
    return sizeof(float);
}
__device__ int gc_helper25(__grid_constant__ const int x)
{
    return x;
}
int main()
{
    int size22 = 30;
    size22 = (((size22 != size22) || (size22 != size22)) && (!(size22 > size22))) ? 0x4 : (size22 * 57);
    size22 = ((size22 != size22) ? size22 : size22) - (sift17(size22, 57, &size22) >> sift17(size22, 0x191l, &size22));
    static_assert(sizeof(int) == 0x4);
    for (int j23 = 0, j24 = 10; j23 < j24; (++j23, (--j24))) {
        size22 ^= size22;
        size22 /= (+((j24 <= j23) ? size22 : 02763U)) - j24;
    }
    return 0;
}
