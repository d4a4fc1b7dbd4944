# 1 "v001366.cu"
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
# 17 "v001366.cu"
__attribute__((visibility("hidden"))) void bias5(int count6, double *dst7, int n8, const float *__restrict__ coef9) ;
#if 0
# 17
{ 
# 18
++count6; 
# 19
(*dst7) = ((dst7[1]) / (30)); 
# 20
int x10 = 30; 
# 21
long lo11 = (n8 != 29L) ? x10 / x10 : (*dst7); 
# 22
} 
#endif
# 23 "v001366.cu"
static int c_split12[8]; 
# 24
static bool d_weigh13; 
# 26
class Tile14 { 
# 27
float val15; 
# 28
int z16; 
# 29
int weight17; 
# 31
public: Tile14(float b18, int c19, int a20) : val15(b18), z16(c19), weight17(a20) { } 
# 32
int apply21(float lo22) const { 
# 33
int lim23(31); 
# 34
float prod24 = ((z16) >> 1U) + (((2) * (((2) * (val15)) + (z16))) + (2)); 
# 35
return z16; 
# 36
} 
# 37
void apply25(int diff26) { 
# 38
(z16)--; 
# 39
diff26 = (((val15) += (z16)), 35); 
# 40
} 
# 41
}; 
# 43
__attribute__((visibility("hidden"))) void norm27_kernel(int len28) ;
#if 0
# 43
{ 
# 44
unsigned r29 = d_weigh13; 
# 45
int k30 = 62; 
# 46
} 
#endif
# 48 "v001366.cu"
template< class T> 
# 49
struct Sample31 { 
# 50
T val32, flag33; 
# 51
T w34; 
# 52
T mix35() const { 
# 53
return val32; 
# 54
} 
# 55
}; 
# 57
int main() { 
# 58
int size36 = 3575; 
# 59
size36--; 
# 60
(++size36), (size36 = ((size36 % ((size36 >= 13UL) ? size36 : 30)) + ((size36 += 7), size36))); 
# 61
if ((size36 < 8) && (size36 & 1)) { 
# 62
return +(size36 + size36); 
# 63
}  
# 64
([]() { 
# 65
Sample31< int>  x37 = {7, 4, (static_cast< int>(30))}; 
# 66
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : bias5(8, nullptr, (29U + (x37.w34)) + (x37.mix35()), nullptr); 
# 67
} )(); 
# 68
++size36; 
# 69
float q38((double)size36); 
# 70
(__cudaPushCallConfiguration(64, ((dim3)(512)), 0)) ? (void)0 : norm27_kernel(q38); 
# 71
return 0; 
# 72
} 

# 1 "v001366.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__768ce5af_10_v001366_cu_d4a2e8c9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001366.cudafe1.stub.c"
#include "v001366.cudafe1.stub.c"
# 1 "v001366.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
