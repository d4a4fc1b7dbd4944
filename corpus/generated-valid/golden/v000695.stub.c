#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000695.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_smooth4Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9map_bias5Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax16Pf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_smooth4Pdi(double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int))map_smooth4)), 0U);}
# 13 "v000695.cu"
void map_smooth4( double *__cuda_0,int __cuda_1)
# 13 "v000695.cu"
{__device_stub__Z11map_smooth4Pdi( __cuda_0,__cuda_1); }
# 1 "v000695.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9map_bias5Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_bias5)), 0U); }
# 14 "v000695.cu"
void map_bias5( float *__cuda_0,int __cuda_1)
# 14 "v000695.cu"
{__device_stub__Z9map_bias5Pfi( __cuda_0,__cuda_1); }
# 1 "v000695.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax16Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))relax16)), 0U); }
# 35 "v000695.cu"
void relax16( float *__cuda_0)
# 35 "v000695.cu"
{__device_stub__Z7relax16Pf( __cuda_0);



}
# 1 "v000695.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *))relax16), _Z7relax16Pf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_bias5), _Z9map_bias5Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_smooth4), _Z11map_smooth4Pdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
