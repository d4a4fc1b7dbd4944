# 1 "v001749.cu"
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
# 8 "v001749.cu"
template< class T> T 
# 9
bias3(const T *src4) { 
# 10
double lo5 = ((16.75F) * (src4[4])) + ((src4[2]) - (14.75F)); 
# 11
if (((lo5 >= lo5) ? (*src4) - 58L : (src4[5])) >= ((*src4) + (*src4))) { 
# 12
int pass6 = 0; 
# 13
while (pass6 < pass6) { 
# 14
if (pass6 < lo5) { 
# 15
int r7 = src4[4]; 
# 16
} else { 
# 17
lo5 = lo5; 
# 18
}  
# 19
++pass6; 
# 20
}  
# 21
}  
# 22
return lo5 * (9 - (*src4)); 
# 23
} 
# 25
int march8(int *buf9, int lane10) { 
# 26
float flag11 = lane10; 
# 27
if (lane10 != ((buf9[lane10]) * 16)) { 
# 28
if (buf9 != (nullptr)) { 
# 29
if ((flag11 * flag11) == (static_cast< long long>(46))) { 
# 30
flag11 = (6.0F); 
# 31
long x12 = 28UL * (buf9[0]); 
# 32
}  
# 33
lane10 = (buf9[lane10]); 
# 34
}  
# 35
} else { 
# 36
}  
# 37
return -((lane10 == 62UL) ? (5) - flag11 : (*buf9)); 
# 38
} 
# 41
template< class T> 
# 42
struct Sample13 { 
# 43
T y14, flag15; 
# 44
int sum16; 
# 45
void scale17(T q18) { 
# 46
auto lim19 = (-(y14)); 
# 47
} 
# 48
}; 
# 50
static void scatter20_kernel(long *out21, int *out22, int *data23) ;
#if 0
# 50
{ 
# 51
Sample13< double>  res24 = Sample13< double> {(5.0), (-(0.75)), (24L)}; 
# 52
__attribute__((unused)) static Sample13< double>  sh_25[32]; 
# 53
short cnt26[5]{static_cast< short>(data23[2]), static_cast< short>((sh_25[18]).flag15), static_cast< short>(data23[3]), (static_cast< short>(53)), (4033)}; 
# 54
} 
#endif
# 56 "v001749.cu"
static int filter27(const int *coef28) { 
# 57
if (((coef28[7]) % 4680) < (*coef28)) { 
# 58
if (((*coef28) / (coef28[5])) != (coef28[4])) { 
# 59
return (*coef28) + (*coef28); 
# 60
}  
# 61
Sample13< double>  stride29 = Sample13< double> {(23L), (6.625), (39U)}; 
# 62
stride29 = stride29; 
# 63
}  
# 64
return *coef28; 
# 65
} 
# 67
int main() { 
# 68
int count30 = 3982; 
# 69
count30 = ('#'); 
# 70
Sample13< double>  q31 = Sample13< double> {(44), (2.0), 49}; 
# 71
count30 = (((count30) ? (q31.sum16) + ('0') : ((q31.sum16) >> count30)) + (count30 - 17U)); 
# 72
(__cudaPushCallConfiguration(2, 256, 0)) ? (void)0 : scatter20_kernel((long *)nullptr, nullptr, static_cast< int *>(nullptr)); 
# 73
(__cudaPushCallConfiguration((count30 + 127) / 128, 64, sizeof(float) * (128))) ? (void)0 : scatter20_kernel(nullptr, nullptr, nullptr); 
# 74
return 0; 
# 75
} 

# 1 "v001749.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cfbee48f_10_v001749_cu_fe0cc58d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001749.cudafe1.stub.c"
#include "v001749.cudafe1.stub.c"
# 1 "v001749.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
