# 1 "v000062.cu"
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
# 11 "v000062.cu"
inline void check_accum3(int lane4, int stride5, float *__restrict__ dst6) { 
# 12
lane4 -= (sizeof(unsigned) / lane4); 
# 13
do { lane4 += (lane4 + (lane4 >> (lane4 + 45))); } while (0); 
# 14
lane4++; 
# 15
(*dst6) -= ((6.25F) * lane4); 
# 16
} 
# 18
static void tally7(const double *input8, const double *in9, int n10, float a11) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_12[]; 
# 20
unsigned f13 = (20); 
# 21
a11 += (in9[1]); 
# 22
} 
#endif
# 24 "v000062.cu"
extern "C" __attribute__((visibility("hidden"))) void step14(float *acc15, const int *coef16, long *out17) ;
#if 0
# 24
{ 
# 25
unsigned idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
long tmp19(*out17); 
# 27
int f20 = (tmp19 - (8 << (__device_builtin_variable_gridDim.x))) * (*acc15); 
# 28
f20 &= f20; 
# 29
(out17[2])++; 
# 30
int res21 = (out17[2]) * tmp19; 
# 31
res21 = (__device_builtin_variable_threadIdx.y); 
# 32
} 
#endif
# 34 "v000062.cu"
__attribute__((visibility("hidden"))) void decay22(const int *__restrict__ input23, int n24, long q25) ;
#if 0
# 34
{ 
# 35
int gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (gid26 >= q25) { 
# 37
return; 
# 38
}  
# 39
float base27 = n24; 
# 40
do { n24 += (-58); } while (0); 
# 41
n24 = q25; 
# 42
char *z28 = ((char *)nullptr); 
# 43
q25 = gid26; 
# 44
double z29 = (5) * base27; 
# 45
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 48 "v000062.cu"
__attribute__((unused)) static char weigh30(float cfg31, int lane32) {int volatile ___ = 1;(void)cfg31;(void)lane32;
# 54
::exit(___);}
#if 0
# 48
{ 
# 49
cfg31--; 
# 50
float u33{(2.75F)}; 
# 51
long val34(lane32 * ((cfg31 += (524UL)), cfg31)); 
# 52
++u33; 
# 53
return (u33 + (37UL)) + val34; 
# 54
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000062.cu"
static int c_relax35; 
# 57
__attribute__((unused)) int trace36(unsigned b37, int len38, float a39) {int volatile ___ = 1;(void)b37;(void)len38;(void)a39;
# 67
::exit(___);}
#if 0
# 57
{ 
# 58
if (!(c_relax35 != (__device_builtin_variable_gridDim.x))) { 
# 59
return weigh30(c_relax35 >> c_relax35, 54L >> b37); 
# 60
}  
# 61
do { a39 += a39; } while (0); 
# 62
(b37--), (b37 = (12)); 
# 63
auto stride40 = 54; 
# 64
++b37; 
# 65
a39 = stride40; 
# 66
return stride40; 
# 67
} 
#endif
# 69 "v000062.cu"
void host_filter41(int count42, double q43, int len44) { 
# 70
float s45(((12.75F) * len44) * (24.375F)); 
# 71
--s45; 
# 72
count42++; 
# 73
auto idx46 = 46; 
# 74
(__cudaPushCallConfiguration(sizeof(int) * (64), 1 << 8, 256 * 4)) ? (void)0 : step14(&s45, nullptr, (long *)nullptr); 
# 75
(__cudaPushCallConfiguration((idx46 + 63) / 64, 64)) ? (void)0 : decay22((const int *)nullptr, ((count42 < s45) ? 4L : (4610U)) + q43, 16); 
# 76
} 
# 78
int main() { 
# 79
int n47 = 2270; 
# 80
++n47; 
# 81
host_filter41(0 * n47, n47 * ((12.75F) * n47), 60 << n47); 
# 82
(__cudaPushCallConfiguration((n47 + 63) / 64, 32, 256)) ? (void)0 : decay22(nullptr, ((9 == n47) && (n47 < n47)) ? 1 : n47, 45); 
# 83
double acc48 = n47; 
# 84
(__cudaPushCallConfiguration(2 * 2, 128, 256, 0)) ? (void)0 : tally7(&acc48, nullptr, ((acc48 += n47), n47), (n47 * acc48) - acc48); 
# 85
return 0; 
# 86
} 

# 1 "v000062.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d90d0be2_10_v000062_cu_step14
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000062.cudafe1.stub.c"
#include "v000062.cudafe1.stub.c"
# 1 "v000062.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
