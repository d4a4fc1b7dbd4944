# 1 "v000623.cu"
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
# 15 "v000623.cu"
__attribute__((visibility("hidden"))) void smooth6_kernel(int *out7, unsigned *out8) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern int dyn_9[]; 
# 17
__attribute__((unused)) static float sh_10[32]; 
# 18
for (int it11 = 0, j12 = 8; it11 < j12; (++it11), (--j12)) { 
# 19
__attribute__((unused)) static int sh_13[32]; 
# 20
(sh_10[it11 & 31]) = (1.0F); 
# 21
auto acc14 = 34; 
# 22
}  
# 23
__attribute__((unused)) static unsigned long sh_15[34 + 94]; 
# 24
} 
#endif
# 31 "v000623.cu"
__attribute__((visibility("hidden"))) void map_weigh17(float *data, int n) ;
#if 0
# 31
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 32 "v000623.cu"
__attribute__((visibility("hidden"))) void map_bump18(double *data, int n) ;
#if 0
# 32
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 33 "v000623.cu"
static unsigned d_warp19; 
# 34
static char d_apply20; 
# 36
namespace kern21 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T, class U> static void 
# 38
__wrapper__device_stub_score22(T &b23, U &p24, T *&buf25, const U *&input26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
if (buf25 != nullptr) { 
# 40
goto done27; 
# 41
}  
# 42
d_apply20++; 
# 43
p24 = ((p24 += (16.25)), p24); 
# 44
done27:; ; 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000623.cu"
template< class T, class U> static void 
# 38
score22(T b23, U p24, T *buf25, const U *input26) {::kern21::__wrapper__device_stub_score22<T,U>(b23,p24,buf25,input26);
# 45
return;}
#if 0
# 38
{ 
# 39
if (buf25 != nullptr) { 
# 40
goto done27; 
# 41
}  
# 42
d_apply20++; 
# 43
p24 = ((p24 += (16.25)), p24); 
# 44
done27:; ; 
# 45
} 
#endif
# 46 "v000623.cu"
using ptr28_t = int *; 
# 47
enum State29 { 
# 48
SLOW30, 
# 49
IDLE31, 
# 50
FAST32 = 5, 
# 51
ADD33 = 10, 
# 52
BUSY34 = 14
# 53
}; 
# 54
}
# 55
using idx35_t = int; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 57
template< class T, class U> static void 
# 58
__wrapper__device_stub_gather36_kernel(const U *&coef37, idx35_t &lane38, U &cfg39, U *&out40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 58
{ 
# 59
for (int it41 = 0; it41 < 2; ++it41) { 
# 60
__attribute__((unused)) static idx35_t sh_42[(kern21::IDLE31) + 6][3]; 
# 61
for (int j43 = 0; j43 < 13; ++j43) { 
# 62
lane38 = d_warp19; 
# 63
lane38 = d_apply20; 
# 64
}  
# 65
}  
# 66
} 
#endif

#pragma GCC diagnostic pop

# 57 "v000623.cu"
template< class T, class U> static void 
# 58
gather36_kernel(const U *coef37, idx35_t lane38, U cfg39, U *out40) {__wrapper__device_stub_gather36_kernel<T,U>(coef37,lane38,cfg39,out40);
# 66
return;}
#if 0
# 58
{ 
# 59
for (int it41 = 0; it41 < 2; ++it41) { 
# 60
__attribute__((unused)) static idx35_t sh_42[(kern21::IDLE31) + 6][3]; 
# 61
for (int j43 = 0; j43 < 13; ++j43) { 
# 62
lane38 = d_warp19; 
# 63
lane38 = d_apply20; 
# 64
}  
# 65
}  
# 66
} 
#endif
# 68 "v000623.cu"
namespace detail44 { 
# 69
__attribute__((visibility("hidden"))) void pack45_kernel(const int *input46, kern21::State29 alpha47, long *out48) ;
#if 0
# 69
{ 
# 70
idx35_t res49 = (double)((kern21::SLOW30) - (~(input46[0]))); 
# 71
__attribute__((unused)) static unsigned sh_50[13][6]; 
# 72
} 
#endif
# 73 "v000623.cu"
}
# 74
static idx35_t d_rank51[4]; 
# 76
__attribute__((visibility("hidden"))) void fold52_kernel(float *data53, short *data54, int n55) ;
#if 0
# 76
{ 
# 77
d_apply20 = (data54[d_warp19]); 
# 78
idx35_t res56 = ((d_apply20 += n55), kern21::BUSY34) | ((short)'a'); 
# 79
} 
#endif
# 80 "v000623.cu"
enum Color57 { 
# 81
GREEN58 = 2, 
# 82
IDLE59 = 5, 
# 83
BLUE60, 
# 84
MUL61, 
# 85
BLUE62
# 86
}; 
# 88
int main() { 
# 89
int size63 = 2615; 
# 90
size63 = (size63 * size63); 
# 91
size63--; 
# 92
size63 = ((27 - (size63 * 8)) * ((U'\x30') & ((unsigned)size63))); 
# 93
(__cudaPushCallConfiguration(1 << (kern21::IDLE31), (kern21::FAST32) + 507)) ? (void)0 : smooth6_kernel((kern21::ptr28_t)nullptr, nullptr); 
# 94
(__cudaPushCallConfiguration((size63 + 31) / 32, 128)) ? (void)0 : map_weigh17((float *)nullptr, size63); 
# 95
(__cudaPushCallConfiguration(((dim3)(256)), 64)) ? (void)0 : map_bump18(static_cast< double *>(nullptr), size63 * 11L); 
# 96
return 0; 
# 97
} 

# 1 "v000623.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4268295a_10_v000623_cu_eb20fdb9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000623.cudafe1.stub.c"
#include "v000623.cudafe1.stub.c"
# 1 "v000623.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
