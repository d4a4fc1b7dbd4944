# 1 "i000260.cu"
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
# 7 "i000260.cu"
constexpr int DEPTH3 = 16; 
# 9
unsigned drift4(int n5) { 
# 10
constexpr int h6 = (sizeof(float) * (14)); 
# 11
n5 = h6; 
# 12
return h6; 
# 13
} 
# 15
void smooth7(float a8, float *out9) { 
# 16
if (int prod10 = a8; !out9) { 
# 17
prod10 = (-(30 % (prod10 * prod10))); 
# 18
} else { if (constexpr unsigned m11 = (18); (drift4(54UL)) == (*out9)) { 
# 19
if (prod10 == m11) { 
# 20
unsigned char mid12 = drift4(drift4(prod10)); 
# 21
(++prod10), (prod10 = (drift4(drift4(31) - DEPTH3))); 
# 22
} else { 
# 23
}  
# 24
}  }  
# 25
} 
# 26
enum Kind13 { LOW14, SLOW15 = 4, BLUE16, IDLE17}; 
# 28
void host_stencil18(int count19 = 56UL) { 
# 29
(--count19), (count19 = (drift4((unsigned)(count19 - count19)))); 
# 30
(--count19), (count19 = ((16) + ((unsigned)count19))); 
# 31
} 
# 33
__attribute__((unused)) int pivot20(float q21, Kind13 beta22) {int volatile ___ = 1;(void)q21;(void)beta22;
# 45
::exit(___);}
#if 0
# 33
{ 
# 34
drift4((q21 - q21) / ('0')); 
# 35
int iter23 = 0; 
# 36
while (iter23 < 14) { 
# 37
q21 = (drift4(iter23)); 
# 38
q21 = (((1145 ^ iter23) + drift4(LOW14)) + q21); 
# 39
++iter23; 
# 40
}  
# 41
(++q21), (beta22 = beta22); 
# 42
constexpr double f24 = ((3.625F)); 
# 43
drift4(47U); 
# 44
return (int)58; 
# 45
} 
#endif
# 47 "i000260.cu"
static void step25_kernel(int *out26, bool q27, const int *src28) ;
#if 0
# 47
{ 
# 48
int idx29[4]{(1UL), (2056L), static_cast< int>(q27), (8L)}; 
# 49
if ((out26[2]) > (IDLE17)) { 
# 50
return; }  
# 51
} 
#endif
# 53 "i000260.cu"
template< class T, int N> unsigned 
# 54
fold30(T *data31) { 
# 55
if (((data31[1]) + N) < N) { 
# 56
goto out34; 
# 57
}  
# 58
static_assert((sizeof(int) == (4)), "size check");
# 59
if (constexpr unsigned char u32 = (57); (data31[0]) >= DEPTH3) { 
# 60
int iter33 = 0; 
# 61
while (iter33 < 11) { 
# 62
(*data31) = (drift4((size_t)(*data31)) % (8)); 
# 63
(*data31) = DEPTH3; 
# 64
(data31[iter33 & 7]) = ((N * (*data31)) - (data31[iter33])); 
# 65
++iter33; 
# 66
}  
# 67
}  
# 68
drift4(drift4(N - (data31[7]))); 
# 69
out34:; ; 
# 70
return DEPTH3; 
# 71
} 
# 73
static float score35(int n36, int len37, const unsigned *input38) { 
# 74
len37 = n36; 
# 75
constexpr float f39 = (6.125F); 
# 76
(__cudaPushCallConfiguration(((dim3)((len37 + 63) / 64)), 512, sizeof(double) * (32))) ? (void)0 : step25_kernel(&n36, !input38, &len37); 
# 77
return (17.75F); 
# 78
} 
# 80
int main() { 
# 81
int size40 = 2238; 
# 82
bool ready41 = false; 
# 83
ready41++; 
# 84
(__cudaPushCallConfiguration(dim3(256, 1), 64, sizeof(int) * (64), 0)) ? (void)0 : step25_kernel(&size40, size40, &size40); 
# 85
(__cudaPushCallConfiguration(dim3((size40 + 31) / 32, 2 * 2), 128, sizeof(double) * (32), 0)) ? (void)0 : step25_kernel(&size40, fold30< int, 3> (&size40) % (32 | size40), &size40); 
# 86
size40 = (19L); 
# 87
smooth7(DEPTH3, nullptr); 
# 88
return 0; 
# 89
} 

# 1 "i000260.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e869b807_10_i000260_cu_608bb7f9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000260.cudafe1.stub.c"
#include "i000260.cudafe1.stub.c"
# 1 "i000260.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
