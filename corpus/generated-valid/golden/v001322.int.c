# 1 "v001322.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 13 "v001322.cu"
unsigned smooth6(long long *out7) { 
# 14
{ 
# 15
int stride8 = (18L); 
# 16
auto step11 = [](auto w9, auto base10) { 
# 17
base10 += (((w9 += 32), __alignof__(int)) % 8); 
# 18
return w9 * 2; 
# 19
} ; typedef decltype(step11) __T0;
# 20
step11(stride8, stride8); 
# 21
} 
# 22
double s12 = (*out7) * (out7[7]); 
# 23
(*out7) %= (25); 
# 24
(out7[2]) = (out7[1]); 
# 25
return out7[6]; 
# 26
} 
# 28
static void decay13(unsigned short *buf14, size_t p15, int n16, double *dst17) ;
#if 0
# 28
{ 
# 29
int i18 = __device_builtin_variable_threadIdx.x; 
# 30
if (i18 >= n16) { 
# 31
return; 
# 32
}  
# 33
const float m19 = p15 + (17.75F); 
# 34
int off20 = 52; 
# 35
unsigned h21 = (9); 
# 36
float u22 = m19 * m19; 
# 37
++h21; 
# 38
} 
#endif
# 40 "v001322.cu"
int run_scatter23(const long *input24) { 
# 41
unsigned x25 = ((char)50); 
# 42
int sum26 = smooth6(nullptr); 
# 43
sum26 = (smooth6(nullptr)); 
# 44
for (int j27 = 0, j28 = sum26; j27 < j28; (++j27), (--j28)) { 
# 45
float tmp29(j27 * (*input24)); 
# 46
}  
# 47
x25 %= (((sum26 + 50) % 8) * (x25 - 4951LL)); 
# 48
unsigned z30 = (39) - (smooth6((long long *)nullptr) % (8)); 
# 49
return smooth6((long long *)nullptr); 
# 50
} 
# 51
enum Op31 { HIGH32, ADD33}; 
# 53
constexpr int combine34(int n35, int stride36) { 
# 54
short hi37 = stride36; 
# 55
n35 = ((ADD33) + n35); 
# 56
return (((n35 > 19UL) ? n35 : 19UL) + hi37) - ((stride36 + n35) - hi37); 
# 57
} 
# 59
long long run_rank38(unsigned *__restrict__ data39, int count40, float alpha41) { 
# 60
bool lo42 = !(data39 != (nullptr)); 
# 61
const int *idx43 = (nullptr); 
# 62
return alpha41 - alpha41; 
# 63
} 
# 65
int main() { 
# 66
int count44 = 3091; 
# 67
count44 += count44; 
# 68
count44 += combine34(+count44, count44); 
# 69
auto lam48 = [](double h45, double lim46)->unsigned { 
# 70
float h47 = ((double)((4.625) + h45)) * (combine34(h45, (h45 > (64)) ? h45 : (64))); 
# 71
h47 = h47; 
# 72
h45 = (h45 + ((float)8)); 
# 73
return sizeof(char); 
# 74
} ; typedef decltype(lam48) __T1;
# 75
lam48(count44, count44); 
# 76
count44 = ((((count44 == count44) ? 45U : 1160UL) - (count44 - (HIGH32))) + ((-count44) * count44)); 
# 77
(__cudaPushCallConfiguration((count44 + 31) / 32, sizeof(unsigned) * ((ADD33) + ((ADD33) + ((ADD33) + 5))), sizeof(double) * (64))) ? (void)0 : decay13((unsigned short *)nullptr, lam48(count44 / count44, run_scatter23(nullptr)), combine34(count44 + ('a'), count44 / count44), (double *)nullptr); 
# 78
cudaStream_t f49 = (nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v001322.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0c6ed438_10_v001322_cu_15db7091
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001322.cudafe1.stub.c"
#include "v001322.cudafe1.stub.c"
# 1 "v001322.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
