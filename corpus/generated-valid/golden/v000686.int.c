# 1 "v000686.cu"
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
# 15 "v000686.cu"
enum class Kind6 { Blue7, On8, High9, Red10}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T, int N> static void 
# 17
__wrapper__device_stub_tile11(const T *&coef12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern long dyn_13[]; 
# 20
(dyn_13[3]) |= ((dyn_13[2]) >> (static_cast< short>(*coef12))); 
# 21
(dyn_13[1]) >>= 2; 
# 22
++(dyn_13[2]); 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 16 "v000686.cu"
template< class T, int N> static void 
# 17
tile11(const T *coef12) 
# 18
{__wrapper__device_stub_tile11<T,N>(coef12);
# 23
return;}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern long dyn_13[]; 
# 20
(dyn_13[3]) |= ((dyn_13[2]) >> (static_cast< short>(*coef12))); 
# 21
(dyn_13[1]) >>= 2; 
# 22
++(dyn_13[2]); 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 24 "v000686.cu"
template< class T> static void 
# 25
__wrapper__device_stub_march14_kernel(T *&data15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
--(data15[4]); 
# 28
(--(*data15)), ((data15[3]) = 12); 
# 29
T mid16 = (data15[1]) + (*data15); 
# 30
int w17 = 0; 
# 31
while ((w17 < 5) && ((w17 > 40) || (mid16 <= 19ULL))) { 
# 32
unsigned tmp18 = 4859U; 
# 33
++w17; 
# 34
}  
# 35
T hi19 = (((data15[w17]) > (*data15)) ? 34 : 127) + (1.25); 
# 36
T u20 = ((*data15) + mid16) + hi19; 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 24 "v000686.cu"
template< class T> static void 
# 25
march14_kernel(T *data15) 
# 26
{__wrapper__device_stub_march14_kernel<T>(data15);
# 37
return;}
#if 0
# 26
{ 
# 27
--(data15[4]); 
# 28
(--(*data15)), ((data15[3]) = 12); 
# 29
T mid16 = (data15[1]) + (*data15); 
# 30
int w17 = 0; 
# 31
while ((w17 < 5) && ((w17 > 40) || (mid16 <= 19ULL))) { 
# 32
unsigned tmp18 = 4859U; 
# 33
++w17; 
# 34
}  
# 35
T hi19 = (((data15[w17]) > (*data15)) ? 34 : 127) + (1.25); 
# 36
T u20 = ((*data15) + mid16) + hi19; 
# 37
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38 "v000686.cu"
template< class T> static void 
# 39
__wrapper__device_stub_gather21(T *&buf22, T &q23, T *&dst24, T &beta25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
__attribute__((unused)) static int sh_26[64]; 
# 42
if ((3 > (buf22[6])) && ((*dst24) <= 64)) { 
# 43
return; 
# 44
}  
# 45
(dst24[4])++; 
# 46
beta25++; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 38 "v000686.cu"
template< class T> static void 
# 39
gather21(T *buf22, T q23, T *dst24, T beta25) 
# 40
{__wrapper__device_stub_gather21<T>(buf22,q23,dst24,beta25);
# 47
return;}
#if 0
# 40
{ 
# 41
__attribute__((unused)) static int sh_26[64]; 
# 42
if ((3 > (buf22[6])) && ((*dst24) <= 64)) { 
# 43
return; 
# 44
}  
# 45
(dst24[4])++; 
# 46
beta25++; 
# 47
} 
#endif
# 48 "v000686.cu"
__attribute__((visibility("hidden"))) void update27(const int *src28, const double *src29) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern int dyn_30[]; 
# 51
if ((src28[6]) != 59UL) { 
# 52
goto done31; 
# 53
}  
# 54
--(dyn_30[3]); 
# 55
(dyn_30[1]) -= (static_cast< double>((7.375))); 
# 56
(dyn_30[3]) = ((((dyn_30[3]) < (src28[4])) ? 21UL : (dyn_30[2])) * (24)); 
# 57
done31:; ; 
# 58
} 
#endif
# 59 "v000686.cu"
enum Axis32: int { 
# 60
GREEN33, 
# 61
RED34, 
# 62
GREEN35, 
# 63
FAST36 = 7, 
# 64
ON37
# 65
}; 
# 66
int main() 
# 67
{ 
# 68
int len38 = 3703; 
# 69
len38--; 
# 70
len38--; 
# 71
if ((len38 <= len38) || (len38 != len38)) { 
# 72
return 44; 
# 73
}  
# 74
len38--; 
# 75
len38 <<= 0; 
# 76
(__cudaPushCallConfiguration((len38 + 31) / 32, (FAST36) + 249)) ? (void)0 : tile11< float, 3> (nullptr); 
# 77
(__cudaPushCallConfiguration(64 * (ON37), ((dim3)(1)))) ? (void)0 : march14_kernel(&len38); 
# 78
(__cudaPushCallConfiguration(64, ((dim3)(8 * 16)))) ? (void)0 : gather21((long *)nullptr, static_cast< long>(25UL + len38), static_cast< long *>(nullptr), 5L); 
# 79
return 0; 
# 80
} 

# 1 "v000686.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3f06c1c9_10_v000686_cu_079f7410
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000686.cudafe1.stub.c"
#include "v000686.cudafe1.stub.c"
# 1 "v000686.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
