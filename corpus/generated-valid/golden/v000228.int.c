# 1 "v000228.cu"
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

# 12 "v000228.cu"
template< class T> static void 
# 13
__wrapper__device_stub_merge4_kernel(T &beta5, T &q6, int &len7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern long dyn_8[]; 
# 15
const long long m9 = (37L); 
# 16
char v10[5] = {(static_cast< char>(127)), static_cast< char>(5U - len7), '0'}; 
# 17
do { q6 += (-(dyn_8[len7])); } while (0); 
# 18
if (q6 >= 9) { 
# 19
goto done13; 
# 20
}  
# 21
(dyn_8[len7]) = (3704 << (v10[4])); 
# 22
for (const auto &v11 : v10) { 
# 23
const T *idx12 = (&beta5); 
# 24
}  
# 25
len7 = ((beta5 += (11.0F)), (m9 * (+(dyn_8[len7 & 7])))); 
# 26
done13:; ; 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 12 "v000228.cu"
template< class T> static void 
# 13
merge4_kernel(T beta5, T q6, int len7) {__wrapper__device_stub_merge4_kernel<T>(beta5,q6,len7);
# 27
return;}
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern long dyn_8[]; 
# 15
const long long m9 = (37L); 
# 16
char v10[5] = {(static_cast< char>(127)), static_cast< char>(5U - len7), '0'}; 
# 17
do { q6 += (-(dyn_8[len7])); } while (0); 
# 18
if (q6 >= 9) { 
# 19
goto done13; 
# 20
}  
# 21
(dyn_8[len7]) = (3704 << (v10[4])); 
# 22
for (const auto &v11 : v10) { 
# 23
const T *idx12 = (&beta5); 
# 24
}  
# 25
len7 = ((beta5 += (11.0F)), (m9 * (+(dyn_8[len7 & 7])))); 
# 26
done13:; ; 
# 27
} 
#endif
# 29 "v000228.cu"
__attribute__((unused)) void smooth14(long long alpha15, unsigned b16, int lane17) {int volatile ___ = 1;(void)alpha15;(void)b16;(void)lane17;
# 40
::exit(___);}
#if 0
# 29
{ 
# 30
alpha15++; 
# 31
if (21 > (~lane17)) { 
# 32
goto skip18; 
# 33
}  
# 34
if (lane17 <= b16) { 
# 35
return; 
# 36
}  
# 37
lane17 = ((33) / alpha15); 
# 38
lane17 = b16; 
# 39
skip18:; ; 
# 40
} 
#endif
# 41 "v000228.cu"
enum class Op19 { 
# 42
Off20 = 1, 
# 43
On21, 
# 44
Busy22 = 5, 
# 45
Fast23, 
# 46
Idle24 = 12
# 47
}; 
# 49
__attribute__((unused)) size_t pack25(int stride26, int lane27) {int volatile ___ = 1;(void)stride26;(void)lane27;
# 64
::exit(___);}
#if 0
# 49
{ 
# 51
#pragma unroll 4
for (
# 51
int j28 = 0, j29 = lane27; j28 < j29; (++j28), (--j29)) { 
# 52
if ((lane27 != 5) && lane27) { 
# 53
break; 
# 54
}  
# 55
stride26 = (j28 >> ((j28 * 899) | (' '))); 
# 56
}  
# 57
double val30[5] = {}; 
# 58
if (stride26 && (stride26 == (val30[0]))) { 
# 59
goto skip31; 
# 60
}  
# 61
do { (val30[2]) += lane27; } while (0); 
# 62
skip31:; ; 
# 63
return val30[4]; 
# 64
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66 "v000228.cu"
template< class T, int N> static void 
# 67
__wrapper__device_stub_count32_kernel(const T *__restrict__ &input33, T *&out34, T &p35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern double dyn_36[]; 
# 69
for (int j37 = 0; j37 < 13; ++j37) { 
# 70
__attribute__((unused)) static float sh_38[13][2]; 
# 71
}  
# 72
int hi39 = 62; 
# 73
} 
#endif

#pragma GCC diagnostic pop

# 66 "v000228.cu"
template< class T, int N> static void 
# 67
count32_kernel(const T *__restrict__ input33, T *out34, T p35) {__wrapper__device_stub_count32_kernel<T,N>(input33,out34,p35);
# 73
return;}
#if 0
# 67
{ 
# 68
__attribute__((unused)) extern double dyn_36[]; 
# 69
for (int j37 = 0; j37 < 13; ++j37) { 
# 70
__attribute__((unused)) static float sh_38[13][2]; 
# 71
}  
# 72
int hi39 = 62; 
# 73
} 
#endif
# 75 "v000228.cu"
__attribute__((visibility("hidden"))) void reduce40_kernel(unsigned *data41, const int *__restrict__ src42, double *data43, int *acc44) ;
#if 0
# 75
{ 
# 76
((data41[3])++), ((data43[3]) = (35)); 
# 77
char r45 = (pack25(*acc44, src42[2]) << ((data41[3]) - (src42[7]))) * (src42[3]); 
# 78
} 
#endif
# 80 "v000228.cu"
int stencil46(int n47) { 
# 81
Op19 mid48 = Op19::Off20; 
# 82
if ((n47 % 50) != n47) { 
# 83
goto done49; 
# 84
}  
# 85
if (n47 <= 26UL) { 
# 86
return 11; 
# 87
}  
# 88
done49:; ; 
# 89
return 44; 
# 90
} 
# 92
int main() { 
# 93
int size50 = 2159; 
# 94
double s51 = (8 & (size50 | size50)) - ((size50 & 24) * ('0')); 
# 95
(__cudaPushCallConfiguration(256, sizeof(float) * (8))) ? (void)0 : merge4_kernel< unsigned> (stencil46(sizeof(int)), stencil46(12), size50); 
# 96
if (s51 > size50) { 
# 97
return size50 * (s51 - s51); 
# 98
}  
# 99
unsigned mid52[3] = {(6), 7U, (54)}; 
# 100
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : count32_kernel< long, 5> (nullptr, nullptr, size50); 
# 101
(__cudaPushCallConfiguration(16, 16 * 8)) ? (void)0 : reduce40_kernel(nullptr, nullptr, &s51, &size50); 
# 102
return 0; 
# 103
} 

# 1 "v000228.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ef8ec4d_10_v000228_cu_a60ab4a7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000228.cudafe1.stub.c"
#include "v000228.cudafe1.stub.c"
# 1 "v000228.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
