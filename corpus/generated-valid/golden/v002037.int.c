# 1 "v002037.cu"
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
# 10 "v002037.cu"
class Particle5 { 
# 11
int val6, weight7; 
# 13
public: Particle5(int a8, int b9) : val6(a8), weight7(b9) { } 
# 14
int norm10() const { 
# 15
return static_cast< int>(4536); 
# 16
} 
# 17
int mix11() const { 
# 18
return (weight7) - (val6); 
# 19
} 
# 20
}; 
# 22
class Particle12 { 
# 23
int hi13; 
# 24
unsigned id14; 
# 26
public: Particle12(int c15, unsigned init16) : hi13(c15), id14(init16) { } 
# 27
void reset17(unsigned m18) { 
# 28
++(hi13); 
# 29
if (((hi13) != 2U) && ((hi13) > 49)) { 
# 30
return; 
# 31
}  
# 32
} 
# 33
void apply19(char cnt20) { 
# 34
(id14)++; 
# 35
(id14) = (id14); 
# 36
} 
# 37
}; 
# 39
__attribute__((visibility("hidden"))) void scatter21(int *data22, float a23, int *__restrict__ buf24) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern unsigned dyn_25[]; 
# 41
unsigned long t26[4]{20UL, (30), (15), (12)}; 
# 42
if ((*buf24) <= (dyn_25[1])) { 
# 43
goto out28; 
# 44
}  
# 45
if (int diff27 = 31; a23 != diff27) { 
# 46
if ((buf24[1]) != (dyn_25[7])) { 
# 47
return; 
# 48
}  
# 49
if ((dyn_25[diff27]) < a23) { 
# 50
return; 
# 51
}  
# 52
a23--; 
# 53
}  
# 54
out28:; ; 
# 55
} 
#endif
# 57 "v002037.cu"
int main() { 
# 58
int size29 = 1747; 
# 59
size29 /= size29; 
# 60
for (int it30 = 0; it30 < 15; it30 += 1) { 
# 61
size29++; 
# 62
size29 ^= ('\\'); 
# 63
}  
# 64
(__cudaPushCallConfiguration((size29 + 255) / 256, 256)) ? (void)0 : scatter21(&size29, size29, &size29); 
# 65
return 0; 
# 66
} 

# 1 "v002037.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b1ac6589_10_v002037_cu_b4a24eba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002037.cudafe1.stub.c"
#include "v002037.cudafe1.stub.c"
# 1 "v002037.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
