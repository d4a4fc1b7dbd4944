# 1 "v000057.cu"
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
# 8 "v000057.cu"
__attribute__((visibility("hidden"))) void mix3_kernel(double *acc4, float beta5) ;
#if 0
# 8
{ 
# 9
int gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
(acc4[gid6]) = ((21.75F)); 
# 11
__attribute__((unused)) static double sh_7; 
# 12
sh_7 = (acc4[0]); 
# 13
__attribute__((unused)) static float sh_8[256]; 
# 14
if (((16) > (sh_8[gid6])) || (sh_7 > (50))) { 
# 15
return; 
# 16
}  
# 17
__attribute__((unused)) static float sh_9[64]; 
# 18
} 
#endif
# 19 "v000057.cu"
constexpr long STEPS10 = (4); 
# 20
enum class Phase11: int { Mul12, On13}; 
# 22
template< class T, class U> __attribute__((unused)) int 
# 23
clamp14(T *out15, T cfg16, int count17) {int volatile ___ = 1;(void)out15;(void)cfg16;(void)count17;
# 35
::exit(___);}
#if 0
# 23
{ 
# 24
(out15[count17]) = (15.875F); 
# 25
int w18 = 0; 
# 26
while (w18 < (STEPS10 + (4))) { 
# 27
U f19 = STEPS10 * ((cfg16 - STEPS10) + ((19.625) + (__device_builtin_variable_blockIdx.x))); 
# 28
++w18; 
# 29
}  
# 30
for (int j20 = 0, j21 = w18; j20 < j21; (++j20), (--j21)) { 
# 31
U h22 = (6.5F) * (__device_builtin_variable_blockDim.x); 
# 32
}  
# 33
count17 = STEPS10; 
# 34
return (((*out15) += (5.375)), (w18 % 8)) - (out15[3]); 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37 "v000057.cu"
template< class T, int N> static void 
# 38
__wrapper__device_stub_trace23(T *&data24, const T *&src25, unsigned *&dst26, int &n27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_28[]; 
# 40
T h29 = STEPS10 + (src25[7]); 
# 41
__attribute__((unused)) static float sh_30; 
# 42
if (!((dst26 != (nullptr)) && ((dst26[n27]) != __alignof__(int)))) { 
# 43
(--(dyn_28[7])), (h29 = ((((*dst26) % (8)) + ((int)(data24[n27]))) * (static_cast< float>(dst26[n27])))); 
# 44
++(data24[__device_builtin_variable_blockIdx.x]); 
# 45
}  
# 46
(dst26[2]) = (16); 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000057.cu"
template< class T, int N> static void 
# 38
trace23(T *data24, const T *src25, unsigned *dst26, int n27) {__wrapper__device_stub_trace23<T,N>(data24,src25,dst26,n27);
# 47
return;}
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_28[]; 
# 40
T h29 = STEPS10 + (src25[7]); 
# 41
__attribute__((unused)) static float sh_30; 
# 42
if (!((dst26 != (nullptr)) && ((dst26[n27]) != __alignof__(int)))) { 
# 43
(--(dyn_28[7])), (h29 = ((((*dst26) % (8)) + ((int)(data24[n27]))) * (static_cast< float>(dst26[n27])))); 
# 44
++(data24[__device_builtin_variable_blockIdx.x]); 
# 45
}  
# 46
(dst26[2]) = (16); 
# 47
} 
#endif
# 49 "v000057.cu"
namespace math31 { 
# 50
inline void run_lerp32(int len33) { 
# 51
for (int n34 = 0; n34 < 6; ++n34) { 
# 52
if (len33 >= len33) { 
# 53
return; 
# 54
}  
# 55
}  
# 56
Phase11 hi35 = Phase11::On13; 
# 57
} 
# 58
}
# 60
namespace gpu36 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T> static void 
# 62
__wrapper__device_stub_trace37_kernel(const T *&input38, bool &q39, const int *&input40, unsigned &alpha41) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
if ((static_cast< double>(__device_builtin_variable_gridDim.z)) <= (61)) { 
# 64
return; 
# 65
}  
# 66
__attribute__((unused)) static float sh_42[256]; 
# 68
#pragma unroll 4
for (
# 68
int n43 = 0, j44 = 12; n43 < j44; (++n43), (--j44)) { 
# 69
if ((q39 - 25) != j44) { 
# 70
continue; 
# 71
}  
# 72
Phase11 k45 = Phase11::Mul12; 
# 73
}   
# 74
q39 = (!(alpha41 && q39)); 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 61 "v000057.cu"
template< class T> static void 
# 62
trace37_kernel(const T *input38, bool q39, const int *input40, unsigned alpha41) {::gpu36::__wrapper__device_stub_trace37_kernel<T>(input38,q39,input40,alpha41);
# 75
return;}
#if 0
# 62
{ 
# 63
if ((static_cast< double>(__device_builtin_variable_gridDim.z)) <= (61)) { 
# 64
return; 
# 65
}  
# 66
__attribute__((unused)) static float sh_42[256]; 
# 68
#pragma unroll 4
for (
# 68
int n43 = 0, j44 = 12; n43 < j44; (++n43), (--j44)) { 
# 69
if ((q39 - 25) != j44) { 
# 70
continue; 
# 71
}  
# 72
Phase11 k45 = Phase11::Mul12; 
# 73
}   
# 74
q39 = (!(alpha41 && q39)); 
# 75
} 
#endif
# 76 "v000057.cu"
enum Level46 { OFF47, OFF48, SLOW49 = 5}; 
# 77
enum class Axis50 { High51, Blue52}; 
# 78
}
# 80
int main() { 
# 81
int n53 = 2575; 
# 82
for (int j54 = n53; j54 > 0; --j54) { 
# 83
(++n53), (n53 = (46UL)); 
# 84
constexpr bool e55 = true; 
# 85
}  
# 86
unsigned short stride56[6]{(static_cast< unsigned short>(STEPS10)), (33UL), (static_cast< unsigned short>(STEPS10)), (39), (35UL), (8)}; 
# 87
n53 = (gpu36::OFF48); 
# 88
(stride56[1]) = ((sizeof(int) - ((stride56[2]) % 8)) + (-(((stride56[n53]) += 18), 21))); 
# 89
(__cudaPushCallConfiguration(4, 256, 0)) ? (void)0 : mix3_kernel(nullptr, stride56[3]); 
# 90
(__cudaPushCallConfiguration(sizeof(int) * ((gpu36::OFF48) + (STEPS10 + (11))), sizeof(unsigned) * (16), sizeof(int) * (32), nullptr)) ? (void)0 : trace23< long, 4> (static_cast< long *>(nullptr), nullptr, nullptr, stride56[n53]); 
# 91
(__cudaPushCallConfiguration(STEPS10 * (8), 16 * 4, 0, 0)) ? (void)0 : gpu36::trace37_kernel< unsigned> (static_cast< const unsigned *>(nullptr), (stride56[5]) + sizeof(long long), nullptr, stride56[1]); 
# 92
return 0; 
# 93
} 

# 1 "v000057.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a9738100_10_v000057_cu_d82708a6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000057.cudafe1.stub.c"
#include "v000057.cudafe1.stub.c"
# 1 "v000057.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
