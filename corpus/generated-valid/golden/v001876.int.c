# 1 "v001876.cu"
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
# 16 "v001876.cu"
struct __attribute((aligned(16))) Sample5 { 
# 17
float count6; 
# 18
unsigned long long sum7; 
# 19
int sum8; 
# 20
float get9() const 
# 21
{ 
# 22
return sum8; 
# 23
} 
# 24
float scale10() const 
# 25
{ 
# 26
return count6; 
# 27
} 
# 28
}; 
# 29
enum class Op11 { 
# 30
Green12, 
# 31
Low13 = 6, 
# 32
Idle14, 
# 33
Green15, 
# 34
Low16 = 11
# 35
}; 
# 37
__attribute__((unused)) double kick17(Sample5 a18, char cfg19) 
# 38
{int volatile ___ = 1;(void)a18;(void)cfg19;
# 49
::exit(___);}
#if 0
# 38
{ 
# 39
if (cfg19 < 24) { 
# 40
return (int)(static_cast< float>(24)); 
# 41
}  
# 42
cfg19 = (a18.count6); 
# 43
(a18.sum8) -= 57; 
# 44
Sample5 w20 = a18; 
# 45
cfg19 %= ((((w20.sum7) + (w20.sum8)) * (a18.sum7)) + ((12) * ((a18.sum7) + (w20.sum7)))); 
# 46
Sample5 stride21 = w20; 
# 47
cfg19 *= sizeof(unsigned long); 
# 48
return cfg19 * ((((a18.sum7) != (sizeof(float))) || (cfg19 < (w20.sum8))) ? stride21.sum7 : (sizeof(double) + cfg19)); 
# 49
} 
#endif
# 52 "v001876.cu"
__attribute__((visibility("hidden"))) void march22(int len23, float a24, float *data25, unsigned beta26) ;
#if 0
# 53
{ 
# 54
len23 = ((len23 % beta26) - a24); 
# 55
float y27 = (double)beta26; 
# 56
Sample5 tmp28{(1.875F), (50), 4}; 
# 57
len23 += 62; 
# 58
} 
#endif
# 60 "v001876.cu"
class Bounds29 { 
# 61
int flag30; 
# 62
int hi31; 
# 63
unsigned hi32; 
# 65
public: Bounds29(int c33, int b34, unsigned b35) : flag30(c33), hi31(b34), hi32(b35) { } 
# 66
unsigned bump36(int prod37) const 
# 67
{ 
# 68
Op11 res38 = Op11::Idle14; 
# 69
return 2683L; 
# 70
} 
# 71
}; 
# 73
int main() 
# 74
{ 
# 75
int count39 = 1191; 
# 76
count39 ^= (((count39 + count39) - count39) + count39); 
# 77
count39 |= ((static_cast< unsigned char>(24 - count39)) + count39); 
# 78
(__cudaPushCallConfiguration(dim3(4, (count39 + 31) / 32, 4), dim3((count39 + 127) / 128, 8, (count39 + 255) / 256))) ? (void)0 : march22((22) * ((long)count39), 24, static_cast< float *>(nullptr), 4); 
# 79
return 0; 
# 80
} 

# 1 "v001876.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__212b3cdc_10_v001876_cu_506df9f5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001876.cudafe1.stub.c"
#include "v001876.cudafe1.stub.c"
# 1 "v001876.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
