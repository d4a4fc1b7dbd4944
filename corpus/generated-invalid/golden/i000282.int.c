# 1 "i000282.cu"
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
# 9 "i000282.cu"
__attribute((noinline)) __attribute__((unused)) int fuse5(size_t *out6) {int volatile ___ = 1;(void)out6;
# 26
::exit(___);}
#if 0
# 9
{ 
# 10
if (((out6[__device_builtin_variable_warpSize]) - (__device_builtin_variable_threadIdx.x)) > (37)) { 
# 11
goto skip8; 
# 12
}  
# 13
if ((*out6) != (*out6)) { 
# 14
(*out6) <<= (((51) - (*out6)) - (((out6[__device_builtin_variable_blockDim.x]) - (8)) >> (out6[1]))); 
# 15
double lo7 = *out6; 
# 16
} else { if (((unsigned)((int)(*out6))) <= (('\177') / (out6[0]))) { 
# 17
static_assert((60 > 59), "size check");
# 18
}  }  
# 19
{ 
# 20
if (out6 != (nullptr)) { 
# 21
return out6[7]; }  
# 22
(out6[__device_builtin_variable_warpSize]) /= ((static_cast< float>(out6[__device_builtin_variable_threadIdx.z])) * (+(*out6))); 
# 23
} 
# 24
skip8:; ; 
# 25
return (((out6[3]) += (out6[7])), 47); 
# 26
} 
#endif
# 28 "i000282.cu"
struct Cell9 { 
# 29
float val10; 
# 30
unsigned long y11; 
# 31
}; 
# 32
struct Stats12 { 
# 33
bool lo13; 
# 34
unsigned long long flag14; 
# 35
float lo15; 
# 36
unsigned val16; 
# 37
void mix17(unsigned m18) { 
# 38
if (((val16) + (lo13)) < (val16)) { 
# 39
return; }  
# 40
} 
# 41
}; 
# 42
inline Stats12 operator+(Stats12 a, Stats12 b) { 
# 43
Stats12 r = a; 
# 44
(r.flag14) += (b.flag14); 
# 45
(r.lo15) += (b.lo15); 
# 46
(r.val16) += (b.val16); 
# 47
return r; 
# 48
} 
# 49
__attribute__((visibility("hidden"))) void weigh19(unsigned alpha20) ;
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern unsigned long dyn_21[]; 
# 51
int gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
long long hi23 = (38); 
# 53
__attribute__((unused)) static Cell9 sh_24[128]; 
# 54
(dyn_21[6]) = sizeof(int); 
# 55
} 
#endif
# 56 "i000282.cu"
int main() { 
# 57
int count25 = 4094; 
# 58
int vals27[2] = {((1.5)), 2}; 
# 59
count25 >>= 2; 
# 60
int w26 = 0; 
# 61
while (w26 < 3) { 
# 62
(__cudaPushCallConfiguration(((dim3)((w26 + 255) / 256)), 512)) ? (void)0 : weigh19(w26); 
# 63
++w26; 
# 64
}  
# 65
if (w26 != w26) { 
# 66
return ((w26 < (count25 * 1)) ? w26 : (count25 * 1)); }  
# 67
return 0; 
# 68
} 

# 1 "i000282.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fd50ceed_10_i000282_cu_2bdf3c0b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000282.cudafe1.stub.c"
#include "i000282.cudafe1.stub.c"
# 1 "i000282.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
