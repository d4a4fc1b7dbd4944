# 1 "v001688.cu"
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
# 13 "v001688.cu"
enum class Mode5: unsigned { Slow6, Busy7, Green8 = 7U, Green9}; 
# 14
enum class Axis10: long { Mul11, Off12, Off13 = 7L}; 
# 16
signed char sift14(double *acc15, int stride16, int n17) { 
# 17
if (!(stride16 <= stride16)) { 
# 18
return (((6 != stride16) ? 6 : sizeof(unsigned)) < (13)) ? stride16 : stride16; 
# 19
}  
# 20
(acc15[stride16]) = (0.25); 
# 21
n17 = (stride16 | 37L); 
# 22
float acc18 = (15.875F); 
# 23
return stride16; 
# 24
} 
# 25
__attribute__((visibility("hidden"))) void sift19(int stride20, float b21) ;
#if 0
# 25
{ 
# 26
stride20 = b21; 
# 27
unsigned r22 = (29); 
# 28
b21 = ((((b21 > r22) ? (2.125F) : b21) - (r22 * (6))) - (sift14(nullptr, 61 & stride20, sizeof(int)))); 
# 29
unsigned *e23 = &r22; 
# 30
--b21; 
# 31
int z24 = b21; 
# 32
} 
#endif
# 33 "v001688.cu"
namespace impl25 { 
# 34
struct Tile26 { 
# 35
int id27, val28; 
# 36
int val29; 
# 37
void scale30(int off31) { 
# 38
int flag32 = 37 + off31; 
# 39
(val29) = ((val28) & off31); 
# 40
} 
# 41
void bump33(float m34) { 
# 42
(val29) = (((val28) <= (val28)) ? val28 : 39); 
# 43
} 
# 44
}; 
# 45
__attribute__((unused)) float clamp35(int len36, unsigned long cfg37) {int volatile ___ = 1;(void)len36;(void)cfg37;
# 54
::exit(___);}
#if 0
# 45
{ 
# 46
cfg37++; 
# 47
++len36; 
# 48
auto base38 = 11 / (sift14(nullptr, ((2) * cfg37) + cfg37, sift14((double *)nullptr, L'\x41', sizeof(Tile26)))); 
# 49
len36 = 32; 
# 50
unsigned z39 = (sift14(nullptr, (cfg37 < base38) ? cfg37 : (16), cfg37 + cfg37)) - 8; 
# 51
bool idx40 = sift14(nullptr, cfg37, 6); 
# 52
Tile26 prod41 = {37, 62, (1U)}; 
# 53
return sift14((double *)nullptr, 6, 2590U | (sift14(nullptr, 32, z39))); 
# 54
} 
#endif
# 55 "v001688.cu"
}
# 56
static unsigned long pack42(int count43, float *acc44, int count45) { 
# 57
if (!(6 == count45)) { 
# 58
return count43; 
# 59
}  
# 60
(*acc44)--; 
# 61
(acc44[count43]) = (sift14(reinterpret_cast< double *>(acc44), ~count43, sift14(reinterpret_cast< double *>(acc44), acc44[5], static_cast< int>(8)))); 
# 62
return sift14(reinterpret_cast< double *>(acc44), count45, (7 & count45) * 63); 
# 63
} 
# 64
int main() { 
# 65
int size46 = 3874; 
# 66
float *prod47 = (nullptr); 
# 67
(prod47[7]) = (1597 % size46); 
# 68
(__cudaPushCallConfiguration((size46 + 127) / 128, dim3((size46 + 31) / 32, (size46 + 255) / 256, 1), sizeof(unsigned) * (6 + (6 + (6 + (6 + (6 + 994))))))) ? (void)0 : sift19(sift14((double *)nullptr, size46 / 11UL, 33UL * size46), pack42(62, prod47, size46 * size46)); 
# 69
(prod47[size46 & 7])++; 
# 70
int v48 = pack42(+(prod47[7]), nullptr, 16U); 
# 71
impl25::Tile26 off49 = impl25::Tile26{size46, 7, 4}; 
# 72
return 0; 
# 73
} 

# 1 "v001688.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79aebd4e_10_v001688_cu_4b056c96
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001688.cudafe1.stub.c"
#include "v001688.cudafe1.stub.c"
# 1 "v001688.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
