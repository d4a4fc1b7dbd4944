# 1 "v000174.cu"
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
# 12 "v000174.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_decay6 = 0; 
# 15
size_t check_lerp7(float q8, int n9, const float *input10) { 
# 16
int w11 = 0; 
# 17
while (w11 < 5) { 
# 18
for (int n12 = (sizeof(float) * (2)); n12 > 0; --n12) { 
# 19
char cnt13[6]{(-59), (static_cast< char>(127U)), (127UL), static_cast< char>(w11), (-127), (36LL)}; 
# 20
if ((cnt13[n12]) == 15L) { 
# 21
continue; }  
# 22
}   
# 23
n9 = (q8 + ((n9 | n9) & (w11 - n9))); 
# 24
++w11; 
# 25
}  
# 26
if ((-(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay6)))) > q8) { 
# 27
return ((2 * (w11 + 8)) + 49UL); }  
# 28
float z14 = w11; 
# 29
return (((2) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay6)))) + (7U)); 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void step15(int *__restrict__ dst16, float a17, const int *__restrict__ src18) ;
#if 0
# 32
{ 
# 33
int gid19 = __device_builtin_variable_threadIdx.x; 
# 34
double res20 = ((12) * (__device_builtin_variable_blockDim.z)) * (4U & (__device_builtin_variable_blockIdx.x)); 
# 35
for (int j21 = 0; j21 < 3; ++j21) { 
# 36
int u22[8]{3, j21, 3, gid19, (58L), (24UL), gid19, 9}; 
# 37
int pass23 = 0; 
# 38
while (pass23 < 14) { 
# 39
res20 = (__device_builtin_variable_threadIdx.x); 
# 40
++pass23; 
# 41
}  
# 42
}  
# 43
float stride24{a17}; 
# 44
} 
#endif
# 46 "v000174.cu"
int main() { 
# 47
int size25 = 2219; 
# 48
auto step28 = [=](int stride26, short stride27)->unsigned { 
# 49
stride27 = (10UL); 
# 50
return (stride26 * 62) + ((size25) & 27); 
# 51
} ; typedef decltype(step28) __T0;
# 52
step28((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay6))), 2735); 
# 53
(__cudaPushCallConfiguration((size25 + 255) / 256, 12 + 52)) ? (void)0 : step15(nullptr, step28((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay6))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay6)))) * (12), nullptr); 
# 54
if ((step28(size25, 17UL)) == (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay6)))) { 
# 55
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_decay6))); }  
# 56
size25 = (size25 % (size25 + 7)); 
# 57
return 0; 
# 58
} 

# 1 "v000174.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a5aae2b_10_v000174_cu_m_decay6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000174.cudafe1.stub.c"
#include "v000174.cudafe1.stub.c"
# 1 "v000174.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
