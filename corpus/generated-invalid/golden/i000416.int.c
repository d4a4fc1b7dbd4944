# 1 "i000416.cu"
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
# 19 "i000416.cu"
template< class T> 
# 20
struct Sample6 { 
# 21
T lo7; 
# 22
T mix8() const 
# 23
{ 
# 24
double r9 = static_cast< int>((4144 / (lo7)) - (lo7)); 
# 25
return -(lo7); 
# 26
} 
# 27
}; 
# 28
template< class T> 
# 29
struct Particle10 { 
# 30
T flag11; 
# 31
T w12, lo13; 
# 32
}; 
# 33
static void probe14(const float *in15, int lane16) ;
#if 0
# 34
{ 
# 35
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
if (i17 >= lane16) { 
# 37
return; 
# 38
}  
# 39
lane16 = ((2) / ((__device_builtin_variable_blockIdx.x) + (*in15))); 
# 40
constexpr int h18 = 21; 
# 41
} 
#endif
# 42 "i000416.cu"
__attribute__((visibility("hidden"))) void scatter19(float *__restrict__ acc20) ;
#if 0
# 43
{ 
# 44
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
(acc20[__device_builtin_variable_blockIdx.x]) = (46 - tid21); 
# 46
if ((tid21 + (__device_builtin_variable_threadIdx.x)) < ((*acc20) * (*acc20))) { 
# 47
Sample6< double>  idx22 = {((19.5F))}; 
# 48
} else { if ((tid21 + ((*acc20) + (4))) != ((acc20[7]) - (551U))) { 
# 49
(*acc20) -= (((57) - (acc20[4])) - ((6.75F) + (__device_builtin_variable_blockDim.x))); 
# 50
} else { 
# 51
}  }  
# 52
} 
#endif
# 53 "i000416.cu"
constexpr int check_fold23(int len24) 
# 54
{ 
# 55
return +((len24 + len24) * (-len24)); 
# 56
} 
# 57
int main() 
# 58
{ 
# 59
int n25 = 3936; 
# 60
constexpr unsigned short z26 = (8 * 4); 
# 61
const char *cnt27 = ("tile"); 
# 62
for (int j28 = n25; j28 > 0; --j28) { 
# 63
unsigned sum29 = (12UL); 
# 64
}  
# 65
n25 &= 3; 
# 66
n25 = (-11); 
# 67
(__cudaPushCallConfiguration(((dim3)(sizeof(unsigned) * (10 + (10 + (10 + 2))))), (10 + 22) * 2, 256)) ? (void)0 : probe14(nullptr, cnt27[1]); 
# 68
(__cudaPushCallConfiguration((n25 + 255) / 256, 32, 64 + 960)) ? (void)0 : scatter19((float *)nullptr); 
# 69
return 0; 
# 70
} 

# 1 "i000416.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a97bd8d6_10_i000416_cu_9a28dbfe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000416.cudafe1.stub.c"
#include "i000416.cudafe1.stub.c"
# 1 "i000416.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
