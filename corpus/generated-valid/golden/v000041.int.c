# 1 "v000041.cu"
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
# 9 "v000041.cu"
int pivot4(float alpha5, int count6 = '\\') { 
# 10
float z7 = ((34 | count6) >= alpha5) ? (24.875F) : ((17.375F) + alpha5); 
# 11
++count6; 
# 12
for (int i8 = 0; i8 < 13; ++i8) { 
# 13
if (z7 <= (56UL)) { 
# 14
break; 
# 15
}  
# 16
float acc9 = (-(15.5F)); 
# 17
count6 = (alpha5 + (count6 & (count6 - 10))); 
# 18
}  
# 19
return (count6 & (count6 - count6)) % count6; 
# 20
} 
# 21
enum State10 { 
# 22
MUL11 = 3, 
# 23
SLOW12, 
# 24
IDLE13 = 9, 
# 25
SLOW14, 
# 26
BUSY15
# 27
}; 
# 29
__attribute((noinline)) __attribute__((unused)) void blend16(unsigned *acc17, const int *src18) {int volatile ___ = 1;(void)acc17;(void)src18;
# 35
::exit(___);}
#if 0
# 29
{ 
# 30
(acc17[7]) = (((pivot4(*acc17, acc17[5])) - (22L + (*acc17))) | (((src18[1]) % (src18[7])) % ((acc17[5]) * 3149UL))); 
# 31
size_t z19 = (50U); 
# 32
z19 = (pivot4((*acc17) + (src18[3]))); 
# 33
(acc17[z19]) = (z19 - (acc17[5])); 
# 34
z19 = ((src18[1]) + pivot4(z19 / 61UL)); 
# 35
} 
#endif
# 37 "v000041.cu"
double drift20(int stride21, float *buf22) { 
# 38
int base23 = (((stride21 += stride21), 45) * 37) / pivot4(pivot4(stride21, *buf22), (buf22[stride21 & 7]) - (33U)); 
# 39
(buf22[base23 & 7]) = (pivot4((12.5F), (16 - base23) - base23)); 
# 40
int res24 = (IDLE13); 
# 41
for (int i25 = 0; i25 < stride21; i25++) { 
# 42
int r26 = stride21; 
# 43
static_assert((21 == 21));
# 44
}  
# 45
return (3 * res24) + res24; 
# 46
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49
template< class T> static void 
# 50
__wrapper__device_stub_update27(T &q28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern unsigned dyn_29[]; 
# 52
int pass30 = 0; 
# 53
while (pass30 < pass30) { 
# 54
(dyn_29[1]) = ((q28 += pass30), 3); 
# 55
int prod31{56}; 
# 56
for (int i32 = 7; i32 > 0; --i32) { 
# 57
T q33{7}; 
# 58
prod31 = 21; 
# 59
}  
# 60
++pass30; 
# 61
}  
# 62
} 
#endif

#pragma GCC diagnostic pop

# 49 "v000041.cu"
template< class T> static void 
# 50
update27(T q28) {__wrapper__device_stub_update27<T>(q28);
# 62
return;}
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern unsigned dyn_29[]; 
# 52
int pass30 = 0; 
# 53
while (pass30 < pass30) { 
# 54
(dyn_29[1]) = ((q28 += pass30), 3); 
# 55
int prod31{56}; 
# 56
for (int i32 = 7; i32 > 0; --i32) { 
# 57
T q33{7}; 
# 58
prod31 = 21; 
# 59
}  
# 60
++pass30; 
# 61
}  
# 62
} 
#endif
# 64 "v000041.cu"
float step34(const size_t *__restrict__ in35, const long *__restrict__ input36) { 
# 65
if (!((SLOW14) > (in35[4]))) { 
# 66
return drift20(3208, nullptr) - (pivot4((15.875F))); 
# 67
}  
# 68
int r37 = input36[6]; 
# 69
if ((*input36) * (*in35)) { 
# 70
goto skip38; 
# 71
}  
# 72
drift20(*in35, (float *)nullptr); 
# 73
skip38:; ; 
# 74
return drift20(*input36, nullptr); 
# 75
} 
# 77
static int kick39(long cfg40) { 
# 78
cfg40 = (sizeof(long long)); 
# 79
cfg40 = (3812); 
# 80
return ((60) + cfg40) * (cfg40 + (cfg40 + (SLOW14))); 
# 81
} 
# 83
int main() { 
# 84
int size41 = 2880; 
# 85
kick39(static_cast< int>(1648L / size41)); 
# 86
size41 = ((SLOW12) + ((size41 - size41) - size41)); 
# 87
size41 = (MUL11); 
# 88
step34(nullptr, static_cast< const long *>(nullptr)); 
# 89
if ((size41 - size41) == 16) { 
# 90
return sizeof(double); 
# 91
}  
# 92
(__cudaPushCallConfiguration((size41 + 127) / 128, 64, 0)) ? (void)0 : update27(8L); 
# 93
return 0; 
# 94
} 

# 1 "v000041.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b178f76c_10_v000041_cu_c74dce6b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000041.cudafe1.stub.c"
#include "v000041.cudafe1.stub.c"
# 1 "v000041.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
