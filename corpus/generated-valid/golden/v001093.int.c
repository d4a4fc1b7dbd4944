# 1 "v001093.cu"
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
# 16 "v001093.cu"
enum Mode5 { HIGH6, OFF7, MUL8 = 5, BUSY9}; 
# 18
static void combine10_kernel(int n11, float beta12, int *acc13, int *dst14) ;
#if 0
# 19
{ 
# 20
unsigned i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (((__device_builtin_variable_threadIdx.y) == n11) && (i15 < (dst14[(__device_builtin_variable_gridDim.z) & (7)]))) { 
# 22
return; }  
# 23
if ((-n11) == beta12) { 
# 24
return; }  
# 25
beta12 = (n11 / ((dst14[i15]) | (sizeof(unsigned) - (*acc13)))); 
# 26
n11 = (__device_builtin_variable_blockDim.x); 
# 27
} 
#endif
# 28 "v001093.cu"
enum class Axis16 { Off17, Blue18}; 
# 30
__attribute__((unused)) float march19(const float *input20, unsigned cfg21) 
# 31
{int volatile ___ = 1;(void)input20;(void)cfg21;
# 37
::exit(___);}
#if 0
# 31
{ 
# 32
++cfg21; 
# 33
float stride22 = cfg21; 
# 34
cfg21 = (input20[7]); 
# 35
__attribute__((unused)) static unsigned sh_23[256]; 
# 36
return (18.5F); 
# 37
} 
#endif
# 39 "v001093.cu"
__attribute__((unused)) unsigned shade24(unsigned char p25) 
# 40
{int volatile ___ = 1;(void)p25;
# 50
::exit(___);}
#if 0
# 40
{ 
# 41
for (int it26 = 0; it26 < 13; ++it26) { 
# 42
p25 = (march19(nullptr, 9)); 
# 43
int v27 = (19L); 
# 44
for (int i28 = 0; i28 < v27; ++i28) { 
# 45
bool flag29 = (1) / ((i28 ^ (__device_builtin_variable_blockDim.z)) * ((__device_builtin_variable_blockDim.y) % (4))); 
# 46
flag29 = (!(i28 > (i28 % 56L))); 
# 47
}  
# 48
}  
# 49
return ('#') + (__device_builtin_variable_blockDim.y); 
# 50
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 52 "v001093.cu"
template< class T, int N> static void 
# 53
__wrapper__device_stub_relax30_kernel(T &q31, long *&data32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
int tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (q31 > q31) { 
# 57
return; }  
# 58
for (int n34 = 3; n34 > 0; --n34) { 
# 59
T *m35 = (&q31); 
# 60
for (int j36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j36 < n34; j36 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 61
int x37(shade24(q31)); 
# 62
((m35[4])++), (x37 = shade24((m35[j36 & 7]) + 'A')); 
# 63
}  
# 64
}  
# 65
} 
#endif

#pragma GCC diagnostic pop

# 52 "v001093.cu"
template< class T, int N> static void 
# 53
relax30_kernel(T q31, long *data32) 
# 54
{__wrapper__device_stub_relax30_kernel<T,N>(q31,data32);
# 65
return;}
#if 0
# 54
{ 
# 55
int tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (q31 > q31) { 
# 57
return; }  
# 58
for (int n34 = 3; n34 > 0; --n34) { 
# 59
T *m35 = (&q31); 
# 60
for (int j36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j36 < n34; j36 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 61
int x37(shade24(q31)); 
# 62
((m35[4])++), (x37 = shade24((m35[j36 & 7]) + 'A')); 
# 63
}  
# 64
}  
# 65
} 
#endif
# 67 "v001093.cu"
double host_relax38(int n39) 
# 68
{ 
# 69
char *acc40 = (static_cast< char *>(nullptr)); 
# 70
Mode5 f41 = OFF7; 
# 71
return (8 << (n39 + f41)) * 2; 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int len42 = 1764; 
# 77
auto lam44 = [](unsigned w43)->unsigned short { 
# 78
host_relax38(23); 
# 79
return host_relax38(w43 % w43); 
# 80
} ; typedef decltype(lam44) __T0;
# 81
lam44(len42); 
# 82
host_relax38(len42 >> 0); 
# 83
(__cudaPushCallConfiguration((len42 + 31) / 32, 16 * 4, 0)) ? (void)0 : combine10_kernel(static_cast< int>(2 - len42), lam44(len42), static_cast< int *>(nullptr), static_cast< int *>(nullptr)); 
# 84
unsigned char t45 = (BUSY9); 
# 85
(__cudaPushCallConfiguration(sizeof(unsigned) * (4), 1 << (8 + (OFF7)))) ? (void)0 : relax30_kernel< int, 1> (49U * t45, nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v001093.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4596f0e2_10_v001093_cu_24585593
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001093.cudafe1.stub.c"
#include "v001093.cudafe1.stub.c"
# 1 "v001093.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
