# 1 "v001782.cu"
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
# 9 "v001782.cu"
template< class T, class U> 
# 10
__attribute((always_inline)) __attribute__((unused)) inline long rank4(U *buf5, U cfg6, int stride7) {int volatile ___ = 1;(void)buf5;(void)cfg6;(void)stride7;
# 22
::exit(___);}
#if 0
# 10
{ 
# 11
cfg6 *= (__device_builtin_variable_blockDim.z); 
# 12
T prod8 = ((1.0)); 
# 13
stride7++; 
# 14
for (int it9 = 0; it9 < stride7; ++it9) { 
# 15
if (cfg6 != cfg6) { 
# 16
__attribute__((unused)) static int sh_10[32]; 
# 17
if (stride7 & 1) { 
# 18
return -50; }  
# 19
}  
# 20
}  
# 21
return (!((40 != cfg6) && stride7)) ? 29 : (((2) * (__device_builtin_variable_gridDim.x)) + cfg6); 
# 22
} 
#endif
# 24 "v001782.cu"
static void tile11_kernel(const long long *coef12, unsigned long *data13, const float *__restrict__ coef14, const int *in15) ;
#if 0
# 24
{ 
# 25
int tid16 = __device_builtin_variable_threadIdx.x; 
# 26
((data13[tid16])--), ((data13[3]) &= (*in15)); 
# 27
(data13[7])++; 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v001782.cu"
template< class T, int N> static void 
# 31
__wrapper__device_stub_smooth17(const T *&input18, char *__restrict__ &buf19, T &a20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern float dyn_21[]; 
# 33
unsigned i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if ((buf19[(__device_builtin_variable_threadIdx.x) & (7)]) & 1) { 
# 35
if (input18 == nullptr) { 
# 36
(dyn_21[i22]) = (((2) * ((unsigned)(dyn_21[3]))) + (N ^ rank4< unsigned, long> (reinterpret_cast< long *>(buf19), -57, N))); 
# 37
((buf19[0])--), (a20 += (a20 + ((2 * ((buf19[3]) >> (*buf19))) + (((buf19[i22 & (7)]) & 1) ? __device_builtin_variable_blockDim.z : (8))))); 
# 38
} else { 
# 39
}  
# 40
}  
# 41
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001782.cu"
template< class T, int N> static void 
# 31
smooth17(const T *input18, char *__restrict__ buf19, T a20) {__wrapper__device_stub_smooth17<T,N>(input18,buf19,a20);
# 41
return;}
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern float dyn_21[]; 
# 33
unsigned i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if ((buf19[(__device_builtin_variable_threadIdx.x) & (7)]) & 1) { 
# 35
if (input18 == nullptr) { 
# 36
(dyn_21[i22]) = (((2) * ((unsigned)(dyn_21[3]))) + (N ^ rank4< unsigned, long> (reinterpret_cast< long *>(buf19), -57, N))); 
# 37
((buf19[0])--), (a20 += (a20 + ((2 * ((buf19[3]) >> (*buf19))) + (((buf19[i22 & (7)]) & 1) ? __device_builtin_variable_blockDim.z : (8))))); 
# 38
} else { 
# 39
}  
# 40
}  
# 41
} 
#endif
# 43 "v001782.cu"
__attribute__((visibility("hidden"))) void weigh23_kernel(const int *__restrict__ coef24) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern unsigned dyn_25[]; 
# 45
int idx26 = __device_builtin_variable_threadIdx.x; 
# 46
if (((coef24[idx26]) + 39) != idx26) { 
# 47
goto skip29; 
# 48
}  
# 49
if (((idx26 % idx26) % 56) != ((dyn_25[3]) - sizeof(int))) { 
# 50
__attribute__((unused)) static char sh_27[3 * 4][4]; 
# 51
} else { 
# 52
float r28 = (5.75F); 
# 53
}  
# 54
skip29:; ; 
# 55
} 
#endif
# 57 "v001782.cu"
__attribute__((unused)) inline unsigned char fuse30(int *out31, size_t alpha32, int n33 = 23) {int volatile ___ = 1;(void)out31;(void)alpha32;(void)n33;
# 61
::exit(___);}
#if 0
# 57
{ 
# 58
long idx34 = out31[3]; 
# 59
n33 %= alpha32; 
# 60
return 10UL; 
# 61
} 
#endif
# 63 "v001782.cu"
int main() { 
# 64
int n35 = 1821; 
# 65
for (int n36 = n35; n36 > 0; --n36) { 
# 66
n35 = n35; 
# 67
if ((n36 < 44) && (n35 != n36)) { 
# 68
break; }  
# 69
for (int i37 = 0, j38 = n36; i37 < j38; (++i37), (--j38)) { 
# 70
(__cudaPushCallConfiguration((n35 + 31) / 32, 32 * (4 + 4), 0)) ? (void)0 : smooth17< unsigned, 5> (nullptr, nullptr, 2016U); }  
# 71
}  
# 72
--n35; 
# 73
(__cudaPushCallConfiguration(1 << 4, 64)) ? (void)0 : tile11_kernel(nullptr, (unsigned long *)nullptr, nullptr, nullptr); 
# 74
(__cudaPushCallConfiguration(1, 64 + (4 + 60), 2048 * 2)) ? (void)0 : weigh23_kernel((const int *)nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v001782.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dd4f8e8f_10_v001782_cu_41084beb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001782.cudafe1.stub.c"
#include "v001782.cudafe1.stub.c"
# 1 "v001782.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
