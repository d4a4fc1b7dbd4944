# 1 "v000176.cu"
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
# 13 "v000176.cu"
int lerp8(int len9) { 
# 14
for (int n10 = 0; n10 < 5; ++n10) { 
# 15
len9--; 
# 16
int hi11 = (+(n10 % 32)) + 20; 
# 17
hi11 *= 29ULL; 
# 18
}  
# 19
long long s12[3 + 2] = {}; 
# 20
return len9; 
# 21
} 
# 22
__attribute__((section("__nv_managed_data__"))) static bool *m_relax13 = 0; 
# 24
__attribute__((visibility("hidden"))) void drift14(int lane15) ;
#if 0
# 24
{ 
# 25
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax13))) * lerp8(lane15)) < lerp8(0)) { 
# 26
switch (lane15 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax13)))) { 
# 27
case 3 + (3 + (3 + 3)):  
# 28
if (float val16 = (((16.5F) - lane15) + (413U)) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax13))); !(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax13)))) { 
# 29
lerp8(lane15); 
# 30
auto off17 = val16; 
# 31
off17--; 
# 32
}  
# 33
break; 
# 34
default:  { 
# 35
const unsigned long long hi18 = lane15; 
# 36
break; 
# 37
} 
# 38
}  
# 39
}  
# 40
} 
#endif
# 42 "v000176.cu"
int main() { 
# 43
int len19 = 3804; 
# 44
for (int n20 = 0; n20 < 13; n20 += 2) { 
# 45
if (lerp8(len19) != n20) { 
# 46
break; 
# 47
}  
# 48
}  
# 49
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax13))) < (55 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax13))))) { 
# 50
char base21[6]{(52), (41), (127), static_cast< char>(len19), static_cast< char>(len19), static_cast< char>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax13))))}; 
# 51
}  
# 52
float x22 = (lerp8((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_relax13)))) + len19) / 2; 
# 53
(__cudaPushCallConfiguration(dim3(4, (len19 + 127) / 128, 16), dim3(1, (len19 + 255) / 256))) ? (void)0 : drift14((len19 & 15) * 56); 
# 54
return 0; 
# 55
} 

# 1 "v000176.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a05366a0_10_v000176_cu_ed8dadae
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000176.cudafe1.stub.c"
#include "v000176.cudafe1.stub.c"
# 1 "v000176.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
