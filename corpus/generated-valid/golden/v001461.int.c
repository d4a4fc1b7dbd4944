# 1 "v001461.cu"
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
# 17 "v001461.cu"
namespace math7 { 
# 18
__attribute__((unused)) float kick8(int n9, int lane10, int stride11) 
# 19
{int volatile ___ = 1;(void)n9;(void)lane10;(void)stride11;
# 26
::exit(___);}
#if 0
# 19
{ 
# 20
stride11 = ((lane10 < (stride11 - ((int)stride11))) ? lane10 : (stride11 - ((int)stride11))); 
# 21
lane10 = (((double)(n9 | 1)) - (21)); 
# 22
lane10 = lane10; 
# 23
bool e12 = -((54 | n9) + ((n9 > n9) ? 1 : 1)); 
# 24
long *r13 = ((long *)nullptr); 
# 25
return 128; 
# 26
} 
#endif
# 27 "v001461.cu"
}
# 29
__attribute__((visibility("hidden"))) void warp14(const unsigned *input15, double *dst16) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern long dyn_17[]; 
# 32
(dyn_17[7])--; 
# 33
for (int n18 = (4 + (4 + 1)); n18 > 0; --n18) { 
# 34
for (int it19 = 0; it19 < n18; ++it19) { 
# 35
double lo20 = math7::kick8((it19 * (*dst16)) * (2800), 4, it19); 
# 36
if (((input15[0]) + n18) & (1)) { 
# 37
break; 
# 38
}  
# 39
}  
# 40
}  
# 41
} 
#endif
# 43 "v001461.cu"
__attribute__((unused)) int norm21(char *__restrict__ acc22, const long *coef23, int count24 = 62) 
# 44
{int volatile ___ = 1;(void)acc22;(void)coef23;(void)count24;
# 51
::exit(___);}
#if 0
# 44
{ 
# 45
__attribute__((unused)) static float sh_25; 
# 46
count24 = (((sizeof(double) + count24) + ((long)(*coef23))) | (8)); 
# 47
sh_25 = ((((int)math7::kick8(count24, 33U, coef23[4])) < math7::kick8(math7::kick8(sh_25, 4, -29), count24 - (acc22[count24]), 54)) ? (int)math7::kick8(count24, 33U, coef23[4]) : math7::kick8(math7::kick8(sh_25, 4, -29), count24 - (acc22[count24]), 54)); 
# 48
(acc22[count24]) = (math7::kick8(math7::kick8((count24 < (acc22[4])) ? count24 : (acc22[4]), sizeof(int), 36), (((coef23[2]) + count24) < (15U)) ? (coef23[2]) + count24 : (15U), (acc22[count24 & 7]) | (-count24))); 
# 49
static_assert(((5 * (3 * 3)) == 45));
# 50
return (acc22[count24 & 7]) + math7::kick8(-sh_25, 18 << (*acc22), *coef23); 
# 51
} 
#endif
# 53 "v001461.cu"
namespace kern26 { 
# 54
float step27(const long *__restrict__ coef28, int len29) 
# 55
{ 
# 56
int pass30 = 0; 
# 57
while ((pass30 < pass30) && (((float)(*coef28)) <= (sizeof(long)))) { 
# 58
long sum31 = (256); 
# 59
static_assert((sizeof(int) == (4)));
# 60
++pass30; 
# 61
}  
# 62
return ((pass30 < (256 % pass30)) ? pass30 : (256 % pass30)) + len29; 
# 63
} 
# 65
__attribute__((visibility("hidden"))) void combine32_kernel(const long *coef33, int len34) ;
#if 0
# 66
{ 
# 67
for (int j35 = 0; j35 < len34; ++j35) { 
# 68
len34 = (*coef33); 
# 69
}  
# 70
static_assert((58 > 57), "expected value");
# 71
if ((((*coef33) < (4)) ? *coef33 : (4)) < (50)) { 
# 72
return; 
# 73
}  
# 74
float idx36 = norm21(nullptr, coef33); 
# 75
len34 = (13U); 
# 76
++len34; 
# 77
} 
#endif
# 78 "v001461.cu"
}
# 80
int main() 
# 81
{ 
# 82
int len37 = 3759; 
# 83
auto q38 = ((~len37) < (1 + len37)) ? kern26::step27((const long *)nullptr, 26ULL) : (len37 | len37); 
# 84
q38 = ((((len37 < sizeof(float)) ? len37 : sizeof(float)) / ((21.75F) - q38)) * (34)); 
# 85
(__cudaPushCallConfiguration(16, (4 + (4 + (4 + 4))) * 2)) ? (void)0 : warp14(nullptr, (double *)nullptr); 
# 86
(__cudaPushCallConfiguration(64, 1 << (4 + 5))) ? (void)0 : kern26::combine32_kernel((const long *)nullptr, kern26::step27(nullptr, kern26::step27((const long *)nullptr, len37))); 
# 87
return 0; 
# 88
} 

# 1 "v001461.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f65eedae_10_v001461_cu_911c89a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001461.cudafe1.stub.c"
#include "v001461.cudafe1.stub.c"
# 1 "v001461.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
