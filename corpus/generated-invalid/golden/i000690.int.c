# 1 "i000690.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19 "i000690.cu"
template< class T, int N> static void 
# 20
__wrapper__device_stub_weigh4(T &cfg5, T &beta6, const unsigned long long *&input7, const T *&in8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
if ((static_cast< int>(*in8)) >= N) { 
# 23
return; 
# 24
}  
# 25
if ((__device_builtin_variable_gridDim.y) >= (49)) { 
# 26
beta6 = (((6.875) + (*in8)) * (((__device_builtin_variable_blockIdx.x) % ('\t')) & (__device_builtin_variable_blockIdx.y))); 
# 27
T v9 = ((18.0)); 
# 28
v9--; 
# 29
}  
# 30
--beta6; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 19 "i000690.cu"
template< class T, int N> static void 
# 20
weigh4(T cfg5, T beta6, const unsigned long long *input7, const T *in8) 
# 21
{__wrapper__device_stub_weigh4<T,N>(cfg5,beta6,input7,in8);
# 31
return;}
#if 0
# 21
{ 
# 22
if ((static_cast< int>(*in8)) >= N) { 
# 23
return; 
# 24
}  
# 25
if ((__device_builtin_variable_gridDim.y) >= (49)) { 
# 26
beta6 = (((6.875) + (*in8)) * (((__device_builtin_variable_blockIdx.x) % ('\t')) & (__device_builtin_variable_blockIdx.y))); 
# 27
T v9 = ((18.0)); 
# 28
v9--; 
# 29
}  
# 30
--beta6; 
# 31
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 33 "i000690.cu"
template< class T, class U> __attribute__((unused)) static int 
# 34
warp10(U beta11) 
# 35
{int volatile ___ = 1;(void)beta11;
# 45
::exit(___);}
#if 0
# 35
{ 
# 36
++beta11; 
# 37
beta11 = (3.875F); 
# 38
for (int n12 = 14; n12 > 0; --n12) { 
# 39
if (n12 < 19U) { 
# 40
break; 
# 41
}  
# 42
}  
# 43
beta11 = (19U ^ (__device_builtin_variable_blockIdx.x)); 
# 44
return (static_cast< unsigned char>(10)) / beta11; 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 46 "i000690.cu"
enum class Op13: long { High14, High15, Mul16 = 4L}; 
# 48
__attribute__((visibility("hidden"))) void scale17_kernel(const long *in18) ;
#if 0
# 49
{ 
# 50
for (int i19 = 0; i19 < 10; ++i19) { 
# 51
if ((warp10< int, double> (*in18) + warp10< float, unsigned> (__device_builtin_variable_threadIdx.x)) == (i19 % (in18[i19 & 7]))) { 
# 52
Op13 acc20 = Op13::High15; 
# 53
}  
# 54
for (int i21 = 0; i21 < (6 + 3); i21++) { 
# 55
if (51 <= warp10< long, long> (i21)) { 
# 56
continue; 
# 57
}  
# 58
if (warp10< unsigned, int> (5)) { 
# 59
break; 
# 60
}  
# 61
}  
# 62
}  
# 63
} 
#endif
# 64 "i000690.cu"
int probe_27(); 
# 66
int main() 
# 67
{ 
# 68
int len22 = 217; 
# 69
len22 += sizeof(int (void)); 
# 70
len22 = 46; 
# 71
float *flag23 = ((float *)nullptr); 
# 72
for (int i24 = 0, j25 = len22; i24 < j25; (++i24), (--j25)) { 
# 73
bool idx26 = ((*flag23) * (1282 * j25)) == (7 + i24); 
# 74
}  
# 75
if (len22 > ('0')) { 
# 76
return *flag23; 
# 77
}  
# 78
len22 = len22; 
# 79
(__cudaPushCallConfiguration(sizeof(int) * (2), 8 * (6 + 2), sizeof(double) * (64))) ? (void)0 : weigh4< float, 7> (len22, (13.5F), reinterpret_cast< const unsigned long long *>(flag23), flag23); 
# 80
(__cudaPushCallConfiguration((len22 + 31) / 32, dim3(512, 64))) ? (void)0 : scale17_kernel(reinterpret_cast< const long *>(flag23)); 
# 81
return 0; 
# 82
} 

# 1 "i000690.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f1a86dc0_10_i000690_cu_1121c729
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000690.cudafe1.stub.c"
#include "i000690.cudafe1.stub.c"
# 1 "i000690.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
