# 1 "v001190.cu"
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
# 7 "v001190.cu"
__attribute__((visibility("hidden"))) void filter2(const float *src3) ;
#if 0
# 8
{ 
# 9
constexpr double mid4 = (47U); 
# 10
unsigned char tmp5((6L)); 
# 11
__attribute__((unused)) static int sh_6[16]; 
# 12
} 
#endif
# 14 "v001190.cu"
__attribute__((visibility("hidden"))) void fold7_kernel(const float *coef8, double *buf9, const unsigned long *coef10) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern float dyn_11[]; 
# 17
if ((coef10[3]) != (29)) { 
# 18
return; 
# 19
}  
# 20
(dyn_11[2]) = (coef10[5]); 
# 21
if (coef10[2]) { 
# 22
int pass12 = 0; 
# 23
do { 
# 24
++pass12; 
# 25
} while (pass12 < 14); 
# 26
}  
# 27
(dyn_11[2])++; 
# 28
const float *r13 = reinterpret_cast< const float *>(buf9); 
# 29
} 
#endif
# 31 "v001190.cu"
__attribute__((visibility("hidden"))) void weigh14_kernel(float *buf15, int *acc16, long p17) ;
#if 0
# 32
{ 
# 33
if (p17 >= (acc16[p17])) { 
# 34
goto skip19; 
# 35
}  
# 36
if ((+(*buf15)) <= p17) { 
# 37
return; 
# 38
}  
# 39
if ((acc16[p17]) <= ((int)31U)) { 
# 40
float h18 = ((((acc16[2]) >> 1) * (static_cast< int>(p17))) > (((4221) - p17) * (13 + (acc16[4])))) ? ((acc16[2]) >> 1) * (static_cast< int>(p17)) : (((4221) - p17) * (13 + (acc16[4]))); 
# 41
p17 = (17); 
# 42
}  
# 43
skip19:; ; 
# 44
} 
#endif
# 47 "v001190.cu"
template< class T, class U> void 
# 48
relax20(U *out21, U p22) 
# 49
{ 
# 50
U acc23 = p22; 
# 51
int val24 = (-63); 
# 52
} 
# 54
int main() 
# 55
{ 
# 56
int size25 = 1394; 
# 57
int iter26 = 0; 
# 58
do { 
# 59
relax20< unsigned, float> (nullptr, -1451); 
# 60
(__cudaPushCallConfiguration((size25 + 31) / 32, 512, 0)) ? (void)0 : fold7_kernel((const float *)nullptr, nullptr, nullptr); 
# 61
++iter26; 
# 62
} while (iter26 < size25); 
# 63
if ((size25 + size25) != size25) { 
# 64
return size25; 
# 65
}  
# 66
(__cudaPushCallConfiguration(64, 128, sizeof(int) * (64), nullptr)) ? (void)0 : filter2(nullptr); 
# 67
(__cudaPushCallConfiguration(dim3((iter26 + 127) / 128, (size25 + 63) / 64), 32, 0, 0)) ? (void)0 : weigh14_kernel(nullptr, &size25, iter26); 
# 68
return 0; 
# 69
} 

# 1 "v001190.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9c7f8ca9_10_v001190_cu_1f202b4f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001190.cudafe1.stub.c"
#include "v001190.cudafe1.stub.c"
# 1 "v001190.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
