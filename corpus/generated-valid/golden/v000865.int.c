# 1 "v000865.cu"
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
# 16 "v000865.cu"
inline int count5(long *buf6, const float *in7) { 
# 17
bool v8((in7[0]) < (-(buf6[3]))); 
# 18
if ((*in7) > (buf6[1])) { 
# 19
goto out11; 
# 20
}  
# 21
(buf6[6]) = (*buf6); 
# 22
if (((29U) == (*buf6)) || (((24) == (*buf6)) && (v8 < v8))) { 
# 23
unsigned base9 = (buf6 != (nullptr)) ? ((*buf6) - 0UL) - (*in7) : ((in7[5]) + ((24) & (*buf6))); 
# 24
base9++; 
# 25
} else { 
# 26
bool flag10 = ((in7[2]) <= (buf6[7])) ? ((false) * (in7[6])) + (true) : ((buf6[4]) - (0)); 
# 27
}  
# 28
out11:; ; 
# 29
return (v8 * (sizeof(unsigned long long) + v8)) & 1ULL; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void drift12(const float *input13, double p14) ;
#if 0
# 32
{ 
# 33
unsigned i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
int x16 = *input13; 
# 35
x16 = 39; 
# 36
if (((i15 * 54L) | ((x16 < p14) ? x16 : (__device_builtin_variable_blockDim.x))) >= p14) { 
# 37
char lim17 = (static_cast< float>(24)); 
# 38
}  
# 39
x16 |= 29; 
# 40
float m18((7.0F)); 
# 41
if (x16 == 24) { 
# 42
goto out19; 
# 43
}  
# 44
(--x16), (m18 -= ((x16 & (x16 * 28)) / i15)); 
# 45
out19:; ; 
# 46
} 
#endif
# 47 "v000865.cu"
enum Axis20: short { BLUE21, RED22 = 2}; 
# 48
using real23_t = float; 
# 50
int main() { 
# 51
int count24 = 17; 
# 52
if ((count24 + count24) == 24) { 
# 53
return count24; 
# 54
}  
# 55
auto lam27 = [diff25 = (static_cast< int>(6))]()->char { 
# 56
Axis20 w26 = BLUE21; 
# 57
return w26; 
# 58
} ; typedef decltype(lam27) __T0;
# 59
lam27(); 
# 60
if (count24 < 25) { 
# 61
return count24 - (('#') | count24); 
# 62
}  
# 63
float sum28{(0.75F)}; 
# 64
(__cudaPushCallConfiguration((count24 + 127) / 128, 24 + ((RED22) + ((RED22) + 484)))) ? (void)0 : drift12((const real23_t *)nullptr, (13.125)); 
# 65
return 0; 
# 66
} 

# 1 "v000865.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a889b136_10_v000865_cu_c5ef6999
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000865.cudafe1.stub.c"
#include "v000865.cudafe1.stub.c"
# 1 "v000865.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
