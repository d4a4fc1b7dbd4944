# 1 "v000513.cu"
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
# 5 "v000513.cu"
double g_apply1[] = {((19.375F)), (24)}; 
# 7
template< class T> 
# 8
struct Particle2 { 
# 9
T mass3; 
# 10
int vel4; 
# 11
T scale5(T val6) const { 
# 12
return (21.25); 
# 13
} 
# 14
}; 
# 15
constexpr int STEPS7 = 5; 
# 18
struct Cell8 { 
# 19
long w9; 
# 20
long mass10; 
# 21
int y11; 
# 22
unsigned flag12; 
# 23
}; 
# 26
__attribute__((visibility("hidden"))) void count13_kernel(int *dst14, const float *coef15, const Particle2< int>  beta16, double q17) ;
#if 0
# 26
{ 
# 27
(dst14[1]) = (2905UL); 
# 29
#pragma unroll
for (
# 29
int n18 = 0; n18 < 11; ++n18) { 
# 30
__attribute__((unused)) static int sh_19; 
# 31
(dst14[n18]) = (beta16.scale5(+sh_19) + 3); 
# 32
}  
# 33
if (((unsigned)(dst14[4])) < (dst14[2])) { 
# 34
return; 
# 35
}  
# 36
int stride20 = (!coef15) ? dst14[2] : (beta16.scale5(27) % beta16.scale5(STEPS7)); 
# 37
} 
#endif
# 38 "v000513.cu"
enum Mode21 { 
# 39
BUSY22, 
# 40
BUSY23, 
# 41
ADD24, 
# 42
HIGH25 = 7, 
# 43
GREEN26
# 44
}; 
# 46
__attribute__((visibility("hidden"))) void shade27(unsigned a28, const Particle2< float>  a29) ;
#if 0
# 46
{ 
# 47
float cnt30[4] = {(static_cast< float>(STEPS7)), (11.5F)}; 
# 48
if (a29.scale5(43) >= a28) { 
# 49
return; 
# 50
}  
# 51
a28 = ((a29.mass3) + (cnt30[0])); 
# 52
(cnt30[3]) = ((((19.0F) * a28) + (cnt30[a28])) + (sizeof(float))); 
# 53
a28 = (a29.scale5(STEPS7)); 
# 54
int idx31 = cnt30[a28]; 
# 55
} 
#endif
# 57 "v000513.cu"
int host_drift32(Mode21 alpha33) { 
# 58
(__cudaPushCallConfiguration(dim3(512, 32), ((dim3)((GREEN26) + 56)), sizeof(int) * (32))) ? (void)0 : count13_kernel(nullptr, nullptr, Particle2< int> {STEPS7, (52L)}, STEPS7); 
# 59
(g_apply1[0]) = (HIGH25); 
# 60
return (alpha33 + STEPS7) & 59L; 
# 61
} 
# 63
int main() { 
# 64
int n34 = 579; 
# 65
for (int it35 = 0; it35 < n34; ++it35) { 
# 66
constexpr int base36 = 41; 
# 67
Mode21 base37 = ADD24; 
# 68
n34 = ((n34 != ((2573) * (g_apply1[1]))) ? ((n34 <= (g_apply1[1])) ? 12UL : (HIGH25)) - (g_apply1[it35 & 1]) : ((base37 != (GREEN26)) ? STEPS7 : 3)); 
# 69
}  
# 70
(__cudaPushCallConfiguration(dim3(1 << (ADD24), sizeof(float) * (128), 64), ((dim3)(1 << 8)), STEPS7 + 1019)) ? (void)0 : shade27(STEPS7, Particle2< float> {(3.5F), 15}); 
# 71
return 0; 
# 72
} 

# 1 "v000513.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__835c2124_10_v000513_cu_g_apply1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000513.cudafe1.stub.c"
#include "v000513.cudafe1.stub.c"
# 1 "v000513.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
