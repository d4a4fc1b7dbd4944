# 1 "v000060.cu"
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
# 12 "v000060.cu"
using idx5_t = int; 
# 13
__attribute__((section("__nv_managed_data__"))) static int *m_weigh6 = 0; 
# 14
static idx5_t d_relax7; 
# 15
struct Tile8 { 
# 16
float count9; 
# 17
unsigned sum10; 
# 18
double count11; 
# 19
idx5_t hi12; 
# 20
unsigned scale13() const 
# 21
{ 
# 22
return count11; 
# 23
} 
# 24
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 26
__attribute__((unused)) static int norm14(const int *in15, idx5_t count16 = 3175L) 
# 27
{int volatile ___ = 1;(void)in15;(void)count16;
# 35
::exit(___);}
#if 0
# 27
{ 
# 28
for (int it17 = 0; it17 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))); ++it17) { 
# 29
if ((d_relax7 % 128) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6)))) { 
# 30
break; 
# 31
}  
# 32
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) = (52U); 
# 33
}  
# 34
return ((' ') * ((in15[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6)))]) >> d_relax7)) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) - sizeof(Tile8)); 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000060.cu"
__attribute__((visibility("hidden"))) void split18(unsigned long long b19) ;
#if 0
# 37
{ 
# 38
b19 = (0); 
# 39
d_relax7 = ((static_cast< unsigned>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))))) << (((2316UL) + b19) + ((29) + b19))); 
# 40
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) <= b19) { 
# 41
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) < 18UL) { 
# 42
unsigned long long hi20 = (sizeof(idx5_t)); 
# 43
d_relax7 = ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) & 6) | 2) - 56); 
# 44
} else { if ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) - b19) ^ (~b19)) <= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6)))) { }  }  
# 45
}  
# 46
} 
#endif
# 47 "v000060.cu"
int main() 
# 48
{ 
# 49
int count21 = 3106; 
# 50
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6)))) { 
# 51
if ((+(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6)))) < count21) { 
# 52
int flag22 = 61 + count21; 
# 53
} else { if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))) + 34) != 40) { 
# 54
idx5_t diff23 = static_cast< unsigned>(~(~(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6))))); 
# 55
}  }  
# 56
count21 = 15; 
# 57
}  
# 58
(__cudaPushCallConfiguration(256, 1 << (3 + (3 + 1)), sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : split18((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh6)))); 
# 59
return 0; 
# 60
} 

# 1 "v000060.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7304c369_10_v000060_cu_m_weigh6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000060.cudafe1.stub.c"
#include "v000060.cudafe1.stub.c"
# 1 "v000060.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
