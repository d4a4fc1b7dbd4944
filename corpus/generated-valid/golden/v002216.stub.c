#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002216.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack11hPifi(unsigned char, int *, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_drift19Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_kick20Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pack11hPifi(unsigned char __par0, int *__par1, float __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(unsigned char, int *, float, int))pack11)), 0U);}
# 20 "v002216.cu"
void pack11( unsigned char __cuda_0,int *__cuda_1,float __cuda_2,int __cuda_3)
# 20 "v002216.cu"
{__device_stub__Z6pack11hPifi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 27 "v002216.cu"
}
# 1 "v002216.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_drift19Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_drift19)), 0U); }
# 34 "v002216.cu"
void map_drift19( double *__cuda_0,int __cuda_1)
# 34 "v002216.cu"
{__device_stub__Z11map_drift19Pdi( __cuda_0,__cuda_1); }
# 1 "v002216.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_kick20Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_kick20)), 0U); }
# 35 "v002216.cu"
void map_kick20( unsigned *__cuda_0,int __cuda_1)
# 35 "v002216.cu"
{__device_stub__Z10map_kick20Pji( __cuda_0,__cuda_1); }
# 1 "v002216.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_kick20), _Z10map_kick20Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_drift19), _Z11map_drift19Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char, int *, float, int))pack11), _Z6pack11hPifi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_apply21,::c_apply21), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
