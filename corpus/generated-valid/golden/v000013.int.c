# 1 "v000013.cu"
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
# 18 "v000013.cu"
__attribute__((visibility("hidden"))) void mix8_kernel(int len9) ;
#if 0
# 18
{ 
# 19
len9 = ((+(54UL + len9)) + (len9 + (37 + len9))); 
# 20
int *t10 = &len9; 
# 21
len9 %= 41L; 
# 22
(*t10) += (39U - (((*t10) - len9) % (len9 * (t10[len9 & 7])))); 
# 23
--len9; 
# 24
} 
#endif
# 26 "v000013.cu"
template< class T> 
# 27
struct Tile11 { 
# 28
T mass12; 
# 29
T flag13; 
# 30
T val14; 
# 31
void get15(int val16) { 
# 32
float k17 = 43 * (((mass12) + val16) * (val16 + 5)); 
# 33
int k18 = (sizeof(T)); 
# 34
} 
# 35
}; 
# 37
constexpr int drift19(int len20, int count21) { 
# 38
return 5; 
# 39
} 
# 41
__attribute__((visibility("hidden"))) void scatter22_kernel(float alpha23, signed char *buf24, unsigned p25, int count26) ;
#if 0
# 41
{ 
# 42
p25 = (32); 
# 43
(buf24[count26 & 7]) += 48; 
# 44
const int k27 = alpha23; 
# 45
const int *k28 = &count26; 
# 46
if ((count26 != k27) && (count26 & 1)) { 
# 47
return; }  
# 48
} 
#endif
# 50 "v000013.cu"
extern "C" {
# 51
__attribute__((visibility("hidden"))) void clamp29(unsigned long *acc30, const float *__restrict__ in31) ;
#if 0
# 51
{ 
# 52
(*acc30) = (acc30[3]); 
# 53
++(acc30[1]); 
# 54
int cnt32[sizeof(float)] = {2, 57}; 
# 55
} 
#endif
# 56 "v000013.cu"
}
# 58
float run_sweep33(int count34, int stride35, size_t *dst36) { 
# 59
--stride35; 
# 60
int r37 = (dst36[count34]) & count34; 
# 61
r37++; 
# 62
return stride35 | 43; 
# 63
} 
# 65
__attribute__((visibility("hidden"))) void bias38(short *__restrict__ out39, int stride40, unsigned *dst41) ;
#if 0
# 65
{ 
# 66
for (int j42 = 0; j42 < 4; j42 += 4) { 
# 67
for (int j43 = 0; j43 < j42; j43++) { 
# 68
int u44 = out39[j42 & 7]; 
# 69
long long w45{static_cast< long long>(44 - (stride40 / (out39[7])))}; 
# 70
}  
# 71
--(dst41[7]); 
# 72
}  
# 73
constexpr unsigned off46 = (54); 
# 74
} 
#endif
# 76 "v000013.cu"
int main() { 
# 77
int n47 = 3222; 
# 78
drift19((n47 % 43) % 58U, run_sweep33(run_sweep33(n47, n47, nullptr), run_sweep33(sizeof(int), 21, nullptr), (unsigned long *)nullptr)); 
# 79
for (int n48 = n47; n48 > 0; --n48) { 
# 80
drift19(drift19(-n47, 1 + n47), (2 - n48) * (12 % n48)); 
# 81
n47++; 
# 82
}  
# 83
(__cudaPushCallConfiguration(16, 43 + 21)) ? (void)0 : mix8_kernel(n47); 
# 84
(__cudaPushCallConfiguration((n47 + 31) / 32, 43 + (43 + (43 + (43 + 340))), 1024, nullptr)) ? (void)0 : scatter22_kernel(-13, (signed char *)nullptr, sizeof(long), run_sweep33(-42, -28, nullptr) * (n47 * n47)); 
# 85
(__cudaPushCallConfiguration(128, 43 + (43 + 42))) ? (void)0 : clamp29((size_t *)nullptr, nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v000013.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d391b097_10_v000013_cu_f4e42e25
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000013.cudafe1.stub.c"
#include "v000013.cudafe1.stub.c"
# 1 "v000013.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
