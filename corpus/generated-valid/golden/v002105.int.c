# 1 "v002105.cu"
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
# 11 "v002105.cu"
int run_scatter7(bool b8, unsigned alpha9, const unsigned long *coef10) { 
# 12
unsigned char m11 = (128); 
# 13
b8 = ((*coef10) & (1)); 
# 14
if ((coef10[4]) != (9U)) { 
# 15
return *coef10; }  
# 16
++m11; 
# 17
if (alpha9 <= m11) { 
# 18
return 17 | m11; }  
# 19
alpha9 -= b8; 
# 20
return (coef10[5]) * (b8 ? b8 : 60); 
# 21
} 
# 22
inline int check_reduce12(unsigned p13, long long a14) { 
# 23
unsigned stride15 = (43); 
# 24
if (!(stride15 & (1))) { 
# 25
return run_scatter7((p13 == p13) && (a14 < (58)), 5UL | p13, nullptr); }  
# 26
return a14; 
# 27
} 
# 28
static double c_probe16[4]; 
# 29
int fold17(int lane18, const double *input19, const float *coef20) { 
# 30
const int hi21 = ((lane18 - lane18) ^ lane18) * (lane18 >> 5); 
# 31
++lane18; 
# 32
lane18 = ((lane18 < lane18) ? lane18 : lane18); 
# 33
{ 
# 34
char e22 = +(((lane18 += __alignof__(float)), hi21) >> sizeof(unsigned char)); 
# 35
constexpr double w23 = (9.125); 
# 36
} 
# 37
return 2LL; 
# 38
} 
# 39
namespace detail24 { 
# 40
float apply25(double beta26, int *dst27) { 
# 41
size_t w28 = (63); 
# 42
unsigned diff29 = fold17(sizeof(size_t) + ((size_t)(dst27[w28])), reinterpret_cast< const double *>(dst27), reinterpret_cast< const float *>(dst27)); 
# 43
return ((diff29 & (15)) + (18 & (dst27[w28 & (7)]))) << (*dst27); 
# 44
} 
# 45
}
# 46
__attribute__((visibility("hidden"))) void weigh30(bool cfg31, const double *input32, char b33) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern unsigned dyn_34[]; 
# 48
long long hi35 = ((unsigned char)(c_probe16[3])) % 4; 
# 49
float off36 = fold17(cfg31, nullptr, reinterpret_cast< const float *>(input32)); 
# 50
off36++; 
# 51
unsigned diff37 = detail24::apply25(hi35 / hi35, nullptr) * (fold17(c_probe16[3], (const double *)nullptr, reinterpret_cast< const float *>(input32))); 
# 52
if (diff37 < off36) { 
# 53
return; }  
# 54
diff37 = (dyn_34[7]); 
# 55
} 
#endif
# 56 "v002105.cu"
void drift38(int count39, char beta40, float *dst41) { 
# 57
check_reduce12(((count39 += sizeof(unsigned)), beta40), (18 >= count39) ? 57UL + beta40 : (sizeof(float) * count39)); 
# 58
unsigned char off42 = ((int)40) * beta40; 
# 59
} 
# 60
int main() { 
# 61
int size43 = 455; 
# 62
(size43++), (size43 >>= size43); 
# 63
constexpr bool flag44 = false; 
# 64
--size43; 
# 65
size43 ^= check_reduce12((flag44 / size43) + (flag44 * size43), flag44); 
# 66
size43 = run_scatter7((size43 <= 59LL) || ((~size43) < size43), fold17(flag44 + size43, nullptr, (const float *)nullptr), nullptr); 
# 67
size43--; 
# 68
(__cudaPushCallConfiguration((4 + 60) * (4 + 4), ((dim3)((size43 + 31) / 32)))) ? (void)0 : weigh30(32 >= (+((size43 == size43) ? 3436 : 16)), (const double *)nullptr, sizeof(int)); 
# 69
return 0; 
# 70
} 

# 1 "v002105.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97590477_10_v002105_cu_f5d27076
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002105.cudafe1.stub.c"
#include "v002105.cudafe1.stub.c"
# 1 "v002105.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
