# 1 "v001531.cu"
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
# 14 "v001531.cu"
class Sample5 { 
# 15
unsigned weight6; 
# 17
public: Sample5(unsigned c7) : weight6(c7) { } 
# 18
void reset8(float h9) { 
# 19
(weight6) = (h9 - (29)); 
# 20
} 
# 21
unsigned bump10() const { 
# 22
return (weight6) % (3); 
# 23
} 
# 24
}; 
# 25
__attribute__((visibility("hidden"))) void fold11(const unsigned *__restrict__ coef12, long p13, int len14, long *__restrict__ data15) ;
#if 0
# 25
{ 
# 26
do { p13 += (48); } while (0); 
# 27
double r16 = ((*data15) & (43)) * ((len14 % 3470) + (static_cast< signed char>(48))); 
# 28
if ((coef12[len14]) < (*coef12)) { 
# 29
return; 
# 30
}  
# 31
int w17(coef12[3]); 
# 32
} 
#endif
# 33 "v001531.cu"
enum Axis18 { ADD19, ON20, ADD21 = 6, RED22}; 
# 35
__attribute__((unused)) int bias23(int n24, const int *__restrict__ in25, int len26) {int volatile ___ = 1;(void)n24;(void)in25;(void)len26;
# 55
::exit(___);}
#if 0
# 35
{ 
# 36
if (in25 != (nullptr)) { 
# 37
goto skip28; 
# 38
}  
# 39
switch (len26) { 
# 40
case ((ON20) + 1) * ((ON20) + ((ON20) + 1)):  
# 41
break; 
# 42
case (ON20) + 6:  
# 43
{ 
# 44
int sum27((1539L)); 
# 45
sum27 = ((len26 += (in25[7])), (n24 + ((n24 += (-1)), sum27))); 
# 46
} 
# 47
break; 
# 48
case 0:  
# 49
break; 
# 50
default:  
# 51
break; 
# 52
}  
# 53
skip28:; ; 
# 54
return len26 + 29; 
# 55
} 
#endif
# 56 "v001531.cu"
double kick29(const Sample5 &a30, const Sample5 &alpha31) { 
# 57
int w32 = 0; 
# 58
do { 
# 59
++w32; 
# 60
} while (w32 < w32); 
# 61
return (10.75); 
# 62
} 
# 63
int main() { 
# 64
int len33 = 2376; 
# 65
(__cudaPushCallConfiguration((len33 + 31) / 32, ((RED22) + 121) * ((ON20) + 1))) ? (void)0 : fold11(nullptr, len33, len33, nullptr); 
# 66
(__cudaPushCallConfiguration(((dim3)(32)), ((ADD21) + 2) * ((ON20) + ((ADD21) + 9)))) ? (void)0 : fold11(nullptr, (len33 + len33) + 17, 31U, static_cast< long *>(nullptr)); 
# 67
len33 = ((len33 * 22) + len33); 
# 68
do { len33 += (RED22); } while (0); 
# 69
if ((14 == len33) && (len33 < len33)) { 
# 70
return static_cast< float>(20); 
# 71
}  
# 72
return 0; 
# 73
} 

# 1 "v001531.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f5e2b17b_10_v001531_cu_4b341797
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001531.cudafe1.stub.c"
#include "v001531.cudafe1.stub.c"
# 1 "v001531.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
