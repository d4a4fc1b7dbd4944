# 1 "v001503.cu"
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
# 19 "v001503.cu"
struct Vec10 { 
# 20
int z11; 
# 21
bool id12; 
# 22
int sum13; 
# 23
int norm14() const { 
# 24
return 63; 
# 25
} 
# 26
void mix15(signed char y16) { 
# 27
(sum13) = (42 + y16); 
# 28
} 
# 29
}; 
# 31
struct Acc17 { 
# 32
unsigned hi18; 
# 33
float y19; 
# 34
unsigned norm20() const { 
# 35
if ((hi18) <= ((hi18) * ('\?'))) { 
# 36
return hi18; }  
# 37
return ((hi18) + (7)) % (hi18); 
# 38
} 
# 39
float apply21(float acc22) const { 
# 40
acc22 = (hi18); 
# 41
return 46; 
# 42
} 
# 43
}; 
# 45
__attribute__((visibility("hidden"))) void drift23(float *dst24, Acc17 q25, unsigned a26, int *data27) ;
#if 0
# 45
{ 
# 46
int prod28[5]{9, (' '), 3989, (int)a26, 31}; 
# 47
__attribute__((unused)) static Vec10 sh_29; 
# 48
int v30 = sh_29.norm14(); 
# 49
a26++; 
# 50
++a26; 
# 51
(dst24[v30]) = (1); 
# 52
} 
#endif
# 54 "v001503.cu"
void check_relax31(int lane32, const float *in33, int len34) { 
# 55
auto step36 = [](unsigned lim35)->float { 
# 56
--lim35; 
# 57
return sizeof(char); 
# 58
} ; typedef decltype(step36) __T0;
# 59
Vec10 idx37 = Vec10{(-1216), (static_cast< bool>(1)), 10}; 
# 60
++len34; 
# 61
} 
# 63
int main() { 
# 64
int n38 = 2061; 
# 65
short e39[1 + (1 + 3)]{(short)n38, (-13), ((short)4), (907), (8)}; 
# 66
(e39[n38]) = (+((e39[2]) % (e39[n38]))); 
# 67
int k40 = ((+n38) + (n38 * n38)) * 4; 
# 68
(__cudaPushCallConfiguration(8, 4 + (1 + 27))) ? (void)0 : drift23(nullptr, Acc17{(32), (13.375F)}, 21LL, (int *)nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v001503.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__184b0320_10_v001503_cu_4b43f585
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001503.cudafe1.stub.c"
#include "v001503.cudafe1.stub.c"
# 1 "v001503.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
