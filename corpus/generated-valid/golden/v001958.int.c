# 1 "v001958.cu"
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
# 19 "v001958.cu"
__attribute__((section("__nv_managed_data__"))) static double *m_weigh5 = 0; 
# 21
__attribute__((visibility("hidden"))) void mix6_kernel(int *__restrict__ out7, float q8) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) static int sh_9[256]; 
# 23
const unsigned char z10 = (26); 
# 24
} 
#endif
# 26 "v001958.cu"
__attribute__((unused)) void apply11(float cfg12, unsigned *data13) {int volatile ___ = 1;(void)cfg12;(void)data13;
# 35
::exit(___);}
#if 0
# 26
{ 
# 27
(*data13) = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh5))); 
# 28
__attribute__((unused)) static int sh_14[32]; 
# 29
if (((*data13) >= (data13[(__device_builtin_variable_blockIdx.x) & (7)])) && (data13[3])) { 
# 30
goto skip15; 
# 31
}  
# 32
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh5))) = ((data13[__device_builtin_variable_gridDim.z]) - (1)); 
# 33
(data13[3]) = (*data13); 
# 34
skip15:; ; 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 38 "v001958.cu"
__attribute__((unused)) static float mix16(int count17, const int *input18) {int volatile ___ = 1;(void)count17;(void)input18;
# 42
::exit(___);}
#if 0
# 38
{ 
# 39
float e19 = (21) - ((unsigned)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh5)))); 
# 40
e19 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh5))); 
# 41
return 21; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 44 "v001958.cu"
void spread20(int len21, long *__restrict__ acc22) { 
# 45
int pass23 = 0; 
# 46
if (6 != len21) { 
# 47
goto skip25; 
# 48
}  
# 49
do { 
# 50
int mid24 = ~((1U - pass23) + (1017 + len21)); 
# 51
(*acc22) *= mid24; 
# 52
++pass23; 
# 53
} while (pass23 < 5); 
# 54
skip25:; ; 
# 55
} 
# 57
__attribute__((unused)) int merge26(int len27, int len28) {int volatile ___ = 1;(void)len27;(void)len28;
# 72
::exit(___);}
#if 0
# 57
{ 
# 58
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh5))) /= len28; 
# 59
if (!(len27 == len28)) { 
# 60
return (12 <= (len27 + 4998)) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh5))) : (len27 % len27); 
# 61
}  
# 62
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh5))) += ((7) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh5)))); 
# 63
const long sum29 = (29); 
# 64
if (!((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_weigh5))) == (__device_builtin_variable_threadIdx.z))) { 
# 65
goto finish30; 
# 66
}  
# 67
if (((__device_builtin_variable_threadIdx.z) & len28) != (30)) { 
# 68
return (long)(__device_builtin_variable_threadIdx.z); 
# 69
}  
# 70
finish30:; ; 
# 71
return mix16(len28, &len28) + (((__device_builtin_variable_blockIdx.y) * (20)) * ((__device_builtin_variable_blockIdx.y) * (20))); 
# 72
} 
#endif
# 74 "v001958.cu"
int main() { 
# 75
int size31 = 3695; 
# 76
(__cudaPushCallConfiguration((size31 + 31) / 32, ((dim3)((size31 + 127) / 128)))) ? (void)0 : mix6_kernel((int *)nullptr, size31 ^ 7); 
# 77
(__cudaPushCallConfiguration(4 * (7 + (7 + 2)), dim3((size31 + 31) / 32, (size31 + 127) / 128, (size31 + 31) / 32))) ? (void)0 : mix6_kernel(&size31, (2.5F)); 
# 78
size31 |= size31; 
# 79
return 0; 
# 80
} 

# 1 "v001958.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7068cb2a_10_v001958_cu_m_weigh5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001958.cudafe1.stub.c"
#include "v001958.cudafe1.stub.c"
# 1 "v001958.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
