# 1 "v001691.cu"
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
# 15 "v001691.cu"
using real6_t = float; 
# 18
class Stats7 { 
# 19
int x8, mass9; 
# 20
real6_t id10; 
# 22
public: Stats7(int a11, int b12, real6_t init13) : x8(a11), mass9(b12), id10(init13) { } 
# 23
void mix14(real6_t off15) 
# 24
{ 
# 25
off15 = (id10); 
# 26
} 
# 27
float reset16() const 
# 28
{ 
# 29
int v17 = (x8) / 2; 
# 30
int m18 = v17; 
# 31
return mass9; 
# 32
} 
# 33
}; 
# 35
static void shade19(const size_t *__restrict__ in20, float *acc21, int count22, const Stats7 p23) ;
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern int dyn_24[]; 
# 38
int idx25 = __device_builtin_variable_threadIdx.x; 
# 39
if (count22 < (__device_builtin_variable_gridDim.x)) { 
# 40
goto out28; 
# 41
}  
# 42
if (const long acc26 = acc21[idx25]; !(!acc21)) { 
# 43
if (signed char w27 = (((acc21[4]) += (*in20)), 1) * ((((acc21[idx25]) += (22.875F)), 'A') + (acc26 / (2))); ((__device_builtin_variable_blockIdx.x) + (__device_builtin_variable_gridDim.x)) < ((105UL) + (acc21[count22]))) { 
# 44
if ((w27 << 7) < ((__device_builtin_variable_blockDim.x) + (((dyn_24[idx25]) += 70), (*in20)))) { 
# 45
(dyn_24[4]) = (acc21[count22]); 
# 46
(*acc21)--; 
# 47
count22 = (64UL + (((dyn_24[7]) += (in20[__device_builtin_variable_blockIdx.y])), ((6) * acc26))); 
# 48
}  
# 49
}  
# 50
}  
# 51
(dyn_24[count22]) = ((sizeof(Stats7)) / ((count22 * 45LL) * (__device_builtin_variable_blockIdx.x))); 
# 52
out28:; ; 
# 53
} 
#endif
# 55 "v001691.cu"
int main() 
# 56
{ 
# 57
int count29 = 2908; 
# 58
unsigned k30 = (6); 
# 59
if (((u'\x61') >= k30) || (((count29 == k30) ? count29 : k30) == k30)) { 
# 60
switch (static_cast< long>(k30)) { 
# 61
case 1:  
# 62
count29 = (sizeof(unsigned)); 
# 63
break; 
# 64
case 4:  
# 65
if ((k30 > k30) && k30) { 
# 66
break; 
# 67
}  
# 68
k30 = (44); 
# 69
break; 
# 70
case 0:  
# 71
break; 
# 72
}  
# 73
}  
# 74
(__cudaPushCallConfiguration(2 * 2, 6 + (6 + 244))) ? (void)0 : shade19(static_cast< const unsigned long *>(nullptr), nullptr, ((count29 < sizeof(long long)) && (count29 > count29)) ? 32 << k30 : (k30 * k30), Stats7(k30, k30, static_cast< long long>(k30))); 
# 75
return 0; 
# 76
} 

# 1 "v001691.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__39c6db74_10_v001691_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001691.cudafe1.stub.c"
#include "v001691.cudafe1.stub.c"
# 1 "v001691.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
