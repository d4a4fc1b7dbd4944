# 1 "v001997.cu"
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
# 24 "v001997.cu"
template< class T> 
# 25
struct Pixel8 { 
# 26
T vel9; 
# 27
void scale10(T hi11) { 
# 28
hi11 = (36 + hi11); 
# 29
} 
# 30
}; 
# 32
__attribute__((visibility("hidden"))) void probe12_kernel(Pixel8< float>  cfg13, int stride14, float *__restrict__ acc15) ;
#if 0
# 32
{ 
# 33
unsigned tid16 = __device_builtin_variable_threadIdx.x; 
# 34
const float u17 = *acc15; 
# 35
double h18 = __device_builtin_variable_blockDim.x; 
# 36
} 
#endif
# 38 "v001997.cu"
__attribute__((unused)) inline unsigned long bump19(int *out20, double cfg21, int count22) {int volatile ___ = 1;(void)out20;(void)cfg21;(void)count22;
# 43
::exit(___);}
#if 0
# 38
{ 
# 39
__attribute__((unused)) static long sh_23; 
# 40
sh_23 = 38L; 
# 41
(++cfg21), (count22 = (static_cast< int>(sh_23))); 
# 42
return sh_23; 
# 43
} 
#endif
# 44 "v001997.cu"
enum class Phase24 { Blue25, Fast26, Fast27, Idle28}; 
# 46
__attribute__((visibility("hidden"))) void probe29_kernel(int *__restrict__ acc30, unsigned a31, int lane32, int *__restrict__ out33) ;
#if 0
# 46
{ 
# 47
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
if (idx34 >= lane32) { 
# 49
return; 
# 50
}  
# 51
__attribute__((unused)) static Pixel8< float>  sh_35[16]; 
# 52
for (auto &e36 : sh_35) { 
# 53
Pixel8< long>  idx37 = Pixel8< long> {(62)}; 
# 54
}  
# 55
float off38 = 33 | idx34; 
# 56
if (!(((sh_35[a31 & (15)]).vel9) > (48ULL))) { 
# 57
goto skip39; 
# 58
}  
# 59
lane32 = (39U); 
# 60
if (!acc30) { 
# 61
return; 
# 62
}  
# 63
skip39:; ; 
# 64
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66 "v001997.cu"
template< class T, class U> static void 
# 67
__wrapper__device_stub_apply40_kernel(U *&dst41, const U *&in42, T &q43, unsigned &p44) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
int i45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
__attribute__((unused)) static float sh_46[256]; 
# 70
Pixel8< long>  sum47 = Pixel8< long> {(13)}; 
# 71
Pixel8< float>  sum48{(6.125F)}; 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 66 "v001997.cu"
template< class T, class U> static void 
# 67
apply40_kernel(U *dst41, const U *in42, T q43, unsigned p44) {__wrapper__device_stub_apply40_kernel<T,U>(dst41,in42,q43,p44);
# 72
return;}
#if 0
# 67
{ 
# 68
int i45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
__attribute__((unused)) static float sh_46[256]; 
# 70
Pixel8< long>  sum47 = Pixel8< long> {(13)}; 
# 71
Pixel8< float>  sum48{(6.125F)}; 
# 72
} 
#endif
# 74 "v001997.cu"
int main() { 
# 75
int len49 = 3785; 
# 76
{ 
# 77
(__cudaPushCallConfiguration(32, 256, 0)) ? (void)0 : probe29_kernel(nullptr, len49, len49 % ((len49 <= len49) ? 49UL : len49), nullptr); 
# 78
Phase24 flag50 = Phase24::Blue25; 
# 79
} 
# 80
constexpr unsigned y51 = (44); 
# 81
(__cudaPushCallConfiguration(1 << 5, (1 << 5) + 96, 0)) ? (void)0 : probe12_kernel(Pixel8< float> {}, len49 + (len49 / 2), static_cast< float *>(nullptr)); 
# 82
(__cudaPushCallConfiguration(dim3((len49 + 255) / 256, ((16 * 2) + 32) * (5 + 3), (len49 + 31) / 32), 32, sizeof(float) * (128))) ? (void)0 : apply40_kernel(static_cast< int *>(nullptr), static_cast< const int *>(nullptr), static_cast< long>((int)len49), (y51 + len49) + 30L); 
# 83
return 0; 
# 84
} 

# 1 "v001997.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__edfb367d_10_v001997_cu_a8e3ba0c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001997.cudafe1.stub.c"
#include "v001997.cudafe1.stub.c"
# 1 "v001997.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
