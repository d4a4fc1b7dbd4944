# 1 "v000249.cu"
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
# 14 "v000249.cu"
template< class T> 
# 15
struct Node5 { 
# 16
T w6, hi7; 
# 17
void mix8(T e9) { 
# 18
e9 = (((w6) - e9) - (static_cast< float>((unsigned)63UL))); 
# 19
(hi7) = ('z' + e9); 
# 20
} 
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void bump10(const float *__restrict__ input11) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern char dyn_12[]; 
# 25
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
(dyn_12[gid13]) = gid13; 
# 27
(dyn_12[5]) = (__device_builtin_variable_gridDim.y); 
# 28
(dyn_12[gid13])--; 
# 29
__attribute__((unused)) static Node5< double>  sh_14[16]; 
# 30
for (int n15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n15 < gid13; n15 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 31
(sh_14[gid13]) = Node5< double> {(3), (4.5)}; }  
# 32
if ((dyn_12[6]) <= 14) { 
# 33
return; }  
# 34
} 
#endif
# 36 "v000249.cu"
__attribute__((visibility("hidden"))) void bias16_kernel(unsigned beta17, int stride18, float b19, float a20) ;
#if 0
# 36
{ 
# 37
if ((beta17 * (4)) != (5)) { 
# 38
return; }  
# 39
for (int j21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j21 < 13; j21 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 40
b19 = (((a20 * beta17) == beta17) ? (beta17 + b19) - (__device_builtin_variable_blockIdx.x) : ((__device_builtin_variable_threadIdx.x) ? __device_builtin_variable_threadIdx.x : ((a20 == j21) ? 37 : beta17))); 
# 41
if (b19 == j21) { 
# 42
return; }  
# 43
}  
# 44
} 
#endif
# 46 "v000249.cu"
void check_shade22(int *out23, int len24, int stride25) { 
# 47
(__cudaPushCallConfiguration(1 << 1, 512, 256)) ? (void)0 : bias16_kernel(3312L, (u'\x7a') - stride25, -((stride25 <= 33) ? 30 : len24), static_cast< int>(17ULL)); 
# 48
(__cudaPushCallConfiguration((len24 + 127) / 128, 256, sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : bump10(reinterpret_cast< const float *>(out23)); 
# 49
len24 = (out23[len24]); 
# 50
const int *res26 = (nullptr); 
# 51
int w27 = 0; 
# 52
if (32ULL <= (stride25 * 57)) { 
# 53
goto out28; 
# 54
}  
# 55
do { 
# 56
(__cudaPushCallConfiguration(4, 128)) ? (void)0 : bump10(reinterpret_cast< const float *>(out23)); 
# 57
(__cudaPushCallConfiguration(2, 64 * 8, sizeof(float) * (256))) ? (void)0 : bias16_kernel(1505 + len24, sizeof(long), ((stride25 * 27) >= stride25) ? 125 : 3, ((unsigned char)10U) >> ((res26[len24]) % 46UL)); 
# 58
++w27; 
# 59
} while (w27 < 8); 
# 60
out28:; ; 
# 61
} 
# 63
int main() { 
# 64
int n29 = 2894; 
# 65
int f30(61); 
# 66
int flag31 = f30; 
# 67
flag31 = (((int)f30) ? (10U + f30) * 40UL : flag31); 
# 68
int v32(n29); 
# 69
const char *lim33 = ("path\\to"); 
# 70
unsigned short off34 = f30; 
# 71
return 0; 
# 72
} 

# 1 "v000249.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__39047e88_10_v000249_cu_0a2a777b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000249.cudafe1.stub.c"
#include "v000249.cudafe1.stub.c"
# 1 "v000249.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
