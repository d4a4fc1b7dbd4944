# 1 "v001602.cu"
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
# 7 "v001602.cu"
class Vec2 { 
# 8
int mass3; 
# 9
double hi4; 
# 10
float y5; 
# 12
public: Vec2(int c6, double init7, float c8) : mass3(c6), hi4(init7), y5(c8) { } 
# 13
void reset9(unsigned z10) { 
# 14
++z10; 
# 15
} 
# 16
}; 
# 18
struct Sample11 { 
# 19
bool sum12; 
# 20
unsigned weight13; 
# 21
}; 
# 23
Sample11 operator+(Sample11 a, Sample11 b) { 
# 24
Sample11 r = a; 
# 25
(r.weight13) += (b.weight13); 
# 26
return r; 
# 27
} 
# 28
enum class Kind14 { 
# 29
Add15, 
# 30
Add16 = 2, 
# 31
Low17, 
# 32
Idle18, 
# 33
Green19
# 34
}; 
# 36
static void host_tile20(const double *src21, double q22) { 
# 37
q22 = (-(src21[0])); 
# 38
(q22++), (q22 = (9.0)); 
# 39
} 
# 40
using kind23_t = Kind14; 
# 42
static void tile24_kernel(unsigned *dst25) ;
#if 0
# 42
{ 
# 43
(*dst25) = (dst25[4]); 
# 44
if (dst25 == (nullptr)) { 
# 45
return; 
# 46
}  
# 47
} 
#endif
# 49 "v001602.cu"
void step26(unsigned beta27, int len28 = 38) { 
# 50
if (27UL <= beta27) { 
# 51
goto out31; 
# 52
}  
# 53
host_tile20(nullptr, (double)len28); 
# 54
len28 = beta27; 
# 55
for (int i29 = 0, j30 = 7; i29 < j30; (++i29), (--j30)) { 
# 56
beta27--; 
# 57
beta27 = beta27; 
# 58
}  
# 59
out31:; ; 
# 60
} 
# 62
int main() { 
# 63
int len32 = 1399; 
# 64
auto op36 = [u33 = 54](float hi34) { 
# 65
hi34 = (55L); 
# 66
kind23_t mid35 = Kind14::Add16; 
# 67
} ; typedef decltype(op36) __T0;
# 68
op36(len32); 
# 69
len32 = ((int)(len32 - (len32 & len32))); 
# 70
len32 = (len32 ^ 0UL); 
# 71
(__cudaPushCallConfiguration(dim3((len32 + 63) / 64, (len32 + 31) / 32), ((dim3)(256)), 256, nullptr)) ? (void)0 : tile24_kernel((unsigned *)nullptr); 
# 72
return 0; 
# 73
} 

# 1 "v001602.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__266316eb_10_v001602_cu_6ade6a7a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001602.cudafe1.stub.c"
#include "v001602.cudafe1.stub.c"
# 1 "v001602.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
